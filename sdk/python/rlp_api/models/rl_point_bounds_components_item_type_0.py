from typing import Literal

RlPointBoundsComponentsItemType0 = Literal["x"]

RL_POINT_BOUNDS_COMPONENTS_ITEM_TYPE_0_VALUES: set[RlPointBoundsComponentsItemType0] = {
    "x",
}


def check_rl_point_bounds_components_item_type_0(
    value: str,
) -> RlPointBoundsComponentsItemType0:
    if value in RL_POINT_BOUNDS_COMPONENTS_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RL_POINT_BOUNDS_COMPONENTS_ITEM_TYPE_0_VALUES!r}"
    )
