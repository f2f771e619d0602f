from typing import Literal

TwinValidationSourceType = Literal["hub"]

TWIN_VALIDATION_SOURCE_TYPE_VALUES: set[TwinValidationSourceType] = {
    "hub",
}


def check_twin_validation_source_type(value: str) -> TwinValidationSourceType:
    if value in TWIN_VALIDATION_SOURCE_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {TWIN_VALIDATION_SOURCE_TYPE_VALUES!r}"
    )
