from typing import Literal

AugmentationEpisodeListObject = Literal["list"]

AUGMENTATION_EPISODE_LIST_OBJECT_VALUES: set[AugmentationEpisodeListObject] = {
    "list",
}


def check_augmentation_episode_list_object(value: str) -> AugmentationEpisodeListObject:
    if value in AUGMENTATION_EPISODE_LIST_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {AUGMENTATION_EPISODE_LIST_OBJECT_VALUES!r}"
    )
