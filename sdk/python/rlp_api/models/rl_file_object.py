from typing import Literal

RlFileObject = Literal["rl_file"]

RL_FILE_OBJECT_VALUES: set[RlFileObject] = {
    "rl_file",
}


def check_rl_file_object(value: str) -> RlFileObject:
    if value in RL_FILE_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RL_FILE_OBJECT_VALUES!r}"
    )
