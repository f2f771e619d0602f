"""Drives a twin's robot through position commands, frame by frame, and records what the robot and the object did."""
import copy
from dataclasses import dataclass, field

import mujoco
import numpy as np

from stage_objects import JAW_TIPS

OBJECT_PARKED = (2.0, 2.0, 0.5)


@dataclass
class Frame:
    qpos: np.ndarray  # the dataset's joints, radians
    object_pose: np.ndarray | None  # x y z qw qx qy qz
    jaw_midpoint: np.ndarray | None
    jaws_touch_object: bool


@dataclass
class Replayer:
    """One compiled twin scene and the dataset-column → model maps a replay needs."""

    model: mujoco.MjModel
    joints: list[str]
    fps: float
    object_name: str | None = None
    data: mujoco.MjData = field(init=False)

    def __post_init__(self):
        m = self.model
        self.data = mujoco.MjData(m)
        self.addresses = np.array([m.joint(name).qposadr[0] for name in self.joints])
        self.actuators = np.array([m.actuator(name).id for name in self.joints])
        self.substeps = max(1, int(round(1.0 / self.fps / m.opt.timestep)))
        self.frames_stepped = 0
        self.tips = [mujoco.mj_name2id(m, mujoco.mjtObj.mjOBJ_GEOM, name) for name in JAW_TIPS]
        jaw_bodies = {m.geom_bodyid[g] for g in self.tips if g >= 0}
        self.object_joint = None
        if self.object_name:
            body = m.body(self.object_name)
            self.object_joint = int(m.jnt_qposadr[body.jntadr[0]])
            self.object_dof = int(m.jnt_dofadr[body.jntadr[0]])
            self.object_geoms = {g for g in range(m.ngeom) if m.geom_bodyid[g] == body.id}
            # Both jaws: the fixed jaw belongs to the tip's body ("gripper"), the moving jaw to its own.
            self.jaw_bodies = jaw_bodies

    def reset(self, object_pose=None) -> None:
        self.frames_stepped = 0
        mujoco.mj_resetDataKeyframe(self.model, self.data, self.model.key("episode_start").id)
        if self.object_joint is not None and object_pose is not None:
            self.place_object(object_pose)
        mujoco.mj_forward(self.model, self.data)

    def place_object(self, pose) -> None:
        self.data.qpos[self.object_joint:self.object_joint + 7] = pose
        self.data.qvel[self.object_dof:self.object_dof + 6] = 0

    def park_object(self) -> None:
        self.place_object([*OBJECT_PARKED, 1, 0, 0, 0])

    def snapshot(self) -> mujoco.MjData:
        return copy.copy(self.data)

    def restore(self, saved: mujoco.MjData) -> None:
        self.data = copy.copy(saved)
        self.frames_stepped = int(round(saved.time * self.fps))

    def jaw_midpoint(self) -> np.ndarray | None:
        if min(self.tips) < 0:
            return None
        return (self.data.geom_xpos[self.tips[0]] + self.data.geom_xpos[self.tips[1]]) / 2

    def jaws_touch_object(self) -> bool:
        if self.object_joint is None:
            return False
        touching = set()
        for contact in self.data.contact[: self.data.ncon]:
            if contact.geom1 in self.object_geoms:
                touching.add(self.model.geom_bodyid[contact.geom2])
            elif contact.geom2 in self.object_geoms:
                touching.add(self.model.geom_bodyid[contact.geom1])
        return self.jaw_bodies <= touching

    def frame(self) -> Frame:
        pose = self.data.qpos[self.object_joint:self.object_joint + 7].copy() if self.object_joint is not None else None
        return Frame(self.data.qpos[self.addresses].copy(), pose, self.jaw_midpoint(), self.jaws_touch_object())

    def step(self, command: np.ndarray) -> None:
        """One recorded frame: exactly 1/fps of simulated time on average (6 or 7 steps of 5 ms at 30 fps), so the
        replay keeps the recording's timing and a learner at another control rate can follow it in real time."""
        self.data.ctrl[self.actuators] = command
        steps_before = int(round(self.frames_stepped / self.fps / self.model.opt.timestep))
        self.frames_stepped += 1
        steps_after = int(round(self.frames_stepped / self.fps / self.model.opt.timestep))
        mujoco.mj_step(self.model, self.data, nstep=max(1, steps_after - steps_before))

    def settle(self, seconds: float) -> None:
        mujoco.mj_step(self.model, self.data, nstep=int(round(seconds / self.model.opt.timestep)))

    def run(self, commands: np.ndarray, frames: range, on_frame=None) -> list[Frame]:
        """Records each frame before its command is applied (as LeRobot records state before acting)."""
        recorded = []
        for index in frames:
            recorded.append(self.frame())
            self.step(commands[index])
            if on_frame:
                on_frame(index)
        return recorded
