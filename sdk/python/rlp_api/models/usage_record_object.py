from typing import Literal

UsageRecordObject = Literal["usage_record"]

USAGE_RECORD_OBJECT_VALUES: set[UsageRecordObject] = {
    "usage_record",
}


def check_usage_record_object(value: str) -> UsageRecordObject:
    if value in USAGE_RECORD_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {USAGE_RECORD_OBJECT_VALUES!r}"
    )
