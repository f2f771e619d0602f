from typing import Literal

DatasetAccess = Literal["granted", "own", "shared"]

DATASET_ACCESS_VALUES: set[DatasetAccess] = {
    "granted",
    "own",
    "shared",
}


def check_dataset_access(value: str) -> DatasetAccess:
    if value in DATASET_ACCESS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DATASET_ACCESS_VALUES!r}"
    )
