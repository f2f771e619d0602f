"""A twin's scene varied as a plan asks: the object moved, turned, resized and recoloured, distractors added.

What MuJoCo draws (the robot, the object, distractors) changes in the model; what the background plate shows (the
table, the room, the light on them) changes in the composited image (look.py). Every value is optional; a missing one
keeps the recording's.
"""
import math
from dataclasses import dataclass, field

import mujoco
import numpy as np

# The seed jitters the planned pose this much, so a retried attempt is a different scene.
POSITION_JITTER_M = 0.004
YAW_JITTER_DEG = 3.0
DISTRACTOR_SIZE_M = 0.012
# Distractors stay this far from where the object starts, where it is placed and from the robot's base.
DISTRACTOR_CLEARANCE_M = 0.09
DISTRACTOR_RGBA = ([0.15, 0.35, 0.9, 1], [0.9, 0.15, 0.2, 1], [0.95, 0.85, 0.1, 1], [0.2, 0.75, 0.3, 1], [0.6, 0.3, 0.8, 1])


@dataclass
class Variation:
    object_offset_m: list[float] = field(default_factory=lambda: [0.0, 0.0])
    object_yaw_deg: float = 0.0
    object_scale: float = 1.0
    object_rgb: list[float] | None = None
    light_intensity: float = 1.0
    light_kelvin: float = 6500.0
    table_rgb: list[float] | None = None
    background_rgb: list[float] | None = None
    distractors: int = 0
    # {camera key: {light_intensity, light_kelvin}}: a camera's light measured from its reference photo, in place of the above.
    camera_looks: dict | None = None

    def light_for(self, camera_key: str) -> dict:
        own = (self.camera_looks or {}).get(camera_key) or {}
        return {"light_intensity": float(own.get("light_intensity", self.light_intensity)), "light_kelvin": float(own.get("light_kelvin", self.light_kelvin))}

    @staticmethod
    def from_json(document: dict) -> "Variation":
        known = {name: document[name] for name in Variation.__dataclass_fields__ if document.get(name) is not None}
        return Variation(**known)


@dataclass
class VariedScene:
    model: mujoco.MjModel
    object_pose: np.ndarray  # x y z qw qx qy qz at the start
    distractor_positions: list[list[float]]
    seed_jitter: dict


def _yaw_quat(yaw_rad: float) -> np.ndarray:
    return np.array([math.cos(yaw_rad / 2), 0.0, 0.0, math.sin(yaw_rad / 2)])


def _quat_mul(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    w1, x1, y1, z1 = a
    w2, x2, y2, z2 = b
    return np.array([w1 * w2 - x1 * x2 - y1 * y2 - z1 * z2, w1 * x2 + x1 * w2 + y1 * z2 - z1 * y2, w1 * y2 - x1 * z2 + y1 * w2 + z1 * x2, w1 * z2 + x1 * y2 - y1 * x2 + z1 * w2])


def build_scene(scene_xml: str, object_name: str, start_pose: np.ndarray, place: np.ndarray, variation: Variation, rng: np.random.Generator,
                cameras: dict | None = None) -> VariedScene:
    """The twin's scene compiled with the variation; `start_pose` is the object's pose in the recording's first frame.
    `cameras`: {name: {pos, quat, fovy, resolution}} world cameras to place as given (a calibration lent by another twin)."""
    spec = mujoco.MjSpec.from_file(scene_xml)
    for name, pose in (cameras or {}).items():
        camera = spec.camera(name) or spec.worldbody.add_camera(name=name)
        camera.pos, camera.quat, camera.fovy, camera.resolution = pose["pos"], pose["quat"], pose["fovy"], pose["resolution"]
    body = spec.body(object_name)
    geom = body.first_geom()
    scale = float(variation.object_scale)
    half = np.array(geom.size[:3], dtype=float)
    geom.size = (half * scale).tolist()
    if variation.object_rgb is not None:
        geom.rgba = [*variation.object_rgb[:3], 1.0]
        geom.material = ""
    jitter = rng.uniform(-POSITION_JITTER_M, POSITION_JITTER_M, 2)
    yaw_jitter = float(rng.uniform(-YAW_JITTER_DEG, YAW_JITTER_DEG))
    pose = np.array(start_pose, dtype=float)
    pose[:2] += np.array(variation.object_offset_m[:2], dtype=float) + jitter
    # Resting on the table: the bottom face stays where the recording's was.
    pose[2] = start_pose[2] + half[2] * (scale - 1.0)
    pose[3:] = _quat_mul(_yaw_quat(math.radians(variation.object_yaw_deg + yaw_jitter)), np.array(start_pose[3:], dtype=float))
    table_top = float(start_pose[2] - half[2])
    positions = []
    for index in range(int(variation.distractors)):
        for _ in range(200):
            candidate = np.array([rng.uniform(0.12, 0.32), rng.uniform(-0.22, 0.22)])
            far = all(np.linalg.norm(candidate - point) >= DISTRACTOR_CLEARANCE_M for point in [pose[:2], place[:2], *[np.array(p[:2]) for p in positions]])
            if far and np.linalg.norm(candidate) >= 0.12:
                positions.append([float(candidate[0]), float(candidate[1]), table_top + DISTRACTOR_SIZE_M])
                break
        else:
            raise ValueError(f"no room on the table for distractor {index + 1} away from the object, the place target and the others")
    for index, position in enumerate(positions):
        # A body of its own (not the world's), so the renderer draws it over the plate; it touches nothing.
        distractor = spec.worldbody.add_body(name=f"distractor_{index}", pos=position)
        distractor.add_geom(name=f"distractor_{index}_geom", type=mujoco.mjtGeom.mjGEOM_BOX, size=[DISTRACTOR_SIZE_M] * 3,
                            rgba=DISTRACTOR_RGBA[index % len(DISTRACTOR_RGBA)], contype=0, conaffinity=0)
    model = spec.compile()
    return VariedScene(model, pose, positions, {"object_offset_m": [round(float(v), 4) for v in jitter], "object_yaw_deg": round(yaw_jitter, 2)})
