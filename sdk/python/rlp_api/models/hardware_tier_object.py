from typing import Literal

HardwareTierObject = Literal["hardware_tier"]

HARDWARE_TIER_OBJECT_VALUES: set[HardwareTierObject] = {
    "hardware_tier",
}


def check_hardware_tier_object(value: str) -> HardwareTierObject:
    if value in HARDWARE_TIER_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {HARDWARE_TIER_OBJECT_VALUES!r}"
    )
