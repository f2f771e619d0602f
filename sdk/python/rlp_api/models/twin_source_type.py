from typing import Literal

TwinSourceType = Literal["hub"]

TWIN_SOURCE_TYPE_VALUES: set[TwinSourceType] = {
    "hub",
}


def check_twin_source_type(value: str) -> TwinSourceType:
    if value in TWIN_SOURCE_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {TWIN_SOURCE_TYPE_VALUES!r}"
    )
