from typing import Literal

RlPointBoundsComponentsItemType2 = Literal["z"]

RL_POINT_BOUNDS_COMPONENTS_ITEM_TYPE_2_VALUES: set[RlPointBoundsComponentsItemType2] = {
    "z",
}


def check_rl_point_bounds_components_item_type_2(
    value: str,
) -> RlPointBoundsComponentsItemType2:
    if value in RL_POINT_BOUNDS_COMPONENTS_ITEM_TYPE_2_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RL_POINT_BOUNDS_COMPONENTS_ITEM_TYPE_2_VALUES!r}"
    )
