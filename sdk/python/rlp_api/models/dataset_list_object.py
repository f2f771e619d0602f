from typing import Literal

DatasetListObject = Literal["list"]

DATASET_LIST_OBJECT_VALUES: set[DatasetListObject] = {
    "list",
}


def check_dataset_list_object(value: str) -> DatasetListObject:
    if value in DATASET_LIST_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DATASET_LIST_OBJECT_VALUES!r}"
    )
