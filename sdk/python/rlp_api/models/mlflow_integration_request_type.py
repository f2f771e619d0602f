from typing import Literal

MlflowIntegrationRequestType = Literal["mlflow"]

MLFLOW_INTEGRATION_REQUEST_TYPE_VALUES: set[MlflowIntegrationRequestType] = {
    "mlflow",
}


def check_mlflow_integration_request_type(value: str) -> MlflowIntegrationRequestType:
    if value in MLFLOW_INTEGRATION_REQUEST_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {MLFLOW_INTEGRATION_REQUEST_TYPE_VALUES!r}"
    )
