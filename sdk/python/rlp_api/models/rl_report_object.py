from typing import Literal

RlReportObject = Literal["rl_report"]

RL_REPORT_OBJECT_VALUES: set[RlReportObject] = {
    "rl_report",
}


def check_rl_report_object(value: str) -> RlReportObject:
    if value in RL_REPORT_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RL_REPORT_OBJECT_VALUES!r}"
    )
