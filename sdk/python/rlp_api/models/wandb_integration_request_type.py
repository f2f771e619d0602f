from typing import Literal

WandbIntegrationRequestType = Literal["wandb"]

WANDB_INTEGRATION_REQUEST_TYPE_VALUES: set[WandbIntegrationRequestType] = {
    "wandb",
}


def check_wandb_integration_request_type(value: str) -> WandbIntegrationRequestType:
    if value in WANDB_INTEGRATION_REQUEST_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {WANDB_INTEGRATION_REQUEST_TYPE_VALUES!r}"
    )
