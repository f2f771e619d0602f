from typing import Literal

WebhookEndpointObject = Literal["webhook_endpoint"]

WEBHOOK_ENDPOINT_OBJECT_VALUES: set[WebhookEndpointObject] = {
    "webhook_endpoint",
}


def check_webhook_endpoint_object(value: str) -> WebhookEndpointObject:
    if value in WEBHOOK_ENDPOINT_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {WEBHOOK_ENDPOINT_OBJECT_VALUES!r}"
    )
