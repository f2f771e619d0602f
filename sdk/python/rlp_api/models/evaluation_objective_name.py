from typing import Literal

EvaluationObjectiveName = Literal["pick_place", "reach"]

EVALUATION_OBJECTIVE_NAME_VALUES: set[EvaluationObjectiveName] = {
    "pick_place",
    "reach",
}


def check_evaluation_objective_name(value: str) -> EvaluationObjectiveName:
    if value in EVALUATION_OBJECTIVE_NAME_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {EVALUATION_OBJECTIVE_NAME_VALUES!r}"
    )
