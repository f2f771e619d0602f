from typing import Literal

ValidateTwinRequestSourceType = Literal["hub"]

VALIDATE_TWIN_REQUEST_SOURCE_TYPE_VALUES: set[ValidateTwinRequestSourceType] = {
    "hub",
}


def check_validate_twin_request_source_type(
    value: str,
) -> ValidateTwinRequestSourceType:
    if value in VALIDATE_TWIN_REQUEST_SOURCE_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {VALIDATE_TWIN_REQUEST_SOURCE_TYPE_VALUES!r}"
    )
