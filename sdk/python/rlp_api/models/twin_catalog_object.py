from typing import Literal

TwinCatalogObject = Literal["twin_catalog"]

TWIN_CATALOG_OBJECT_VALUES: set[TwinCatalogObject] = {
    "twin_catalog",
}


def check_twin_catalog_object(value: str) -> TwinCatalogObject:
    if value in TWIN_CATALOG_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {TWIN_CATALOG_OBJECT_VALUES!r}"
    )
