from typing import Literal

WebhookDeliveryObject = Literal["webhook_delivery"]

WEBHOOK_DELIVERY_OBJECT_VALUES: set[WebhookDeliveryObject] = {
    "webhook_delivery",
}


def check_webhook_delivery_object(value: str) -> WebhookDeliveryObject:
    if value in WEBHOOK_DELIVERY_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {WEBHOOK_DELIVERY_OBJECT_VALUES!r}"
    )
