from typing import Literal

RlPickPlaceObjectiveType = Literal["pick_place"]

RL_PICK_PLACE_OBJECTIVE_TYPE_VALUES: set[RlPickPlaceObjectiveType] = {
    "pick_place",
}


def check_rl_pick_place_objective_type(value: str) -> RlPickPlaceObjectiveType:
    if value in RL_PICK_PLACE_OBJECTIVE_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RL_PICK_PLACE_OBJECTIVE_TYPE_VALUES!r}"
    )
