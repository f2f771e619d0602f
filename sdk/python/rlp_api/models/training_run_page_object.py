from typing import Literal

TrainingRunPageObject = Literal["list"]

TRAINING_RUN_PAGE_OBJECT_VALUES: set[TrainingRunPageObject] = {
    "list",
}


def check_training_run_page_object(value: str) -> TrainingRunPageObject:
    if value in TRAINING_RUN_PAGE_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {TRAINING_RUN_PAGE_OBJECT_VALUES!r}"
    )
