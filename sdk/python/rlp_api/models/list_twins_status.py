from typing import Literal

ListTwinsStatus = Literal[
    "canceled", "canceling", "failed", "processing", "queued", "succeeded"
]

LIST_TWINS_STATUS_VALUES: set[ListTwinsStatus] = {
    "canceled",
    "canceling",
    "failed",
    "processing",
    "queued",
    "succeeded",
}


def check_list_twins_status(value: str) -> ListTwinsStatus:
    if value in LIST_TWINS_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_TWINS_STATUS_VALUES!r}"
    )
