from typing import Literal

EvaluationVerdictType0 = Literal["fail", "pass"]

EVALUATION_VERDICT_TYPE_0_VALUES: set[EvaluationVerdictType0] = {
    "fail",
    "pass",
}


def check_evaluation_verdict_type_0(value: str) -> EvaluationVerdictType0:
    if value in EVALUATION_VERDICT_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {EVALUATION_VERDICT_TYPE_0_VALUES!r}"
    )
