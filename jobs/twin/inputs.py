"""The episode, robot model and joint map that the stages after `check` work on (loaded once per run)."""
from dataclasses import dataclass
from pathlib import Path

import mujoco
import numpy as np

from jobs.twin.dataset import Episode, read_episode
from jobs.twin.robot import JointMap, Robot, joint_map
import json


@dataclass
class Inputs:
    episode: Episode
    robot: Robot
    model: mujoco.MjModel
    joints: JointMap
    state_rad: np.ndarray  # frames × joints
    action_rad: np.ndarray

    def qpos(self, radians_row: np.ndarray, base: np.ndarray | None = None) -> np.ndarray:
        """A full qpos vector with the dataset's joints set (other joints from `base` or the model's default)."""
        qpos = (base if base is not None else self.model.qpos0).copy()
        qpos[self.joints.qpos_addresses] = radians_row
        return qpos


def load_inputs(context) -> Inputs:
    cached = context.results.get("_inputs")
    if cached:
        return cached
    check = context.results["check"]["result"]
    robot_dir = Path(check["robot"]["dir"])
    robot = Robot(check["robot"]["name"], robot_dir, json.loads((robot_dir / "model.json").read_text()))
    episode = read_episode(context.dataset_root, context.episode_index)
    model = robot.load()
    joints = joint_map(model, robot, episode.state_names)
    inputs = Inputs(episode, robot, model, joints, joints.to_radians(episode.state), joints.to_radians(episode.action))
    context.results["_inputs"] = inputs
    return inputs

