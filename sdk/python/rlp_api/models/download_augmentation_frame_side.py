from typing import Literal

DownloadAugmentationFrameSide = Literal["output", "source"]

DOWNLOAD_AUGMENTATION_FRAME_SIDE_VALUES: set[DownloadAugmentationFrameSide] = {
    "output",
    "source",
}


def check_download_augmentation_frame_side(value: str) -> DownloadAugmentationFrameSide:
    if value in DOWNLOAD_AUGMENTATION_FRAME_SIDE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DOWNLOAD_AUGMENTATION_FRAME_SIDE_VALUES!r}"
    )
