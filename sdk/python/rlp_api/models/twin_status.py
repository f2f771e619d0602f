from typing import Literal

TwinStatus = Literal[
    "canceled", "canceling", "failed", "processing", "queued", "succeeded"
]

TWIN_STATUS_VALUES: set[TwinStatus] = {
    "canceled",
    "canceling",
    "failed",
    "processing",
    "queued",
    "succeeded",
}


def check_twin_status(value: str) -> TwinStatus:
    if value in TWIN_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {TWIN_STATUS_VALUES!r}"
    )
