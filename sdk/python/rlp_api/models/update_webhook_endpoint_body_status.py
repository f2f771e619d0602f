from typing import Literal

UpdateWebhookEndpointBodyStatus = Literal["disabled", "enabled"]

UPDATE_WEBHOOK_ENDPOINT_BODY_STATUS_VALUES: set[UpdateWebhookEndpointBodyStatus] = {
    "disabled",
    "enabled",
}


def check_update_webhook_endpoint_body_status(
    value: str,
) -> UpdateWebhookEndpointBodyStatus:
    if value in UPDATE_WEBHOOK_ENDPOINT_BODY_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UPDATE_WEBHOOK_ENDPOINT_BODY_STATUS_VALUES!r}"
    )
