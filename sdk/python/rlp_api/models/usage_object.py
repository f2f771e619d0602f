from typing import Literal

UsageObject = Literal["usage"]

USAGE_OBJECT_VALUES: set[UsageObject] = {
    "usage",
}


def check_usage_object(value: str) -> UsageObject:
    if value in USAGE_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {USAGE_OBJECT_VALUES!r}"
    )
