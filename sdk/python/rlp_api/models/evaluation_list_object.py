from typing import Literal

EvaluationListObject = Literal["list"]

EVALUATION_LIST_OBJECT_VALUES: set[EvaluationListObject] = {
    "list",
}


def check_evaluation_list_object(value: str) -> EvaluationListObject:
    if value in EVALUATION_LIST_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {EVALUATION_LIST_OBJECT_VALUES!r}"
    )
