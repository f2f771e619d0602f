from typing import Literal

RlRunVerdictType2Type1 = Literal["fail", "pass"]

RL_RUN_VERDICT_TYPE_2_TYPE_1_VALUES: set[RlRunVerdictType2Type1] = {
    "fail",
    "pass",
}


def check_rl_run_verdict_type_2_type_1(value: str) -> RlRunVerdictType2Type1:
    if value in RL_RUN_VERDICT_TYPE_2_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RL_RUN_VERDICT_TYPE_2_TYPE_1_VALUES!r}"
    )
