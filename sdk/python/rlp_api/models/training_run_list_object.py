from typing import Literal

TrainingRunListObject = Literal["list"]

TRAINING_RUN_LIST_OBJECT_VALUES: set[TrainingRunListObject] = {
    "list",
}


def check_training_run_list_object(value: str) -> TrainingRunListObject:
    if value in TRAINING_RUN_LIST_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {TRAINING_RUN_LIST_OBJECT_VALUES!r}"
    )
