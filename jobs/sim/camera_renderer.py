"""Renders a twin's recorded cameras: the one way jobs draw what a dataset camera would have seen in a twin.

A twin folder (scene.xml, twin.json, cameras/<key>/plate.png) carries one MuJoCo camera per solved dataset camera,
named after its key, with the dataset's resolution as the camera's `resolution`. `CameraRenderer.render` draws that
camera at that resolution in a given state and, where the twin has a background plate for it, composites "visual
matching" style: the pixels of the robot and the objects (every geom on a body other than the world) come from the
render, every other pixel from the plate (the recorded scene without the robot). Without a plate: the plain render.
A camera the twin did not solve, or does not have, raises UnknownCamera with the reason.

    renderer = CameraRenderer(twin_dir)
    image = renderer.render("front", renderer.state({"shoulder_pan": 0.1}, object_pose=[0.2, 0, 0.0125, 1, 0, 0, 0]))

Its renderers (one per resolution, closed by `close`) are jobs/sim/renderers.py's, as every job's are.
"""
import json
from pathlib import Path

import mujoco
import numpy as np
from PIL import Image

from jobs.sim.renderers import HoldsRenderers, Renderers

KEYFRAME = "episode_start"


def composite_settings(model: mujoco.MjModel) -> None:
    """Render settings for a model whose cameras are only drawn composited: only the robot's and objects' pixels come
    from the render (the rest is the plate, shadows on the table included), and the composite's mask is hard-edged, so
    shadow maps and multisampling cost 3–4× the render time for what the composite barely shows (llvmpipe, 320×240:
    520 ms → 140 ms a frame). Set before the renderer is made."""
    model.vis.quality.offsamples = 0
    model.light_castshadow[:] = 0


class UnknownCamera(ValueError):
    """The twin has no solved camera of that name; the message says why (its unsolved reason, or the known keys)."""


class CameraRenderer(HoldsRenderers):
    def __init__(self, twin_dir, model: mujoco.MjModel | None = None, cameras: list[str] | None = None):
        """`cameras`: the solved dataset cameras, read from twin.json when not given (a build's validate stage, which
        runs before twin.json exists, passes the scene stage's list). A robot model's own cameras are not among them."""
        self.twin_dir = Path(twin_dir)
        self.model = model if model is not None else mujoco.MjModel.from_xml_path(str(self.twin_dir / "scene.xml"))
        document = self._twin_document()
        self._reasons = {c["key"]: c.get("reason") or "not solved" for c in document.get("cameras", []) if not c.get("solved")}
        self._solved = list(cameras) if cameras is not None else [c["key"] for c in document.get("cameras", []) if c.get("solved")]
        self._renderers = Renderers(self.model)
        self._plates: dict[str, np.ndarray | None] = {}
        self._world_geoms = np.array([self.model.geom_bodyid[g] == 0 for g in range(self.model.ngeom)], bool)

    def _twin_document(self) -> dict:
        try:
            return json.loads((self.twin_dir / "twin.json").read_text())
        except (OSError, ValueError):
            return {}

    @property
    def cameras(self) -> list[str]:
        """The dataset cameras this twin can render: the solved ones."""
        return list(self._solved)

    def camera_id(self, key: str) -> int:
        if key in self._reasons:
            raise UnknownCamera(f"camera '{key}' is not solved in this twin, so it cannot be rendered: {self._reasons[key]}")
        camera = mujoco.mj_name2id(self.model, mujoco.mjtObj.mjOBJ_CAMERA, key)
        if camera < 0 or key not in self._solved:
            raise UnknownCamera(f"this twin has no dataset camera '{key}'; it renders {', '.join(self.cameras) or 'none'}")
        return camera

    def resolution(self, key: str) -> tuple[int, int]:
        """(width, height) of the dataset's frames of this camera."""
        width, height = (int(v) for v in self.model.cam_resolution[self.camera_id(key)])
        return width, height

    def plate(self, key: str) -> np.ndarray | None:
        if key not in self._plates:
            path = self.twin_dir / "cameras" / key / "plate.png"
            plate = np.asarray(Image.open(path).convert("RGB")) if path.is_file() else None
            if plate is not None and plate.shape[:2] != self.resolution(key)[::-1]:
                raise ValueError(f"{path} is {plate.shape[1]}×{plate.shape[0]}, but camera '{key}' records {self.resolution(key)[0]}×{self.resolution(key)[1]}")
            self._plates[key] = plate
        return self._plates[key]

    def state(self, joints: dict[str, float] | None = None, object_pose=None) -> mujoco.MjData:
        """The episode's first frame (keyframe episode_start) with the named joints (radians) and the first free
        object's pose (x y z qw qx qy qz) replaced; bodies and cameras placed. A replay's own MjData (after mj_step or
        mj_forward) renders as it is."""
        data = mujoco.MjData(self.model)
        key = mujoco.mj_name2id(self.model, mujoco.mjtObj.mjOBJ_KEY, KEYFRAME)
        if key >= 0:
            mujoco.mj_resetDataKeyframe(self.model, data, key)
        for name, value in (joints or {}).items():
            data.qpos[self.model.joint(name).qposadr[0]] = value
        if object_pose is not None:
            free = next((j for j in range(self.model.njnt) if self.model.jnt_type[j] == mujoco.mjtJoint.mjJNT_FREE), None)
            if free is None:
                raise ValueError("the twin has no free object to place")
            address = self.model.jnt_qposadr[free]
            data.qpos[address:address + 7] = object_pose
        return self._posed(data)

    def _posed(self, data: mujoco.MjData) -> mujoco.MjData:
        # Bodies, then the cameras on them (mj_camlight places cameras; mj_kinematics alone leaves them at the origin).
        mujoco.mj_kinematics(self.model, data)
        mujoco.mj_comPos(self.model, data)
        mujoco.mj_camlight(self.model, data)
        return data

    def with_qpos(self, qpos) -> mujoco.MjData:
        """A state from a full qpos vector of the scene (as a replay's MjData holds it)."""
        data = mujoco.MjData(self.model)
        data.qpos[:] = qpos
        return self._posed(data)

    def segmentation(self, key: str, data: mujoco.MjData) -> tuple[np.ndarray, np.ndarray]:
        """(ids, object types), H×W each: what MuJoCo draws at each pixel of the camera (id −1 where nothing is)."""
        segmentation = self._renderers.segmentation(data, self.camera_id(key), *self.resolution(key))
        return segmentation[..., 0], segmentation[..., 1]

    def drawn_mask(self, key: str, data: mujoco.MjData) -> np.ndarray:
        """H×W bool: the pixels where the robot or an object is drawn (geoms on any body but the world)."""
        return self.drawn_from(*self.segmentation(key, data))

    def drawn_from(self, ids: np.ndarray, types: np.ndarray) -> np.ndarray:
        """drawn_mask from a segmentation already rendered."""
        is_geom = (types == int(mujoco.mjtObj.mjOBJ_GEOM)) & (ids >= 0)
        mask = np.zeros(ids.shape, bool)
        mask[is_geom] = ~self._world_geoms[ids[is_geom]]
        return mask

    def render(self, key: str, data: mujoco.MjData, composite: bool = True) -> np.ndarray:
        """H×W×3 uint8 at the dataset's resolution: composited over the plate when the twin has one (and `composite`)."""
        image = self._renderers.colour(data, self.camera_id(key), *self.resolution(key))
        plate = self.plate(key) if composite else None
        if plate is None:
            return image
        mask = self.drawn_mask(key, data)
        return np.where(mask[..., None], image, plate)
