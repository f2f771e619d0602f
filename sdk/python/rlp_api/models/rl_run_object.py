from typing import Literal

RlRunObject = Literal["rl_run"]

RL_RUN_OBJECT_VALUES: set[RlRunObject] = {
    "rl_run",
}


def check_rl_run_object(value: str) -> RlRunObject:
    if value in RL_RUN_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RL_RUN_OBJECT_VALUES!r}"
    )
