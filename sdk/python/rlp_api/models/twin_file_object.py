from typing import Literal

TwinFileObject = Literal["twin_file"]

TWIN_FILE_OBJECT_VALUES: set[TwinFileObject] = {
    "twin_file",
}


def check_twin_file_object(value: str) -> TwinFileObject:
    if value in TWIN_FILE_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {TWIN_FILE_OBJECT_VALUES!r}"
    )
