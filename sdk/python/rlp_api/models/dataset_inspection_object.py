from typing import Literal

DatasetInspectionObject = Literal["dataset_inspection"]

DATASET_INSPECTION_OBJECT_VALUES: set[DatasetInspectionObject] = {
    "dataset_inspection",
}


def check_dataset_inspection_object(value: str) -> DatasetInspectionObject:
    if value in DATASET_INSPECTION_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DATASET_INSPECTION_OBJECT_VALUES!r}"
    )
