"""Runs one scripted episode in MuJoCo and records it as LeRobot records an SO-101: per 30 fps frame,
the measured joint positions (state), the command sent (action) and each camera's picture."""
from dataclasses import dataclass
from typing import Callable

import mujoco
import numpy as np

from jobs.demo import ik
from jobs.demo.scene import CUBE_SIDE_M, TIMESTEP_S, Layout

JOINTS = ik.ARM_JOINTS + ["gripper"]


@dataclass
class Recording:
    state: np.ndarray  # frames × 6, LeRobot SO-101 units (degrees; gripper 0..100)
    action: np.ndarray
    cube_path: np.ndarray  # frames × 3, the cube's centre
    tool_path: np.ndarray  # frames × 3, the tool site


class Units:
    """LeRobot SO-101 units ↔ model radians: degrees for the arm, and the gripper's 0..100 spread linearly over its joint range."""

    def __init__(self, model: mujoco.MjModel):
        gripper = model.joint("gripper")
        self.low, self.high = (float(v) for v in model.jnt_range[gripper.id])

    def gripper_radians(self, percent):
        return self.low + (self.high - self.low) * np.asarray(percent) / 100.0

    def to_dataset(self, radians: np.ndarray) -> np.ndarray:
        out = np.rad2deg(radians).astype(np.float64)
        out[..., 5] = (radians[..., 5] - self.low) / (self.high - self.low) * 100.0
        return out


def place(model: mujoco.MjModel, data: mujoco.MjData, layout: Layout) -> None:
    """Puts the episode's box and cube where its layout says (the scene is composed once for all episodes)."""
    model.body_pos[model.body("box").id, :2] = layout.box_xy
    address = int(model.joint("cube_free").qposadr[0])
    data.qpos[address:address + 3] = [layout.cube_xy[0], layout.cube_xy[1], CUBE_SIDE_M / 2]
    data.qpos[address + 3:address + 7] = [np.cos(layout.cube_yaw / 2), 0.0, 0.0, np.sin(layout.cube_yaw / 2)]


def run_episode(model: mujoco.MjModel, layout: Layout, commands: np.ndarray, fps: int, renderer: mujoco.Renderer | None, cameras: list[str], on_frame: Callable[[str, np.ndarray], None] | None = None) -> Recording:
    """`commands`: frames × 6 (5 arm radians + gripper 0..100); each camera's picture of each frame goes to `on_frame`."""
    data = mujoco.MjData(model)
    place(model, data, layout)
    units = Units(model)
    qpos_ids = [int(model.joint(name).qposadr[0]) for name in JOINTS]
    actuators = [model.actuator(name).id for name in JOINTS]
    steps = int(round(1 / (fps * TIMESTEP_S)))
    start = np.concatenate([commands[0, :5], [units.gripper_radians(commands[0, 5])]])
    data.qpos[qpos_ids] = start
    data.ctrl[actuators] = start
    mujoco.mj_forward(model, data)
    cube = model.body("cube").id
    site = model.site(ik.TOOL_SITE).id
    state, action, cube_path, tool_path = [], [], [], []
    for command in commands:
        state.append(units.to_dataset(data.qpos[qpos_ids].copy()))
        action.append(np.concatenate([np.rad2deg(command[:5]), [command[5]]]))
        cube_path.append(data.xpos[cube].copy())
        tool_path.append(data.site_xpos[site].copy())
        if renderer is not None and on_frame is not None:
            for camera in cameras:
                if mujoco.mj_name2id(model, mujoco.mjtObj.mjOBJ_CAMERA, camera) < 0:
                    # A camera that is not in the scene (a test's noise camera) gets a black frame to replace.
                    on_frame(camera, np.zeros((renderer.height, renderer.width, 3), np.uint8))
                    continue
                renderer.update_scene(data, camera=camera)
                on_frame(camera, renderer.render())
        data.ctrl[actuators] = np.concatenate([command[:5], [units.gripper_radians(command[5])]])
        mujoco.mj_step(model, data, nstep=steps)
    return Recording(np.array(state), np.array(action), np.array(cube_path), np.array(tool_path))


def grasp_frames(recording: Recording) -> dict | None:
    """The first and last frame where the gripper is commanded shut (< 5) yet measured open (> 8): the cube blocks the jaws."""
    held = np.flatnonzero((recording.action[:, 5] < 5) & (recording.state[:, 5] > 8))
    if len(held) == 0:
        return None
    return {
        "first_frame": int(held[0]),
        "last_frame": int(held[-1]),
        "tool_at_first": recording.tool_path[held[0]].round(4).tolist(),
        "tool_at_last": recording.tool_path[held[-1]].round(4).tolist(),
        # Where the cube is once the jaws have closed on it (the moving jaw pushes it against the fixed one).
        "cube_at_first": recording.cube_path[held[0]].round(4).tolist(),
    }
