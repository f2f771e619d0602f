from typing import Literal

DatasetObject = Literal["dataset"]

DATASET_OBJECT_VALUES: set[DatasetObject] = {
    "dataset",
}


def check_dataset_object(value: str) -> DatasetObject:
    if value in DATASET_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DATASET_OBJECT_VALUES!r}"
    )
