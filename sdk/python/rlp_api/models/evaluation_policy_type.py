from typing import Literal

EvaluationPolicyType = Literal["rl_run", "training_run"]

EVALUATION_POLICY_TYPE_VALUES: set[EvaluationPolicyType] = {
    "rl_run",
    "training_run",
}


def check_evaluation_policy_type(value: str) -> EvaluationPolicyType:
    if value in EVALUATION_POLICY_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {EVALUATION_POLICY_TYPE_VALUES!r}"
    )
