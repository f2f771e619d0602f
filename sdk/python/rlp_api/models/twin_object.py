from typing import Literal

TwinObject = Literal["twin"]

TWIN_OBJECT_VALUES: set[TwinObject] = {
    "twin",
}


def check_twin_object(value: str) -> TwinObject:
    if value in TWIN_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {TWIN_OBJECT_VALUES!r}"
    )
