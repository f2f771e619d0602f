from typing import Literal

RlMetricsPointObject = Literal["rl_metrics_point"]

RL_METRICS_POINT_OBJECT_VALUES: set[RlMetricsPointObject] = {
    "rl_metrics_point",
}


def check_rl_metrics_point_object(value: str) -> RlMetricsPointObject:
    if value in RL_METRICS_POINT_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RL_METRICS_POINT_OBJECT_VALUES!r}"
    )
