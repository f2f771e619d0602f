from typing import Literal

RlTaskSpecRobot = Literal["aloha", "panda", "so101"]

RL_TASK_SPEC_ROBOT_VALUES: set[RlTaskSpecRobot] = {
    "aloha",
    "panda",
    "so101",
}


def check_rl_task_spec_robot(value: str) -> RlTaskSpecRobot:
    if value in RL_TASK_SPEC_ROBOT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RL_TASK_SPEC_ROBOT_VALUES!r}"
    )
