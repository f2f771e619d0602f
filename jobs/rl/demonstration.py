"""A twin's demonstration (its validate stage's replay of the recording) as an expert the pick_place learner can ask.

The replay is one trajectory, for the object where the recording had it. For an object moved by δ (x, y) the expert
shifts the arm's commands by the joint change that moves the jaws by δ (damped least squares on the tool site's
Jacobian along the recorded path), fully from just before the grasp until the object is lifted, fading in over the
approach and out over the carry, so the object is still let go where the recording let it go. Asked at any state,
the expert answers the delta action that brings the joints to the shifted command of that moment.
"""
import json
from dataclasses import dataclass
from pathlib import Path

import mujoco
import numpy as np

FILE = "demonstration.json"
MOTION_DEG = 0.5
SETTLE_SECONDS = 1.0
DAMPING = 0.02


@dataclass
class Demonstration:
    fps: float
    joints: list[str]
    commands: np.ndarray  # frames × joints, radians
    qpos: np.ndarray
    object_pose: np.ndarray  # frames × 7
    grasp_first: int
    grasp_last: int
    place: np.ndarray

    @property
    def motion_start(self) -> int:
        """The first frame the arm is commanded away from its rest pose (the recording's idle start is skipped)."""
        moved = np.nonzero(np.abs(np.rad2deg(self.commands - self.commands[0])).max(axis=1) > MOTION_DEG)[0]
        return max(0, int(moved[0]) - 1) if len(moved) else 0

    @property
    def lifted_frame(self) -> int:
        """The first frame after the grasp closed where the object is 2 cm above its rest."""
        heights = self.object_pose[:, 2] - self.object_pose[0, 2]
        after = np.nonzero(heights[self.grasp_first:] > 0.02)[0]
        return self.grasp_first + int(after[0]) if len(after) else self.grasp_last

    def seconds(self) -> float:
        """From the first motion to the release, plus a second for the object to come to rest."""
        return (self.grasp_last - self.motion_start) / self.fps + SETTLE_SECONDS


def load_demonstration(scene_dir: Path) -> Demonstration | None:
    path = scene_dir / FILE
    if not path.is_file():
        return None
    document = json.loads(path.read_text())
    if not document.get("reproduced") or not document.get("grasp") or not document.get("place"):
        return None
    return Demonstration(
        fps=float(document["fps"]), joints=document["joints"], commands=np.array(document["commands"]), qpos=np.array(document["qpos"]),
        object_pose=np.array(document["object_pose"]), grasp_first=int(document["grasp"]["first_frame"]), grasp_last=int(document["grasp"]["last_frame"]),
        place=np.array(document["place"]),
    )


JAW_TIPS = ("fixed_jaw_sph_tip1", "moving_jaw_sph_tip1")
APPROACH_HEIGHT_M = 0.05
CARRY_HEIGHT_M = 0.06
RELEASE_CLEARANCE_M = 0.005
OPEN_MARGIN_RAD = 0.0
# The jaws come down with the object centred in the open gap, not against the fixed jaw, then close onto it.
FIXED_JAW_CLEARANCE_M = 0.006
# (segment, seconds): the demonstration's grasp and release, re-timed with straight approaches.
SEGMENTS = (("raise", 1.6), ("over", 1.2), ("descend", 1.0), ("close", 0.6), ("lift", 0.8), ("carry", 1.6), ("lower", 0.8), ("open", 0.5), ("retreat", 0.8))


class Expert:
    """The demonstration's grasp, carry and release as joint-space keyframes, solved for this episode's object.

    From the twin's replay it takes how the arm held the object (the joint configuration when the jaws closed, the
    wrist's orientation, how far the jaws opened before and closed during the grasp), the highest point of the way in,
    and where the object was let go. An episode's keyframes are those, moved by inverse kinematics to where the object
    is: over it, down to it, closed, lifted, over the place target, lowered until the object nearly touches the table,
    opened, up again. Between keyframes the command moves smoothly in joint space.
    """

    def __init__(self, demo: Demonstration, model: mujoco.MjModel, tcp_site: str, control_hz: float, episode_steps: int):
        self.demo = demo
        self.model = model
        self.control_hz = control_hz
        self.data = mujoco.MjData(model)
        self.addresses = np.array([model.joint(name).qposadr[0] for name in demo.joints])
        self.dofs = np.array([model.joint(name).dofadr[0] for name in demo.joints[:5]])
        self.tips = [model.geom(name).id for name in JAW_TIPS]
        self.low = model.jnt_range[[model.joint(name).id for name in demo.joints], 0]
        self.high = model.jnt_range[[model.joint(name).id for name in demo.joints], 1]
        first, last = demo.grasp_first, demo.grasp_last
        self.grasp_q = demo.qpos[first].copy()
        self.closed = float(demo.commands[first:last + 1, 5].min())
        self.opened = float(min(demo.commands[max(0, first - 30):first, 5].max() + OPEN_MARGIN_RAD, self.high[5]))
        self.release_open = float(demo.commands[min(last + 10, len(demo.commands) - 1), 5])
        heights = [self.jaw_midpoint(q)[2] for q in demo.qpos[demo.motion_start:first]]
        self.raised_q = demo.qpos[demo.motion_start + int(np.argmax(heights))].copy() if heights else demo.qpos[0].copy()
        self.grasp_point = self.jaw_midpoint(self.grasp_q)
        self.object_start = demo.object_pose[0, :3].copy()
        self.held_offset = self.grasp_point - demo.object_pose[first, :3]
        self.jaw_axis = self.tip_axis(self.grasp_q)
        total = sum(seconds for _, seconds in SEGMENTS)
        available = episode_steps / control_hz - SETTLE_SECONDS
        self.scale = min(1.0, available / total)
        self.ends = np.cumsum([seconds * self.scale for _, seconds in SEGMENTS])
        self.keyframes = None

    def jaw_midpoint(self, q: np.ndarray) -> np.ndarray:
        self.data.qpos[self.addresses] = q
        mujoco.mj_kinematics(self.model, self.data)
        return (self.data.geom_xpos[self.tips[0]] + self.data.geom_xpos[self.tips[1]]) / 2

    def tip_axis(self, q: np.ndarray) -> np.ndarray:
        """Horizontal unit vector from the fixed jaw's tip to the moving jaw's tip."""
        self.jaw_midpoint(q)
        axis = self.data.geom_xpos[self.tips[1]] - self.data.geom_xpos[self.tips[0]]
        axis[2] = 0.0
        return axis / max(np.linalg.norm(axis), 1e-9)

    def solve(self, target: np.ndarray, start: np.ndarray, iterations: int = 30) -> np.ndarray:
        """Arm joints that put the jaw midpoint at `target`, staying near `start` (damped least squares, null space towards it)."""
        q = start.copy()
        jacobian = np.zeros((3, self.model.nv))
        for _ in range(iterations):
            error = target - self.jaw_midpoint(q)
            if np.linalg.norm(error) < 2e-4:
                break
            mujoco.mj_comPos(self.model, self.data)
            mujoco.mj_jac(self.model, self.data, jacobian, None, self.data.geom_xpos[self.tips[0]] * 0.5 + self.data.geom_xpos[self.tips[1]] * 0.5, self.model.geom_bodyid[self.tips[0]])
            j = jacobian[:, self.dofs]
            step = j.T @ np.linalg.solve(j @ j.T + DAMPING**2 * np.eye(3), error)
            null = (np.eye(5) - np.linalg.pinv(j) @ j) @ (start[:5] - q[:5])
            q[:5] = np.clip(q[:5] + step + 0.1 * null, self.low[:5], self.high[:5])
        return q

    def plan(self, object_xyz: np.ndarray, place: np.ndarray) -> None:
        """This episode's keyframes, for the object resting at `object_xyz`."""
        grasp_at = object_xyz + self.held_offset
        grasp = self.solve(grasp_at, self.grasp_q)
        clear = -self.jaw_axis * FIXED_JAW_CLEARANCE_M
        beside = self.solve(grasp_at + clear, grasp)
        over = self.solve(grasp_at + clear + [0, 0, APPROACH_HEIGHT_M], beside)
        lifted = self.solve(grasp_at + [0, 0, CARRY_HEIGHT_M], grasp)
        release_at = np.array([place[0], place[1], place[2] + RELEASE_CLEARANCE_M]) + self.held_offset
        lowered = self.solve(release_at, grasp)
        above = self.solve(release_at + [0, 0, CARRY_HEIGHT_M], lowered)
        with_gripper = lambda q, g: np.concatenate([q[:5], [g]])  # noqa: E731
        self.keyframes = [
            with_gripper(self.raised_q, self.opened),
            with_gripper(over, self.opened),
            with_gripper(beside, self.opened),
            with_gripper(grasp, self.closed),
            with_gripper(lifted, self.closed),
            with_gripper(above, self.closed),
            with_gripper(lowered, self.closed),
            with_gripper(lowered, self.release_open),
            with_gripper(above, self.release_open),
        ]

    def command(self, step: int, start_q: np.ndarray) -> np.ndarray:
        t = step / self.control_hz
        index = int(np.searchsorted(self.ends, t, side="right"))
        if index >= len(self.keyframes):
            return self.keyframes[-1]
        begin = self.ends[index - 1] if index else 0.0
        previous = self.keyframes[index - 1] if index else start_q
        u = (t - begin) / (self.ends[index] - begin)
        u = u * u * (3 - 2 * u)
        return previous + u * (self.keyframes[index] - previous)

    def action(self, step: int, start_q: np.ndarray, qpos: np.ndarray, scale: float) -> np.ndarray:
        return np.clip((self.command(step, start_q) - qpos) / scale, -1.0, 1.0).astype(np.float32)
