from typing import Literal

EvaluationFileObject = Literal["evaluation_file"]

EVALUATION_FILE_OBJECT_VALUES: set[EvaluationFileObject] = {
    "evaluation_file",
}


def check_evaluation_file_object(value: str) -> EvaluationFileObject:
    if value in EVALUATION_FILE_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {EVALUATION_FILE_OBJECT_VALUES!r}"
    )
