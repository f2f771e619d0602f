from typing import Literal

ListTrainingRunsStatus = Literal[
    "canceled", "canceling", "failed", "processing", "queued", "succeeded"
]

LIST_TRAINING_RUNS_STATUS_VALUES: set[ListTrainingRunsStatus] = {
    "canceled",
    "canceling",
    "failed",
    "processing",
    "queued",
    "succeeded",
}


def check_list_training_runs_status(value: str) -> ListTrainingRunsStatus:
    if value in LIST_TRAINING_RUNS_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_TRAINING_RUNS_STATUS_VALUES!r}"
    )
