from typing import Literal

RlRunVerdictType1 = Literal["fail", "pass"]

RL_RUN_VERDICT_TYPE_1_VALUES: set[RlRunVerdictType1] = {
    "fail",
    "pass",
}


def check_rl_run_verdict_type_1(value: str) -> RlRunVerdictType1:
    if value in RL_RUN_VERDICT_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RL_RUN_VERDICT_TYPE_1_VALUES!r}"
    )
