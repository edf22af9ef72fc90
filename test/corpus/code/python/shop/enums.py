from enum import Enum, StrEnum


class OrderStatus(StrEnum):
    """Where an order is in fulfilment."""

    PENDING = "pending"
    PAID = "paid"
    SHIPPED = "shipped"
    CANCELLED = "cancelled"


class Currency(str, Enum):
    EUR = "EUR"
    USD = "USD"
    GBP = "GBP"
