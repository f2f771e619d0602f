from typing import Literal

ListRlRunsStatus = Literal[
    "canceled", "canceling", "failed", "processing", "queued", "succeeded"
]

LIST_RL_RUNS_STATUS_VALUES: set[ListRlRunsStatus] = {
    "canceled",
    "canceling",
    "failed",
    "processing",
    "queued",
    "succeeded",
}


def check_list_rl_runs_status(value: str) -> ListRlRunsStatus:
    if value in LIST_RL_RUNS_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_RL_RUNS_STATUS_VALUES!r}"
    )
