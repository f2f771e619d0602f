from typing import Literal

AugmentationPlanEngine = Literal["relight", "video"]

AUGMENTATION_PLAN_ENGINE_VALUES: set[AugmentationPlanEngine] = {
    "relight",
    "video",
}


def check_augmentation_plan_engine(value: str) -> AugmentationPlanEngine:
    if value in AUGMENTATION_PLAN_ENGINE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {AUGMENTATION_PLAN_ENGINE_VALUES!r}"
    )
