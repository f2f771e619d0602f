from typing import Literal

IntegrationCredentialsListObject = Literal["list"]

INTEGRATION_CREDENTIALS_LIST_OBJECT_VALUES: set[IntegrationCredentialsListObject] = {
    "list",
}


def check_integration_credentials_list_object(
    value: str,
) -> IntegrationCredentialsListObject:
    if value in INTEGRATION_CREDENTIALS_LIST_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {INTEGRATION_CREDENTIALS_LIST_OBJECT_VALUES!r}"
    )
