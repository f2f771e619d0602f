from typing import Literal

AugmentationObject = Literal["augmentation"]

AUGMENTATION_OBJECT_VALUES: set[AugmentationObject] = {
    "augmentation",
}


def check_augmentation_object(value: str) -> AugmentationObject:
    if value in AUGMENTATION_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {AUGMENTATION_OBJECT_VALUES!r}"
    )
