from typing import Literal

TrainingPolicyListObject = Literal["list"]

TRAINING_POLICY_LIST_OBJECT_VALUES: set[TrainingPolicyListObject] = {
    "list",
}


def check_training_policy_list_object(value: str) -> TrainingPolicyListObject:
    if value in TRAINING_POLICY_LIST_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {TRAINING_POLICY_LIST_OBJECT_VALUES!r}"
    )
