from typing import Literal

AugmentationStatus = Literal[
    "canceled", "canceling", "failed", "processing", "succeeded"
]

AUGMENTATION_STATUS_VALUES: set[AugmentationStatus] = {
    "canceled",
    "canceling",
    "failed",
    "processing",
    "succeeded",
}


def check_augmentation_status(value: str) -> AugmentationStatus:
    if value in AUGMENTATION_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {AUGMENTATION_STATUS_VALUES!r}"
    )
