from typing import Literal

RlLiftObjectiveType = Literal["lift"]

RL_LIFT_OBJECTIVE_TYPE_VALUES: set[RlLiftObjectiveType] = {
    "lift",
}


def check_rl_lift_objective_type(value: str) -> RlLiftObjectiveType:
    if value in RL_LIFT_OBJECTIVE_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RL_LIFT_OBJECTIVE_TYPE_VALUES!r}"
    )
