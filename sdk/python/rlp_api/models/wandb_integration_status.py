from typing import Literal

WandbIntegrationStatus = Literal["active", "failed", "finished", "pending"]

WANDB_INTEGRATION_STATUS_VALUES: set[WandbIntegrationStatus] = {
    "active",
    "failed",
    "finished",
    "pending",
}


def check_wandb_integration_status(value: str) -> WandbIntegrationStatus:
    if value in WANDB_INTEGRATION_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {WANDB_INTEGRATION_STATUS_VALUES!r}"
    )
