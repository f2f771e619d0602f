from typing import Literal

TrainingRunObject = Literal["training_run"]

TRAINING_RUN_OBJECT_VALUES: set[TrainingRunObject] = {
    "training_run",
}


def check_training_run_object(value: str) -> TrainingRunObject:
    if value in TRAINING_RUN_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {TRAINING_RUN_OBJECT_VALUES!r}"
    )
