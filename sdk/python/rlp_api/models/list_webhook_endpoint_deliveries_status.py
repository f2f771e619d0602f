from typing import Literal

ListWebhookEndpointDeliveriesStatus = Literal[
    "canceled", "failed", "pending", "succeeded"
]

LIST_WEBHOOK_ENDPOINT_DELIVERIES_STATUS_VALUES: set[
    ListWebhookEndpointDeliveriesStatus
] = {
    "canceled",
    "failed",
    "pending",
    "succeeded",
}


def check_list_webhook_endpoint_deliveries_status(
    value: str,
) -> ListWebhookEndpointDeliveriesStatus:
    if value in LIST_WEBHOOK_ENDPOINT_DELIVERIES_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_WEBHOOK_ENDPOINT_DELIVERIES_STATUS_VALUES!r}"
    )
