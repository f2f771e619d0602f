from typing import Literal

WebhookTestEventObject = Literal["webhook_test_event"]

WEBHOOK_TEST_EVENT_OBJECT_VALUES: set[WebhookTestEventObject] = {
    "webhook_test_event",
}


def check_webhook_test_event_object(value: str) -> WebhookTestEventObject:
    if value in WEBHOOK_TEST_EVENT_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {WEBHOOK_TEST_EVENT_OBJECT_VALUES!r}"
    )
