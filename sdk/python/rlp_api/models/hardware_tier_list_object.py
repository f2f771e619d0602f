from typing import Literal

HardwareTierListObject = Literal["list"]

HARDWARE_TIER_LIST_OBJECT_VALUES: set[HardwareTierListObject] = {
    "list",
}


def check_hardware_tier_list_object(value: str) -> HardwareTierListObject:
    if value in HARDWARE_TIER_LIST_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {HARDWARE_TIER_LIST_OBJECT_VALUES!r}"
    )
