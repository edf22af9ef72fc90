from datetime import date, datetime
from decimal import Decimal
from typing import Annotated, Literal

from pydantic import Field, PositiveInt

from shop.customer import Address, Customer
from shop.enums import Currency, OrderStatus

from .base import ShopModel

Sku = Annotated[str, Field(pattern=r"^[A-Z]{3}-\d{4}$")]


class OrderLine(ShopModel):
    sku: Sku
    quantity: PositiveInt
    unit_price: Annotated[Decimal, Field(alias="unitPrice", max_digits=10, decimal_places=2)]


class Order(ShopModel):
    """An order as the checkout service stores it."""

    order_id: Annotated[str, Field(alias="orderId")]
    customer: Customer
    lines: list[OrderLine] = Field(min_length=1)
    status: OrderStatus = OrderStatus.PENDING
    currency: Currency
    shipping_address: Address | None = Field(default=None, alias="shippingAddress")
    placed_at: datetime = Field(alias="placedAt")
    delivery_date: date | None = None
    channel: Literal["web", "app", "phone"] = "web"
    notes: dict[str, str] = {}
