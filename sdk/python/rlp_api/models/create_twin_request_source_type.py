from typing import Literal

CreateTwinRequestSourceType = Literal["hub"]

CREATE_TWIN_REQUEST_SOURCE_TYPE_VALUES: set[CreateTwinRequestSourceType] = {
    "hub",
}


def check_create_twin_request_source_type(value: str) -> CreateTwinRequestSourceType:
    if value in CREATE_TWIN_REQUEST_SOURCE_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CREATE_TWIN_REQUEST_SOURCE_TYPE_VALUES!r}"
    )
