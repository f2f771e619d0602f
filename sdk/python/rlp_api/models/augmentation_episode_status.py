from typing import Literal

AugmentationEpisodeStatus = Literal[
    "canceled", "failed", "pending", "processing", "succeeded"
]

AUGMENTATION_EPISODE_STATUS_VALUES: set[AugmentationEpisodeStatus] = {
    "canceled",
    "failed",
    "pending",
    "processing",
    "succeeded",
}


def check_augmentation_episode_status(value: str) -> AugmentationEpisodeStatus:
    if value in AUGMENTATION_EPISODE_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {AUGMENTATION_EPISODE_STATUS_VALUES!r}"
    )
