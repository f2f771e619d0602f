from typing import Literal

TrainingCheckpointListObject = Literal["list"]

TRAINING_CHECKPOINT_LIST_OBJECT_VALUES: set[TrainingCheckpointListObject] = {
    "list",
}


def check_training_checkpoint_list_object(value: str) -> TrainingCheckpointListObject:
    if value in TRAINING_CHECKPOINT_LIST_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {TRAINING_CHECKPOINT_LIST_OBJECT_VALUES!r}"
    )
