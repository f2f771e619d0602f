from typing import Literal

AugmentationListObject = Literal["list"]

AUGMENTATION_LIST_OBJECT_VALUES: set[AugmentationListObject] = {
    "list",
}


def check_augmentation_list_object(value: str) -> AugmentationListObject:
    if value in AUGMENTATION_LIST_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {AUGMENTATION_LIST_OBJECT_VALUES!r}"
    )
