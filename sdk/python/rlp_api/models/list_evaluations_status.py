from typing import Literal

ListEvaluationsStatus = Literal[
    "canceled", "canceling", "failed", "processing", "queued", "succeeded"
]

LIST_EVALUATIONS_STATUS_VALUES: set[ListEvaluationsStatus] = {
    "canceled",
    "canceling",
    "failed",
    "processing",
    "queued",
    "succeeded",
}


def check_list_evaluations_status(value: str) -> ListEvaluationsStatus:
    if value in LIST_EVALUATIONS_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_EVALUATIONS_STATUS_VALUES!r}"
    )
