from typing import Literal

TwinListObject = Literal["list"]

TWIN_LIST_OBJECT_VALUES: set[TwinListObject] = {
    "list",
}


def check_twin_list_object(value: str) -> TwinListObject:
    if value in TWIN_LIST_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {TWIN_LIST_OBJECT_VALUES!r}"
    )
