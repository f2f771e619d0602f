from typing import Literal

RlTaskSpecEngine = Literal["ppo"]

RL_TASK_SPEC_ENGINE_VALUES: set[RlTaskSpecEngine] = {
    "ppo",
}


def check_rl_task_spec_engine(value: str) -> RlTaskSpecEngine:
    if value in RL_TASK_SPEC_ENGINE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RL_TASK_SPEC_ENGINE_VALUES!r}"
    )
