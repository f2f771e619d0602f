from typing import Literal

IntegrationCredentialsType = Literal["mlflow", "wandb"]

INTEGRATION_CREDENTIALS_TYPE_VALUES: set[IntegrationCredentialsType] = {
    "mlflow",
    "wandb",
}


def check_integration_credentials_type(value: str) -> IntegrationCredentialsType:
    if value in INTEGRATION_CREDENTIALS_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {INTEGRATION_CREDENTIALS_TYPE_VALUES!r}"
    )
