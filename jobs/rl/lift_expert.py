"""lift's expert, with no demonstration: a top-down grasp planned from where the box is at reset.

The jaws point straight down, their closing axis square to the box's faces (of the four such yaws, the one inverse
kinematics reaches best), the open jaws centred over the box. The command goes over the box, down until the jaw tips
are level with the box's middle, closes (the arm moving so that the closed jaws stay centred on the box), and lifts.
"""
import math

import mujoco
import numpy as np

from jobs.rl.keyframes import KeyframeExpert, with_gripper

APPROACH_HEIGHT_M = 0.06
LIFT_HEIGHT_M = 0.08
OPENED_RAD = 0.6
CLOSED_RAD = -0.17
SETTLE_SECONDS = 0.5
SEGMENTS = (("over", 1.0), ("descend", 0.7), ("close", 0.5), ("lift", 0.8))
# IK starts from a bent arm over the box: shoulder forward, elbow bent back, wrist pointing down.
REFERENCE_Q = np.array([0.0, 0.3, 0.3, 1.2, 0.0, OPENED_RAD])
# Keyframes keep the arm this far inside its joint limits (the verdict counts time near a limit against a policy); the
# wrist then tilts a little off vertical when high over a near box, which the grasp tolerates.
LIMIT_MARGIN_RAD = 0.06


class LiftExpert(KeyframeExpert):
    def __init__(self, model: mujoco.MjModel, joints: list[str], control_hz: float, episode_steps: int, box_size: float):
        super().__init__(model, joints, control_hz, SEGMENTS, SETTLE_SECONDS, episode_steps)
        self.low[:5] += LIMIT_MARGIN_RAD
        self.high[:5] -= LIMIT_MARGIN_RAD
        self.box_size = box_size
        self.closed_on_box = self.gripper_for_gap(box_size)

    def gripper_for_gap(self, gap: float) -> float:
        """The gripper angle whose jaw tips are `gap` apart (bisection; the gap grows with the angle)."""
        low, high = self.low[5], self.high[5]
        for _ in range(30):
            middle = (low + high) / 2
            q = REFERENCE_Q.copy()
            q[5] = middle
            self.jaw_midpoint(q)
            if np.linalg.norm(self.data.geom_xpos[self.tips[1]] - self.data.geom_xpos[self.tips[0]]) < gap:
                low = middle
            else:
                high = middle
        return (low + high) / 2

    def top_down(self, target: np.ndarray, start: np.ndarray) -> np.ndarray:
        """Joints with the jaw midpoint at `target`, jaws pointing down, closing axis along x or y (best reached, least wrist turn)."""
        best = None
        for quarter in range(4):
            yaw = quarter * math.pi / 2
            across = np.array([math.cos(yaw), math.sin(yaw), 0.0])
            reach = np.array([0.0, 0.0, -1.0])
            frame = np.column_stack([across, reach, np.cross(across, reach)])
            q = self.solve(target, start, frame=frame)
            # Metres of position error, plus the frame's misfit and the wrist's turn (less turning is a shorter motion).
            error = np.linalg.norm(target - self.jaw_midpoint(q)) + 0.05 * np.linalg.norm(self.gripper_frame(q) - frame) + 0.01 * abs(q[4])
            if best is None or error < best[0]:
                best = (error, q, frame)
        return best[1], best[2]

    def plan(self, box_xyz: np.ndarray) -> None:
        start = REFERENCE_Q.copy()
        start[0] = math.atan2(box_xyz[1], box_xyz[0])
        above = box_xyz + [0, 0, APPROACH_HEIGHT_M]
        over, frame = self.top_down(above, start)
        beside = self.solve(box_xyz, over, frame=frame)
        holding = beside.copy()
        holding[5] = self.closed_on_box
        grasp = self.solve(box_xyz, holding, frame=frame)
        lifted = self.solve(box_xyz + [0, 0, LIFT_HEIGHT_M], grasp, frame=frame)
        self.keyframes = [
            with_gripper(over, OPENED_RAD),
            with_gripper(beside, OPENED_RAD),
            with_gripper(grasp, CLOSED_RAD),
            with_gripper(lifted, CLOSED_RAD),
        ]
