from typing import Literal

EvaluationFileListObject = Literal["list"]

EVALUATION_FILE_LIST_OBJECT_VALUES: set[EvaluationFileListObject] = {
    "list",
}


def check_evaluation_file_list_object(value: str) -> EvaluationFileListObject:
    if value in EVALUATION_FILE_LIST_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {EVALUATION_FILE_LIST_OBJECT_VALUES!r}"
    )
