from typing import Literal

EvaluationObject = Literal["evaluation"]

EVALUATION_OBJECT_VALUES: set[EvaluationObject] = {
    "evaluation",
}


def check_evaluation_object(value: str) -> EvaluationObject:
    if value in EVALUATION_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {EVALUATION_OBJECT_VALUES!r}"
    )
