from typing import Literal

AugmentationEstimateObject = Literal["augmentation_estimate"]

AUGMENTATION_ESTIMATE_OBJECT_VALUES: set[AugmentationEstimateObject] = {
    "augmentation_estimate",
}


def check_augmentation_estimate_object(value: str) -> AugmentationEstimateObject:
    if value in AUGMENTATION_ESTIMATE_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {AUGMENTATION_ESTIMATE_OBJECT_VALUES!r}"
    )
