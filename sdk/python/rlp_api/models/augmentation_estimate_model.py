from typing import Literal

AugmentationEstimateModel = Literal["relight", "video"]

AUGMENTATION_ESTIMATE_MODEL_VALUES: set[AugmentationEstimateModel] = {
    "relight",
    "video",
}


def check_augmentation_estimate_model(value: str) -> AugmentationEstimateModel:
    if value in AUGMENTATION_ESTIMATE_MODEL_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {AUGMENTATION_ESTIMATE_MODEL_VALUES!r}"
    )
