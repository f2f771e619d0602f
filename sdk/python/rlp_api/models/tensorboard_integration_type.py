from typing import Literal

TensorboardIntegrationType = Literal["tensorboard"]

TENSORBOARD_INTEGRATION_TYPE_VALUES: set[TensorboardIntegrationType] = {
    "tensorboard",
}


def check_tensorboard_integration_type(value: str) -> TensorboardIntegrationType:
    if value in TENSORBOARD_INTEGRATION_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {TENSORBOARD_INTEGRATION_TYPE_VALUES!r}"
    )
