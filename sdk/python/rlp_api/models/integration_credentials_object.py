from typing import Literal

IntegrationCredentialsObject = Literal["integration_credentials"]

INTEGRATION_CREDENTIALS_OBJECT_VALUES: set[IntegrationCredentialsObject] = {
    "integration_credentials",
}


def check_integration_credentials_object(value: str) -> IntegrationCredentialsObject:
    if value in INTEGRATION_CREDENTIALS_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {INTEGRATION_CREDENTIALS_OBJECT_VALUES!r}"
    )
