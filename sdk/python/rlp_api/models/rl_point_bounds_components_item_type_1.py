from typing import Literal

RlPointBoundsComponentsItemType1 = Literal["y"]

RL_POINT_BOUNDS_COMPONENTS_ITEM_TYPE_1_VALUES: set[RlPointBoundsComponentsItemType1] = {
    "y",
}


def check_rl_point_bounds_components_item_type_1(
    value: str,
) -> RlPointBoundsComponentsItemType1:
    if value in RL_POINT_BOUNDS_COMPONENTS_ITEM_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RL_POINT_BOUNDS_COMPONENTS_ITEM_TYPE_1_VALUES!r}"
    )
