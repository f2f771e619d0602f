from typing import Literal

DeletedIntegrationCredentialsObject = Literal["integration_credentials"]

DELETED_INTEGRATION_CREDENTIALS_OBJECT_VALUES: set[
    DeletedIntegrationCredentialsObject
] = {
    "integration_credentials",
}


def check_deleted_integration_credentials_object(
    value: str,
) -> DeletedIntegrationCredentialsObject:
    if value in DELETED_INTEGRATION_CREDENTIALS_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DELETED_INTEGRATION_CREDENTIALS_OBJECT_VALUES!r}"
    )
