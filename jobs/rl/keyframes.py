"""Keyframe experts: joint-space keyframes solved by inverse kinematics on the jaw midpoint, played back with smooth
interpolation. The demonstration's expert (pick_place, demonstration.py) and lift's analytic expert (lift_expert.py)
differ only in how they choose their keyframes."""
from bisect import bisect_right

import mujoco
import numpy as np

JAW_TIPS = ("fixed_jaw_sph_tip1", "moving_jaw_sph_tip1")
DAMPING = 0.02
# Orientation error counts this much against position error (metres per radian) when a pose is asked for.
ORIENTATION_WEIGHT = 0.05


class KeyframeExpert:
    """Inverse kinematics of the jaw midpoint (and, where asked, the gripper's orientation) over the 5 arm joints, and a
    schedule of (segment, seconds) that moves the command smoothly from one keyframe to the next."""

    def __init__(self, model: mujoco.MjModel, joints: list[str], control_hz: float, segments: tuple, settle_seconds: float, episode_steps: int):
        self.model = model
        self.control_hz = control_hz
        self.data = mujoco.MjData(model)
        self.addresses = np.array([model.joint(name).qposadr[0] for name in joints])
        self.dofs = np.array([model.joint(name).dofadr[0] for name in joints[:5]])
        self.tips = [model.geom(name).id for name in JAW_TIPS]
        self.low = model.jnt_range[[model.joint(name).id for name in joints], 0]
        self.high = model.jnt_range[[model.joint(name).id for name in joints], 1]
        total = sum(seconds for _, seconds in segments)
        available = episode_steps / control_hz - settle_seconds
        self.scale = min(1.0, available / total)
        self.ends = np.cumsum([seconds * self.scale for _, seconds in segments])
        self.end_times = self.ends.tolist()
        self.keyframes = None

    @property
    def keyframes(self) -> list[np.ndarray] | None:
        return self._keyframes

    @keyframes.setter
    def keyframes(self, frames: list[np.ndarray] | None) -> None:
        # command() runs every control step on 6 joints: as Python floats that costs less than as numpy arrays.
        self._keyframes = frames
        self.keyframe_rows = None if frames is None else [np.asarray(frame, dtype=np.float64).tolist() for frame in frames]

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

    def gripper_frame(self, q: np.ndarray) -> np.ndarray:
        """Rotation whose columns are the jaw axis (fixed tip to moving tip) and the gripper's reach direction
        (wrist to jaw tips), and their cross product."""
        midpoint = self.jaw_midpoint(q)
        across = self.data.geom_xpos[self.tips[1]] - self.data.geom_xpos[self.tips[0]]
        across /= max(np.linalg.norm(across), 1e-9)
        body = self.model.geom_bodyid[self.tips[0]]
        reach = midpoint - self.data.xpos[body]
        reach -= (reach @ across) * across
        reach /= max(np.linalg.norm(reach), 1e-9)
        return np.column_stack([across, reach, np.cross(across, reach)])

    def solve(self, target: np.ndarray, start: np.ndarray, iterations: int = 30, frame: np.ndarray | None = None) -> np.ndarray:
        """Arm joints that put the jaw midpoint at `target` (and the gripper frame near `frame` when given), staying near
        `start` (damped least squares, null space towards it)."""
        q = start.copy()
        position_jacobian = np.zeros((3, self.model.nv))
        rotation_jacobian = np.zeros((3, self.model.nv))
        rows = 3 if frame is None else 6
        for _ in range(iterations if frame is None else 3 * iterations):
            error = target - self.jaw_midpoint(q)
            if frame is not None:
                current = self.gripper_frame(q)
                self.jaw_midpoint(q)
                turn = 0.5 * sum(np.cross(current[:, i], frame[:, i]) for i in range(3))
                error = np.concatenate([error, ORIENTATION_WEIGHT * turn])
            if np.linalg.norm(error) < 2e-4:
                break
            mujoco.mj_comPos(self.model, self.data)
            point = (self.data.geom_xpos[self.tips[0]] + self.data.geom_xpos[self.tips[1]]) / 2
            mujoco.mj_jac(self.model, self.data, position_jacobian, rotation_jacobian, point, self.model.geom_bodyid[self.tips[0]])
            j = position_jacobian[:, self.dofs] if frame is None else np.vstack([position_jacobian[:, self.dofs], ORIENTATION_WEIGHT * rotation_jacobian[:, self.dofs]])
            step = j.T @ np.linalg.solve(j @ j.T + DAMPING**2 * np.eye(rows), error)
            null = (np.eye(5) - np.linalg.pinv(j) @ j) @ (start[:5] - q[:5])
            q[:5] = np.clip(q[:5] + step + 0.1 * null, self.low[:5], self.high[:5])
        return q

    def command(self, step: int, start_q: np.ndarray) -> list[float]:
        """The commanded joints at control step `step`: smoothstep from the previous keyframe (or `start_q`) to the next."""
        t = step / self.control_hz
        rows, ends = self.keyframe_rows, self.end_times
        index = bisect_right(ends, t)
        if index >= len(rows):
            return rows[-1]
        begin = ends[index - 1] if index else 0.0
        previous = rows[index - 1] if index else np.asarray(start_q, dtype=np.float64).tolist()
        u = (t - begin) / (ends[index] - begin)
        u = u * u * (3 - 2 * u)
        return [p + u * (k - p) for p, k in zip(previous, rows[index])]

    def action(self, step: int, start_q: np.ndarray, qpos: np.ndarray | list[float], scale: float) -> np.ndarray:
        joints = qpos.tolist() if isinstance(qpos, np.ndarray) else qpos
        return np.array([min(max((c - q) / scale, -1.0), 1.0) for c, q in zip(self.command(step, start_q), joints)], dtype=np.float32)


def with_gripper(q: np.ndarray, gripper: float) -> np.ndarray:
    return np.concatenate([q[:5], [gripper]])
