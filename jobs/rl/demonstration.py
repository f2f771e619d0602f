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

from jobs.rl.keyframes import KeyframeExpert, with_gripper

FILE = "demonstration.json"
MOTION_DEG = 0.5
SETTLE_SECONDS = 1.0


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


APPROACH_HEIGHT_M = 0.05
CARRY_HEIGHT_M = 0.06
RELEASE_CLEARANCE_M = 0.005
OPEN_MARGIN_RAD = 0.0
# The jaws come down with the object centred in the open gap, not against the fixed jaw, then close onto it.
FIXED_JAW_CLEARANCE_M = 0.006
# (segment, seconds): the demonstration's grasp and release, re-timed with straight approaches.
SEGMENTS = (("raise", 1.6), ("over", 1.2), ("descend", 1.0), ("close", 0.6), ("lift", 0.8), ("carry", 1.6), ("lower", 0.8), ("open", 0.5), ("retreat", 0.8))


class Expert(KeyframeExpert):
    """The demonstration's grasp, carry and release as joint-space keyframes, solved for this episode's object.

    From the twin's replay it takes how the arm held the object (the joint configuration when the jaws closed, the
    wrist's orientation, how far the jaws opened before and closed during the grasp), the highest point of the way in,
    and where the object was let go. An episode's keyframes are those, moved by inverse kinematics to where the object
    is: over it, down to it, closed, lifted, over the place target, lowered until the object nearly touches the table,
    opened, up again. Between keyframes the command moves smoothly in joint space.
    """

    def __init__(self, demo: Demonstration, model: mujoco.MjModel, tcp_site: str, control_hz: float, episode_steps: int):
        super().__init__(model, demo.joints, control_hz, SEGMENTS, SETTLE_SECONDS, episode_steps)
        self.demo = demo
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
