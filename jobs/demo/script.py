"""The scripted pick-and-place: joint-space waypoints from inverse kinematics, eased between, as 30 Hz commands."""
from dataclasses import dataclass

import mujoco
import numpy as np

from jobs.demo import ik
from jobs.demo.scene import BOX_HEIGHT_M, CUBE_SIDE_M, Layout

# Folded, clear of the table and of itself (no self-contact in the model), like an arm at rest before recording.
REST = np.array([0.0, -1.55, 1.45, 1.05, 0.0])
# Gripper commands in the dataset's 0..100 (0 = shut, 100 = fully open).
GRIPPER_SHUT = 0.0
GRIPPER_OPEN = 45.0  # ~6 cm between the jaw tips: room around a 2.5 cm cube
# Tool point heights above the table (m): the tool point sits between the jaw tips, 3 mm above their ends.
GRASP_Z = CUBE_SIDE_M / 2 + 0.002
# Straight down, the wrist reaches its flex limit above ~8 cm at this radius: the carry stays low, 2 cm over the box's walls.
HOVER_Z = CUBE_SIDE_M + 0.04
CARRY_Z = BOX_HEIGHT_M + CUBE_SIDE_M / 2 + 0.02
RELEASE_Z = BOX_HEIGHT_M + CUBE_SIDE_M / 2 + 0.008


@dataclass
class Segment:
    """Move to `arm` (radians, ARM_JOINTS order) and `gripper` (0..100) over `seconds`, eased; then the next."""

    name: str
    seconds: float
    arm: np.ndarray
    gripper: float


def grasp_yaw(model: mujoco.MjModel, xy, cube_yaw: float, start: np.ndarray) -> float:
    """The jaw direction, among the cube's four face normals, that the wrist reaches with the least roll."""
    best, best_cost = cube_yaw, np.inf
    for k in range(4):
        yaw = cube_yaw + k * np.pi / 2
        q, pos_err, rot_err = ik.solve(model, start, [xy[0], xy[1], GRASP_Z], ik.pointing_down(yaw))
        cost = abs(q[4]) + 100 * (pos_err + rot_err)
        if cost < best_cost:
            best, best_cost = yaw, cost
    return best


def plan(model: mujoco.MjModel, layout: Layout, rng: np.random.Generator) -> list[Segment]:
    yaw = grasp_yaw(model, layout.cube_xy, layout.cube_yaw, REST)
    down = ik.pointing_down(yaw)
    # The box is placed square to the robot, so the cube keeps its yaw at release: turn the wrist with the pan.
    place_yaw = yaw + np.arctan2(layout.box_xy[1], layout.box_xy[0]) - np.arctan2(layout.cube_xy[1], layout.cube_xy[0])

    def at(xy, z, rotation, start):
        q, pos_err, _ = ik.solve(model, start, [xy[0], xy[1], z], rotation)
        if pos_err > 0.003:
            raise ValueError(f"the arm cannot reach ({xy[0]:.3f}, {xy[1]:.3f}, {z:.3f}) pointing down ({pos_err * 1000:.1f} mm off)")
        return q

    hover = at(layout.cube_xy, HOVER_Z, down, REST)
    grasp = at(layout.cube_xy, GRASP_Z, down, hover)
    lift = at(layout.cube_xy, CARRY_Z, down, grasp)
    over_box = at(layout.box_xy, CARRY_Z, ik.pointing_down(place_yaw), lift)
    release = at(layout.box_xy, RELEASE_Z, ik.pointing_down(place_yaw), over_box)
    pace = rng.uniform(0.9, 1.1)  # each demonstrator moves at a slightly different speed
    s = lambda seconds: seconds * pace  # noqa: E731
    return [
        Segment("rest", s(0.5), REST, GRIPPER_SHUT),
        Segment("approach", s(1.3), hover, GRIPPER_OPEN),
        Segment("descend", s(0.8), grasp, GRIPPER_OPEN),
        Segment("settle", 0.2, grasp, GRIPPER_OPEN),
        Segment("close", 0.4, grasp, GRIPPER_SHUT),
        Segment("squeeze", 0.3, grasp, GRIPPER_SHUT),
        Segment("lift", s(0.8), lift, GRIPPER_SHUT),
        Segment("carry", s(1.2), over_box, GRIPPER_SHUT),
        Segment("lower", s(0.6), release, GRIPPER_SHUT),
        Segment("open", 0.4, release, GRIPPER_OPEN),
        Segment("retreat", s(0.6), over_box, GRIPPER_OPEN),
        Segment("return", s(1.3), REST, GRIPPER_SHUT),
        Segment("rest", 0.4, REST, GRIPPER_SHUT),
    ]


def commands(segments: list[Segment], fps: int) -> tuple[np.ndarray, list[str]]:
    """One command per frame (5 arm radians + gripper 0..100), cosine-eased along each segment, and each frame's segment name."""
    frames, names = [], []
    current = np.concatenate([segments[0].arm, [segments[0].gripper]])
    for segment in segments:
        target = np.concatenate([segment.arm, [segment.gripper]])
        count = max(1, int(round(segment.seconds * fps)))
        for i in range(1, count + 1):
            ease = 0.5 - 0.5 * np.cos(np.pi * i / count)
            frames.append(current + (target - current) * ease)
            names.append(segment.name)
        current = target
    return np.array(frames), names
