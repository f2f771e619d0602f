from typing import Literal

EvaluationEstimateObject = Literal["evaluation_estimate"]

EVALUATION_ESTIMATE_OBJECT_VALUES: set[EvaluationEstimateObject] = {
    "evaluation_estimate",
}


def check_evaluation_estimate_object(value: str) -> EvaluationEstimateObject:
    if value in EVALUATION_ESTIMATE_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {EVALUATION_ESTIMATE_OBJECT_VALUES!r}"
    )
