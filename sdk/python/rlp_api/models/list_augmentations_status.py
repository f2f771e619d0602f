from typing import Literal

ListAugmentationsStatus = Literal[
    "canceled", "canceling", "failed", "processing", "queued", "succeeded"
]

LIST_AUGMENTATIONS_STATUS_VALUES: set[ListAugmentationsStatus] = {
    "canceled",
    "canceling",
    "failed",
    "processing",
    "queued",
    "succeeded",
}


def check_list_augmentations_status(value: str) -> ListAugmentationsStatus:
    if value in LIST_AUGMENTATIONS_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_AUGMENTATIONS_STATUS_VALUES!r}"
    )
