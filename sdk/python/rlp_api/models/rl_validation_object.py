from typing import Literal

RlValidationObject = Literal["rl_validation"]

RL_VALIDATION_OBJECT_VALUES: set[RlValidationObject] = {
    "rl_validation",
}


def check_rl_validation_object(value: str) -> RlValidationObject:
    if value in RL_VALIDATION_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RL_VALIDATION_OBJECT_VALUES!r}"
    )
