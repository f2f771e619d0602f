from typing import Literal

TwinValidationObject = Literal["twin_validation"]

TWIN_VALIDATION_OBJECT_VALUES: set[TwinValidationObject] = {
    "twin_validation",
}


def check_twin_validation_object(value: str) -> TwinValidationObject:
    if value in TWIN_VALIDATION_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {TWIN_VALIDATION_OBJECT_VALUES!r}"
    )
