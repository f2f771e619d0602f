from typing import Literal

RlRunListObject = Literal["list"]

RL_RUN_LIST_OBJECT_VALUES: set[RlRunListObject] = {
    "list",
}


def check_rl_run_list_object(value: str) -> RlRunListObject:
    if value in RL_RUN_LIST_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RL_RUN_LIST_OBJECT_VALUES!r}"
    )
