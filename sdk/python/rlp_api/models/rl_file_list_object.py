from typing import Literal

RlFileListObject = Literal["list"]

RL_FILE_LIST_OBJECT_VALUES: set[RlFileListObject] = {
    "list",
}


def check_rl_file_list_object(value: str) -> RlFileListObject:
    if value in RL_FILE_LIST_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RL_FILE_LIST_OBJECT_VALUES!r}"
    )
