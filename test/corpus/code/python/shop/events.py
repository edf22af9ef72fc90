"""Events the shop publishes to the bus, as plain dictionaries."""

from typing import NotRequired, Required, TypedDict

from .enums import OrderStatus


class OrderEventPayload(TypedDict, total=False):
    order_id: Required[str]
    status: Required[OrderStatus]
    previous_status: OrderStatus
    reason: str
    attempt: NotRequired[int]


class OrderEvent(TypedDict):
    """One message on the orders topic."""

    event_id: str
    occurred_at: str
    payload: OrderEventPayload
    trace_id: NotRequired[str]
