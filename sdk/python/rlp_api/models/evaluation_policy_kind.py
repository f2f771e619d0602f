from typing import Literal

EvaluationPolicyKind = Literal["builtin_mlp", "lerobot", "rl_onnx"]

EVALUATION_POLICY_KIND_VALUES: set[EvaluationPolicyKind] = {
    "builtin_mlp",
    "lerobot",
    "rl_onnx",
}


def check_evaluation_policy_kind(value: str) -> EvaluationPolicyKind:
    if value in EVALUATION_POLICY_KIND_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {EVALUATION_POLICY_KIND_VALUES!r}"
    )
