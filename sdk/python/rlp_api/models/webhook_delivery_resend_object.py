from typing import Literal

WebhookDeliveryResendObject = Literal["webhook_delivery_resend"]

WEBHOOK_DELIVERY_RESEND_OBJECT_VALUES: set[WebhookDeliveryResendObject] = {
    "webhook_delivery_resend",
}


def check_webhook_delivery_resend_object(value: str) -> WebhookDeliveryResendObject:
    if value in WEBHOOK_DELIVERY_RESEND_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {WEBHOOK_DELIVERY_RESEND_OBJECT_VALUES!r}"
    )
