from pydantic import BaseModel, ConfigDict
from pydantic.alias_generators import to_camel


class ShopModel(BaseModel):
    """Base of every API model: camelCase aliases are accepted, unknown keys refused."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True, frozen=True)
