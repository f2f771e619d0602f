from typing import Literal

RlMetricsPageObject = Literal["list"]

RL_METRICS_PAGE_OBJECT_VALUES: set[RlMetricsPageObject] = {
    "list",
}


def check_rl_metrics_page_object(value: str) -> RlMetricsPageObject:
    if value in RL_METRICS_PAGE_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RL_METRICS_PAGE_OBJECT_VALUES!r}"
    )
