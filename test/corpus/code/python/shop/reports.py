from dataclasses import dataclass, field
from datetime import date
from typing import Optional

from shop import orders


@dataclass(frozen=True)
class DailyRevenue:
    """Revenue of one day and currency, for the finance export."""

    day: date
    currency: str
    gross_cents: int
    refunds_cents: int = 0
    top_order: Optional["orders.Order"] = None
    regions: list[str] = field(default_factory=list)
