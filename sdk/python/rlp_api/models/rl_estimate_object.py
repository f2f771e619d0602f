from typing import Literal

RlEstimateObject = Literal["rl_estimate"]

RL_ESTIMATE_OBJECT_VALUES: set[RlEstimateObject] = {
    "rl_estimate",
}


def check_rl_estimate_object(value: str) -> RlEstimateObject:
    if value in RL_ESTIMATE_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RL_ESTIMATE_OBJECT_VALUES!r}"
    )
