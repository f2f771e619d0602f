from typing import Literal

EvaluationIntervalMethod = Literal["wilson"]

EVALUATION_INTERVAL_METHOD_VALUES: set[EvaluationIntervalMethod] = {
    "wilson",
}


def check_evaluation_interval_method(value: str) -> EvaluationIntervalMethod:
    if value in EVALUATION_INTERVAL_METHOD_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {EVALUATION_INTERVAL_METHOD_VALUES!r}"
    )
