from typing import Literal

TrainingCheckpointObject = Literal["training_checkpoint"]

TRAINING_CHECKPOINT_OBJECT_VALUES: set[TrainingCheckpointObject] = {
    "training_checkpoint",
}


def check_training_checkpoint_object(value: str) -> TrainingCheckpointObject:
    if value in TRAINING_CHECKPOINT_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {TRAINING_CHECKPOINT_OBJECT_VALUES!r}"
    )
