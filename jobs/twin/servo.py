"""The follower's servos, fitted on the episode: where each joint got to for what it was commanded.

A recorded `action` is the leader arm's reading; `observation.state` is where the follower's servo
actually went. The follower lags its command by a few frames and settles off it (its own
calibration, gravity on a soft position loop), so the model's stiff position actuators driven by
the raw action land a centimetre or more away from the recorded tool path. Per arm joint, a least-
squares fit state[t] ≈ gain · action[t − lag] + offset over the whole episode says by how much;
the replay commands that instead (replay.servo_commands, from the fit's JSON form that twin.json
states). The gripper keeps its raw command: while it holds the object its measured position is the
object's width, not the servo's error.
"""
from dataclasses import dataclass

import numpy as np

MAX_LAG_FRAMES = 10


@dataclass
class ServoFit:
    joint: str
    lag_frames: int
    gain: float
    offset_rad: float
    residual_deg: float

    def to_json(self) -> dict:
        return {"joint": self.joint, "lag_frames": self.lag_frames, "gain": round(self.gain, 4), "offset_deg": round(float(np.rad2deg(self.offset_rad)), 3), "residual_deg": round(self.residual_deg, 3)}


def fit_joint(name: str, action: np.ndarray, state: np.ndarray) -> ServoFit:
    best = ServoFit(name, 0, 1.0, 0.0, float("inf"))
    for lag in range(min(MAX_LAG_FRAMES, len(action) - 2) + 1):
        commanded, reached = action[: len(action) - lag], state[lag:]
        design = np.column_stack([commanded, np.ones_like(commanded)])
        (gain, offset), *_ = np.linalg.lstsq(design, reached, rcond=None)
        residual = float(np.rad2deg(np.sqrt(np.mean((design @ [gain, offset] - reached) ** 2))))
        if residual < best.residual_deg:
            best = ServoFit(name, lag, float(gain), float(offset), residual)
    return best


def fit_servos(joints: list[str], action_rad: np.ndarray, state_rad: np.ndarray, gripper_column: int | None) -> list[ServoFit]:
    fits = []
    for column, name in enumerate(joints):
        if column == gripper_column:
            fits.append(ServoFit(name, 0, 1.0, 0.0, float(np.rad2deg(np.sqrt(np.mean((action_rad[:, column] - state_rad[:, column]) ** 2))))))
        else:
            fits.append(fit_joint(name, action_rad[:, column], state_rad[:, column]))
    return fits
