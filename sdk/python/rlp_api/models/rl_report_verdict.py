from typing import Literal

RlReportVerdict = Literal["fail", "pass"]

RL_REPORT_VERDICT_VALUES: set[RlReportVerdict] = {
    "fail",
    "pass",
}


def check_rl_report_verdict(value: str) -> RlReportVerdict:
    if value in RL_REPORT_VERDICT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RL_REPORT_VERDICT_VALUES!r}"
    )
