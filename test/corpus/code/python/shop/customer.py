from __future__ import annotations

from datetime import datetime
from typing import Annotated, Optional
from uuid import UUID

from pydantic import EmailStr, Field

from .base import ShopModel


class Address(ShopModel):
    """A postal address."""

    line1: str = Field(max_length=120)
    line2: str | None = None
    city: str
    postal_code: Annotated[str, Field(alias="postalCode", pattern=r"^[0-9A-Z -]{3,10}$")]
    country: Annotated[str, Field(min_length=2, max_length=2, description="ISO 3166-1 alpha-2")]


class Customer(ShopModel):
    """Someone who can place orders."""

    id: UUID
    email: EmailStr
    display_name: Annotated[Optional[str], Field(alias="displayName")] = None
    created_at: datetime = Field(alias="createdAt")
    addresses: list[Address] = Field(default_factory=list)
    marketing_opt_in: bool = False
    """Whether the customer agreed to newsletters."""
