from typing import Literal

ApiKeyObject = Literal["api_key"]

API_KEY_OBJECT_VALUES: set[ApiKeyObject] = {
    "api_key",
}


def check_api_key_object(value: str) -> ApiKeyObject:
    if value in API_KEY_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {API_KEY_OBJECT_VALUES!r}"
    )
