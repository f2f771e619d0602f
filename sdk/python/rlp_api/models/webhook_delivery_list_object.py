from typing import Literal

WebhookDeliveryListObject = Literal["list"]

WEBHOOK_DELIVERY_LIST_OBJECT_VALUES: set[WebhookDeliveryListObject] = {
    "list",
}


def check_webhook_delivery_list_object(value: str) -> WebhookDeliveryListObject:
    if value in WEBHOOK_DELIVERY_LIST_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {WEBHOOK_DELIVERY_LIST_OBJECT_VALUES!r}"
    )
