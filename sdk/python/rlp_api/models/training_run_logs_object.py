from typing import Literal

TrainingRunLogsObject = Literal["training_run_logs"]

TRAINING_RUN_LOGS_OBJECT_VALUES: set[TrainingRunLogsObject] = {
    "training_run_logs",
}


def check_training_run_logs_object(value: str) -> TrainingRunLogsObject:
    if value in TRAINING_RUN_LOGS_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {TRAINING_RUN_LOGS_OBJECT_VALUES!r}"
    )
