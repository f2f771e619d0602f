from typing import Literal

MlflowIntegrationStatus = Literal["active", "failed", "finished", "pending"]

MLFLOW_INTEGRATION_STATUS_VALUES: set[MlflowIntegrationStatus] = {
    "active",
    "failed",
    "finished",
    "pending",
}


def check_mlflow_integration_status(value: str) -> MlflowIntegrationStatus:
    if value in MLFLOW_INTEGRATION_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {MLFLOW_INTEGRATION_STATUS_VALUES!r}"
    )
