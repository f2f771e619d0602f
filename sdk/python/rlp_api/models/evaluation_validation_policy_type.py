from typing import Literal

EvaluationValidationPolicyType = Literal["rl_run", "training_run"]

EVALUATION_VALIDATION_POLICY_TYPE_VALUES: set[EvaluationValidationPolicyType] = {
    "rl_run",
    "training_run",
}


def check_evaluation_validation_policy_type(
    value: str,
) -> EvaluationValidationPolicyType:
    if value in EVALUATION_VALIDATION_POLICY_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {EVALUATION_VALIDATION_POLICY_TYPE_VALUES!r}"
    )
