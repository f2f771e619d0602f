from typing import Literal

RlRunStatus = Literal[
    "canceled", "canceling", "failed", "processing", "queued", "succeeded"
]

RL_RUN_STATUS_VALUES: set[RlRunStatus] = {
    "canceled",
    "canceling",
    "failed",
    "processing",
    "queued",
    "succeeded",
}


def check_rl_run_status(value: str) -> RlRunStatus:
    if value in RL_RUN_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RL_RUN_STATUS_VALUES!r}"
    )
