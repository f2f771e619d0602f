"""The training scene: the robot model from the models folder, a floor, a light, a camera, and the objective's object."""
import json
import shutil
from pathlib import Path

import mujoco
import numpy as np

from jobs.rl.errors import UserFixableError

CAMERA_POS = np.array([0.75, -0.3, 0.6])
CAMERA_LOOKAT = np.array([0.18, 0.0, 0.06])
# The gripper servo squeezing at the model's 2.94 N·m pops a small box out of the jaws; the twins' scenes cap it the
# same way (jobs/twin/stage_scene.py).
GRIPPER_FORCE_NM = 0.75


def find_model(models_dir: Path, robot: str) -> tuple[Path, dict]:
    """The robot's folder and its model.json; robot_model_missing names `robot` when setup has not installed it."""
    manifest_path = models_dir / robot / "model.json"
    if not manifest_path.is_file():
        installed = sorted(p.parent.name for p in models_dir.glob("*/model.json"))
        raise UserFixableError("robot_model_missing", f"no model for robot '{robot}' in {models_dir} (installed: {', '.join(installed) or 'none; run npm run setup'})", "robot")
    return manifest_path.parent, json.loads(manifest_path.read_text())


def _xyaxes(pos: np.ndarray, lookat: np.ndarray) -> list[float]:
    forward = (lookat - pos) / np.linalg.norm(lookat - pos)
    right = np.cross(forward, [0.0, 0.0, 1.0])
    right /= np.linalg.norm(right)
    up = np.cross(right, forward)
    return [*right, *up]


def build_scene(models_dir: Path, spec: dict, scene_dir: Path) -> dict:
    """Writes scene_dir/scene.xml (+ assets/, licenses/) and returns what it contains."""
    model_dir, manifest = find_model(models_dir, spec["robot"])
    mj = mujoco.MjSpec.from_file(str(model_dir / manifest["mjcf"]))
    gripper = manifest.get("gripper_joint")
    for actuator in mj.actuators:
        if gripper and actuator.name == gripper:
            actuator.forcerange = [-GRIPPER_FORCE_NM, GRIPPER_FORCE_NM]
            actuator.forcelimited = mujoco.mjtLimited.mjLIMITED_TRUE
    world = mj.worldbody
    world.add_geom(name="floor", type=mujoco.mjtGeom.mjGEOM_PLANE, size=[1.0, 1.0, 0.05], rgba=[0.55, 0.58, 0.62, 1])
    world.add_light(name="sun", pos=[0.3, -0.3, 1.5], dir=[-0.2, 0.2, -1.0], type=mujoco.mjtLightType.mjLIGHT_DIRECTIONAL, castshadow=False, diffuse=[0.7, 0.7, 0.7])
    world.add_camera(name="scene", pos=list(CAMERA_POS), xyaxes=_xyaxes(CAMERA_POS, CAMERA_LOOKAT), fovy=50)
    objective = spec["objective"]
    if objective["name"] == "reach":
        target = world.add_body(name="target", mocap=True, pos=[0.25, 0.0, 0.1])
        target.add_geom(name="target", type=mujoco.mjtGeom.mjGEOM_SPHERE, size=[0.012, 0, 0], contype=0, conaffinity=0, rgba=[0.1, 0.85, 0.25, 0.9])
    else:
        half = objective["parameters"]["box_size_m"] / 2
        box = world.add_body(name="box", pos=[0.22, 0.0, half])
        box.add_freejoint(name="box")
        box.add_geom(name="box", type=mujoco.mjtGeom.mjGEOM_BOX, size=[half, half, half], rgba=[0.9, 0.3, 0.1, 1], density=500, friction=[1.0, 0.005, 0.0001], condim=4)
    scene_dir.mkdir(parents=True, exist_ok=True)
    mj.compile()
    (scene_dir / "scene.xml").write_text(mj.to_xml())
    assets = model_dir / "assets"
    if assets.is_dir():
        shutil.copytree(assets, scene_dir / "assets", dirs_exist_ok=True)
    licenses = scene_dir / "licenses"
    licenses.mkdir(exist_ok=True)
    shutil.copyfile(model_dir / manifest.get("license_file", "LICENSE"), licenses / f"{spec['robot']}-LICENSE.txt")
    model = mujoco.MjModel.from_xml_path(str(scene_dir / "scene.xml"))
    return {
        "scene": "scene/scene.xml",
        "robot": spec["robot"],
        "license": manifest.get("license"),
        "source": manifest.get("source"),
        "bodies": model.nbody,
        "tcp_site": manifest.get("tcp_site", "gripperframe"),
    }
