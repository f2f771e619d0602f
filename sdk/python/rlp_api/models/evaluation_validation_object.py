from typing import Literal

EvaluationValidationObject = Literal["evaluation_validation"]

EVALUATION_VALIDATION_OBJECT_VALUES: set[EvaluationValidationObject] = {
    "evaluation_validation",
}


def check_evaluation_validation_object(value: str) -> EvaluationValidationObject:
    if value in EVALUATION_VALIDATION_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {EVALUATION_VALIDATION_OBJECT_VALUES!r}"
    )
