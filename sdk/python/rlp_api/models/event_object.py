from typing import Literal

EventObject = Literal["event"]

EVENT_OBJECT_VALUES: set[EventObject] = {
    "event",
}


def check_event_object(value: str) -> EventObject:
    if value in EVENT_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {EVENT_OBJECT_VALUES!r}"
    )
