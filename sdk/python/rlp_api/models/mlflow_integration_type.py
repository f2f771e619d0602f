from typing import Literal

MlflowIntegrationType = Literal["mlflow"]

MLFLOW_INTEGRATION_TYPE_VALUES: set[MlflowIntegrationType] = {
    "mlflow",
}


def check_mlflow_integration_type(value: str) -> MlflowIntegrationType:
    if value in MLFLOW_INTEGRATION_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {MLFLOW_INTEGRATION_TYPE_VALUES!r}"
    )
