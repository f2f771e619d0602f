from typing import Literal

RlCheckpointListObject = Literal["list"]

RL_CHECKPOINT_LIST_OBJECT_VALUES: set[RlCheckpointListObject] = {
    "list",
}


def check_rl_checkpoint_list_object(value: str) -> RlCheckpointListObject:
    if value in RL_CHECKPOINT_LIST_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RL_CHECKPOINT_LIST_OBJECT_VALUES!r}"
    )
