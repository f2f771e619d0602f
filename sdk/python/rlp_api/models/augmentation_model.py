from typing import Literal

AugmentationModel = Literal["auto", "relight", "video"]

AUGMENTATION_MODEL_VALUES: set[AugmentationModel] = {
    "auto",
    "relight",
    "video",
}


def check_augmentation_model(value: str) -> AugmentationModel:
    if value in AUGMENTATION_MODEL_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {AUGMENTATION_MODEL_VALUES!r}"
    )
