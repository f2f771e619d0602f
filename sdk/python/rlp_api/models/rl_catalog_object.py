from typing import Literal

RlCatalogObject = Literal["rl_catalog"]

RL_CATALOG_OBJECT_VALUES: set[RlCatalogObject] = {
    "rl_catalog",
}


def check_rl_catalog_object(value: str) -> RlCatalogObject:
    if value in RL_CATALOG_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RL_CATALOG_OBJECT_VALUES!r}"
    )
