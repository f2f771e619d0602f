from typing import Literal

OperationObject = Literal["operation"]

OPERATION_OBJECT_VALUES: set[OperationObject] = {
    "operation",
}


def check_operation_object(value: str) -> OperationObject:
    if value in OPERATION_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {OPERATION_OBJECT_VALUES!r}"
    )
