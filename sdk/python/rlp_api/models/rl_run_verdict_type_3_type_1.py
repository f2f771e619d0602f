from typing import Literal

RlRunVerdictType3Type1 = Literal["fail", "pass"]

RL_RUN_VERDICT_TYPE_3_TYPE_1_VALUES: set[RlRunVerdictType3Type1] = {
    "fail",
    "pass",
}


def check_rl_run_verdict_type_3_type_1(value: str) -> RlRunVerdictType3Type1:
    if value in RL_RUN_VERDICT_TYPE_3_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RL_RUN_VERDICT_TYPE_3_TYPE_1_VALUES!r}"
    )
