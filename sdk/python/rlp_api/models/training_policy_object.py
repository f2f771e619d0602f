from typing import Literal

TrainingPolicyObject = Literal["training_policy"]

TRAINING_POLICY_OBJECT_VALUES: set[TrainingPolicyObject] = {
    "training_policy",
}


def check_training_policy_object(value: str) -> TrainingPolicyObject:
    if value in TRAINING_POLICY_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {TRAINING_POLICY_OBJECT_VALUES!r}"
    )
