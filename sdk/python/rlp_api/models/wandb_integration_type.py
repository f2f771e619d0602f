from typing import Literal

WandbIntegrationType = Literal["wandb"]

WANDB_INTEGRATION_TYPE_VALUES: set[WandbIntegrationType] = {
    "wandb",
}


def check_wandb_integration_type(value: str) -> WandbIntegrationType:
    if value in WANDB_INTEGRATION_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {WANDB_INTEGRATION_TYPE_VALUES!r}"
    )
