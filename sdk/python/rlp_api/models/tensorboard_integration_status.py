from typing import Literal

TensorboardIntegrationStatus = Literal["active", "failed", "finished", "pending"]

TENSORBOARD_INTEGRATION_STATUS_VALUES: set[TensorboardIntegrationStatus] = {
    "active",
    "failed",
    "finished",
    "pending",
}


def check_tensorboard_integration_status(value: str) -> TensorboardIntegrationStatus:
    if value in TENSORBOARD_INTEGRATION_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {TENSORBOARD_INTEGRATION_STATUS_VALUES!r}"
    )
