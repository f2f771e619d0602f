from typing import Literal

RlCheckpointObject = Literal["rl_checkpoint"]

RL_CHECKPOINT_OBJECT_VALUES: set[RlCheckpointObject] = {
    "rl_checkpoint",
}


def check_rl_checkpoint_object(value: str) -> RlCheckpointObject:
    if value in RL_CHECKPOINT_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RL_CHECKPOINT_OBJECT_VALUES!r}"
    )
