from typing import Literal

EvaluationValidationPolicyKind = Literal["builtin_mlp", "lerobot", "rl_onnx"]

EVALUATION_VALIDATION_POLICY_KIND_VALUES: set[EvaluationValidationPolicyKind] = {
    "builtin_mlp",
    "lerobot",
    "rl_onnx",
}


def check_evaluation_validation_policy_kind(
    value: str,
) -> EvaluationValidationPolicyKind:
    if value in EVALUATION_VALIDATION_POLICY_KIND_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {EVALUATION_VALIDATION_POLICY_KIND_VALUES!r}"
    )
