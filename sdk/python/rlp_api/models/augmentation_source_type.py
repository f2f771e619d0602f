from typing import Literal

AugmentationSourceType = Literal["hub"]

AUGMENTATION_SOURCE_TYPE_VALUES: set[AugmentationSourceType] = {
    "hub",
}


def check_augmentation_source_type(value: str) -> AugmentationSourceType:
    if value in AUGMENTATION_SOURCE_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {AUGMENTATION_SOURCE_TYPE_VALUES!r}"
    )
