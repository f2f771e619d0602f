from typing import Literal

TensorboardIntegrationRequestType = Literal["tensorboard"]

TENSORBOARD_INTEGRATION_REQUEST_TYPE_VALUES: set[TensorboardIntegrationRequestType] = {
    "tensorboard",
}


def check_tensorboard_integration_request_type(
    value: str,
) -> TensorboardIntegrationRequestType:
    if value in TENSORBOARD_INTEGRATION_REQUEST_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {TENSORBOARD_INTEGRATION_REQUEST_TYPE_VALUES!r}"
    )
