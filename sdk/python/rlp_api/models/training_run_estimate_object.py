from typing import Literal

TrainingRunEstimateObject = Literal["training_run_estimate"]

TRAINING_RUN_ESTIMATE_OBJECT_VALUES: set[TrainingRunEstimateObject] = {
    "training_run_estimate",
}


def check_training_run_estimate_object(value: str) -> TrainingRunEstimateObject:
    if value in TRAINING_RUN_ESTIMATE_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {TRAINING_RUN_ESTIMATE_OBJECT_VALUES!r}"
    )
