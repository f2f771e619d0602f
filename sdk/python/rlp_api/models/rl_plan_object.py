from typing import Literal

RlPlanObject = Literal["rl_plan"]

RL_PLAN_OBJECT_VALUES: set[RlPlanObject] = {
    "rl_plan",
}


def check_rl_plan_object(value: str) -> RlPlanObject:
    if value in RL_PLAN_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RL_PLAN_OBJECT_VALUES!r}"
    )
