from typing import Literal

DeletedIntegrationCredentialsType = Literal["mlflow", "wandb"]

DELETED_INTEGRATION_CREDENTIALS_TYPE_VALUES: set[DeletedIntegrationCredentialsType] = {
    "mlflow",
    "wandb",
}


def check_deleted_integration_credentials_type(
    value: str,
) -> DeletedIntegrationCredentialsType:
    if value in DELETED_INTEGRATION_CREDENTIALS_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DELETED_INTEGRATION_CREDENTIALS_TYPE_VALUES!r}"
    )
