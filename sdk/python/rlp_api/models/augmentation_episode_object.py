from typing import Literal

AugmentationEpisodeObject = Literal["augmentation_episode"]

AUGMENTATION_EPISODE_OBJECT_VALUES: set[AugmentationEpisodeObject] = {
    "augmentation_episode",
}


def check_augmentation_episode_object(value: str) -> AugmentationEpisodeObject:
    if value in AUGMENTATION_EPISODE_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {AUGMENTATION_EPISODE_OBJECT_VALUES!r}"
    )
