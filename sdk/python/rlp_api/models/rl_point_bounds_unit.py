from typing import Literal

RlPointBoundsUnit = Literal["m"]

RL_POINT_BOUNDS_UNIT_VALUES: set[RlPointBoundsUnit] = {
    "m",
}


def check_rl_point_bounds_unit(value: str) -> RlPointBoundsUnit:
    if value in RL_POINT_BOUNDS_UNIT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RL_POINT_BOUNDS_UNIT_VALUES!r}"
    )
