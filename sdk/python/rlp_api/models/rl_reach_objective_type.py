from typing import Literal

RlReachObjectiveType = Literal["reach"]

RL_REACH_OBJECTIVE_TYPE_VALUES: set[RlReachObjectiveType] = {
    "reach",
}


def check_rl_reach_objective_type(value: str) -> RlReachObjectiveType:
    if value in RL_REACH_OBJECTIVE_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RL_REACH_OBJECTIVE_TYPE_VALUES!r}"
    )
