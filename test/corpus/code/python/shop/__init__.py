"""The shop's data models: what the API accepts and the events it emits."""

from .customer import Address, Customer
from .orders import Order, OrderLine

__all__ = ["Address", "Customer", "Order", "OrderLine"]
