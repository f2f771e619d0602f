"""A robot model from the models folder, and how a dataset's joint values map onto it."""
import json
from dataclasses import dataclass
from pathlib import Path

import mujoco
import numpy as np

from jobs.twin.errors import UserFixableError
from jobs.twin.replay import dataset_to_radians

SOURCES = Path(__file__).resolve().parent.parent / "sim" / "models.json"


@dataclass
class Robot:
    name: str
    dir: Path
    manifest: dict

    @property
    def mjcf(self) -> Path:
        return self.dir / self.manifest["mjcf"]

    def load(self) -> mujoco.MjModel:
        return mujoco.MjModel.from_xml_path(str(self.mjcf))


def _known_sources() -> dict:
    return json.loads(SOURCES.read_text()) if SOURCES.is_file() else {}


def find_robot(models_dir: Path, robot_type: str, override: str | None) -> Robot:
    """The installed model for a dataset's robot_type (or the config's robot_model); a clear error naming what is missing."""
    wanted = (override or robot_type).lower()
    installed = {}
    for manifest_path in sorted(models_dir.glob("*/model.json")):
        manifest = json.loads(manifest_path.read_text())
        installed[manifest["robot"]] = Robot(manifest["robot"], manifest_path.parent, manifest)
    for robot in installed.values():
        if wanted == robot.name or wanted in robot.manifest.get("robot_types", []):
            return robot
    param = "config.robot_model" if override else "source"
    choices = ", ".join(sorted(installed)) or "none (run npm run setup)"
    for name, source in _known_sources().items():
        if wanted == name or wanted in source.get("robot_types", []):
            reason = source.get("absent") or f"its model ({source.get('package')}) is not installed in {models_dir}; run npm run setup"
            raise UserFixableError("robot_model_missing", f"robot type '{wanted}' has no MuJoCo model: {reason} Installed models: {choices}.", param)
    raise UserFixableError("robot_model_missing", f"robot type '{wanted}' is not a robot we have a MuJoCo model for (installed: {choices}); set config.robot_model to one of them.", param)


@dataclass
class JointMap:
    """Dataset column i drives model joint `joints[i]`; `gripper_column` is in 0..100, the rest in degrees."""

    joints: list[str]
    qpos_addresses: list[int]
    actuators: list[int]
    gripper_column: int | None
    gripper_range: tuple[float, float] | None
    names: list[str]  # the dataset's column names
    actuator_names: list[str]

    def columns(self) -> list[dict]:
        """Per dataset column: its joint, the actuator that drives it and its unit — the replay's column map (twin.json `replay.columns`)."""
        columns = []
        for index, (name, joint, actuator) in enumerate(zip(self.names, self.joints, self.actuator_names)):
            column = {"column": index, "name": name, "joint": joint, "actuator": actuator, "unit": "deg"}
            if index == self.gripper_column and self.gripper_range is not None:
                column.update(unit="percent_of_range", range_rad=list(self.gripper_range))
            columns.append(column)
        return columns

    def to_radians(self, values: np.ndarray) -> np.ndarray:
        """Dataset units (degrees; gripper 0..100) → model joint positions (radians), frames × joints."""
        return dataset_to_radians(values, self.columns())

    def to_degrees(self, radians: np.ndarray) -> np.ndarray:
        """Model joint positions → degrees for every column (the gripper's jaw angle too), for error reports."""
        return np.rad2deg(np.atleast_2d(radians))


def joint_map(model: mujoco.MjModel, robot: Robot, names: list[str]) -> JointMap:
    joints, addresses, actuators = [], [], []
    actuator_by_joint = {int(model.actuator_trnid[i, 0]): i for i in range(model.nu) if model.actuator_trntype[i] == mujoco.mjtTrn.mjTRN_JOINT}
    for column, name in enumerate(names):
        joint = name.removesuffix(".pos")
        joint_id = mujoco.mj_name2id(model, mujoco.mjtObj.mjOBJ_JOINT, joint)
        if joint_id < 0:
            model_joints = [model.joint(i).name for i in range(model.njnt)]
            raise UserFixableError(
                "joints_mismatch",
                f"the dataset's joint '{name}' (column {column}) is not a joint of the {robot.name} model ({', '.join(model_joints)}); set config.robot_model to the robot that recorded it",
                "config.robot_model",
            )
        joints.append(joint)
        addresses.append(int(model.jnt_qposadr[joint_id]))
        actuators.append(actuator_by_joint.get(joint_id, -1))
    gripper = robot.manifest.get("gripper_joint")
    gripper_column = joints.index(gripper) if gripper in joints else None
    gripper_range = None
    if gripper_column is not None:
        joint_id = mujoco.mj_name2id(model, mujoco.mjtObj.mjOBJ_JOINT, gripper)
        gripper_range = (float(model.jnt_range[joint_id, 0]), float(model.jnt_range[joint_id, 1]))
    actuator_names = [model.actuator(i).name if i >= 0 else None for i in actuators]
    return JointMap(joints, addresses, actuators, gripper_column, gripper_range, list(names), actuator_names)
