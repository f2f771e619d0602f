from typing import Literal

TwinFileListObject = Literal["list"]

TWIN_FILE_LIST_OBJECT_VALUES: set[TwinFileListObject] = {
    "list",
}


def check_twin_file_list_object(value: str) -> TwinFileListObject:
    if value in TWIN_FILE_LIST_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {TWIN_FILE_LIST_OBJECT_VALUES!r}"
    )
