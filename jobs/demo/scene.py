"""The demo's MuJoCo scene: the SO-101 on a table, an orange cube to pick and an open box to place it in,
and the two cameras the dataset records (`front`, `top`)."""
from dataclasses import dataclass
from pathlib import Path

import mujoco
import numpy as np

from jobs.demo.light_meshes import lighten_visual_meshes

CUBE_SIDE_M = 0.025
# 20 g: a small wooden or 3D-printed cube.
CUBE_MASS_KG = 0.02
CUBE_RGBA = [1.0, 0.45, 0.05, 1.0]
BOX_INNER_HALF_M = 0.045
BOX_WALL_HALF_M = 0.002
BOX_HEIGHT_M = 0.04
# The table top is the robot base's plane (z = 0), as with an arm clamped to a desk.
TABLE_HALF = (0.6, 0.6, 0.02)
TABLE_CENTRE_XY = (0.15, 0.0)
# The control loop's step: 1/240 s, so a 30 fps frame is exactly 8 physics steps (the model's own 5 ms does not divide 1/30 s).
TIMESTEP_S = 1 / 240
CAMERAS = {
    # In front of the arm, looking back at it and the workspace, as a LeRobot `front` camera stands.
    "front": {"pos": [0.55, 0.0, 0.30], "lookat": [0.12, 0.0, 0.06], "fovy": 50.0},
    # Above the workspace, looking down.
    "top": {"pos": [0.30, 0.0, 0.75], "lookat": [0.14, 0.0, 0.0], "fovy": 45.0},
}


@dataclass
class Layout:
    """Where one episode's cube starts and where its box stands (robot base frame, metres)."""

    cube_xy: tuple[float, float]
    cube_yaw: float
    box_xy: tuple[float, float]


NOMINAL = Layout(cube_xy=(0.21, 0.09), cube_yaw=0.0, box_xy=(0.2, -0.12))


def episode_layout(rng: np.random.Generator) -> Layout:
    """A seeded layout: the cube within ±3 cm and ±15° of its nominal place, the box within ±1 cm of its own."""
    cube = (NOMINAL.cube_xy[0] + rng.uniform(-0.03, 0.03), NOMINAL.cube_xy[1] + rng.uniform(-0.03, 0.03))
    box = (NOMINAL.box_xy[0] + rng.uniform(-0.01, 0.01), NOMINAL.box_xy[1] + rng.uniform(-0.01, 0.01))
    return Layout(cube_xy=(round(cube[0], 4), round(cube[1], 4)), cube_yaw=round(float(rng.uniform(-0.26, 0.26)), 4), box_xy=(round(box[0], 4), round(box[1], 4)))


def camera_xyaxes(pos, lookat) -> list[float]:
    forward = np.asarray(lookat, float) - np.asarray(pos, float)
    forward /= np.linalg.norm(forward)
    right = np.cross(forward, [0.0, 0.0, 1.0])
    if np.linalg.norm(right) < 1e-6:
        right = np.array([0.0, -1.0, 0.0])
    right /= np.linalg.norm(right)
    up = np.cross(right, forward)
    return [*right.tolist(), *up.tolist()]


def tune_gripper_contacts(spec: mujoco.MjSpec) -> None:
    """Stiffer jaw contacts (the gripper geoms have priority 1, so their settings apply to the cube).

    Measured over the 6 demo episodes: the model's own jaw contacts (condim 6, friction 1, solref
    0.01) with its gripper actuator (kp 998, ±2.94 N·m, the STS3215's stall torque, ~40 N at the jaw
    tips) already hold the 20 g cube; friction 1.5 or condim 3/4 changed nothing measurable. What
    changes is how far the jaws sink into the cube: with solref 0.008 (still two 1/240 s steps) and
    solimp 0.95 0.99 0.001 (near-hard from the first millimetre) the held gripper reads 15.2 instead
    of 13.8 (of 100), closer to a rigid 2.5 cm cube, and the cube moves 1.9–4.6 mm up or down in
    the jaws while carried instead of 2.3–5.2 mm.
    """
    for geom in spec.geoms:
        if geom.classname and geom.classname.name in ("collision_gripper", "collision_gripper_mesh"):
            geom.solref = [0.008, 1.0]
            geom.solimp = [0.95, 0.99, 0.001, 0.5, 2.0]


def compose(model_xml: Path, width: int, height: int, cameras: dict | None = None, backdrop: Path | None = None) -> mujoco.MjSpec:
    """The scene with the cube and box at a nominal layout; `simulate.place` moves them for each episode.

    `cameras` replaces CAMERAS (test variants: poses and fields of view the calibration has never seen); `backdrop`,
    an image file, textures the table and the wall instead of their flat colours."""
    layout = NOMINAL
    cameras = CAMERAS if cameras is None else cameras
    spec = mujoco.MjSpec.from_file(str(model_xml))
    spec.modelname = "so101_pick_place_demo"
    spec.option.timestep = TIMESTEP_S
    lighten_visual_meshes(spec, model_xml.parent)
    tune_gripper_contacts(spec)
    # No multisampling or shadows: software OpenGL renders each frame several times faster without them.
    spec.visual.quality.offsamples = 0
    spec.visual.global_.offwidth = max(spec.visual.global_.offwidth, width)
    spec.visual.global_.offheight = max(spec.visual.global_.offheight, height)
    spec.visual.headlight.ambient = [0.3, 0.3, 0.3]
    spec.visual.headlight.diffuse = [0.3, 0.3, 0.3]
    spec.visual.headlight.specular = [0.0, 0.0, 0.0]
    spec.add_material(name="matte", specular=0.05, shininess=0.1)
    surface = "matte"
    if backdrop is not None:
        spec.add_texture(name="backdrop", type=mujoco.mjtTexture.mjTEXTURE_2D, file=str(backdrop))
        material = spec.add_material(name="photo", specular=0.05, shininess=0.1)
        material.textures[mujoco.mjtTextureRole.mjTEXROLE_RGB] = "backdrop"
        surface = "photo"
    world = spec.worldbody
    world.add_light(name="key", pos=[0.4, -0.5, 1.2], dir=[-0.3, 0.4, -1.0], type=mujoco.mjtLightType.mjLIGHT_DIRECTIONAL, castshadow=False, diffuse=[0.45, 0.45, 0.45], specular=[0.1, 0.1, 0.1])
    world.add_geom(name="table", type=mujoco.mjtGeom.mjGEOM_BOX, size=list(TABLE_HALF), pos=[TABLE_CENTRE_XY[0], TABLE_CENTRE_XY[1], -TABLE_HALF[2]], rgba=[0.55, 0.45, 0.35, 1.0] if backdrop is None else [1, 1, 1, 1], material=surface)
    # A wall behind the arm, so the front camera sees a room rather than black.
    world.add_geom(name="wall", type=mujoco.mjtGeom.mjGEOM_BOX, size=[0.01, 0.8, 0.5], pos=[-0.32, 0.0, 0.45], rgba=[0.78, 0.8, 0.82, 1.0] if backdrop is None else [1, 1, 1, 1], material=surface, contype=0, conaffinity=0)
    cube = world.add_body(name="cube", pos=[layout.cube_xy[0], layout.cube_xy[1], CUBE_SIDE_M / 2], quat=[np.cos(layout.cube_yaw / 2), 0, 0, np.sin(layout.cube_yaw / 2)])
    cube.add_freejoint(name="cube_free")
    # condim 4 against the table and the box: torsional friction stops it spinning when set down.
    cube.add_geom(name="cube", type=mujoco.mjtGeom.mjGEOM_BOX, size=[CUBE_SIDE_M / 2] * 3, mass=CUBE_MASS_KG, rgba=CUBE_RGBA, condim=4, friction=[1.0, 0.01, 0.001])
    box = world.add_body(name="box", pos=[layout.box_xy[0], layout.box_xy[1], 0.0])
    box.add_geom(name="box_floor", type=mujoco.mjtGeom.mjGEOM_BOX, size=[BOX_INNER_HALF_M + 2 * BOX_WALL_HALF_M, BOX_INNER_HALF_M + 2 * BOX_WALL_HALF_M, BOX_WALL_HALF_M], pos=[0, 0, BOX_WALL_HALF_M], rgba=[0.2, 0.35, 0.75, 1.0])
    offset = BOX_INNER_HALF_M + BOX_WALL_HALF_M
    for name, pos, size in (
        ("box_wall_px", [offset, 0], [BOX_WALL_HALF_M, offset + BOX_WALL_HALF_M]),
        ("box_wall_nx", [-offset, 0], [BOX_WALL_HALF_M, offset + BOX_WALL_HALF_M]),
        ("box_wall_py", [0, offset], [offset + BOX_WALL_HALF_M, BOX_WALL_HALF_M]),
        ("box_wall_ny", [0, -offset], [offset + BOX_WALL_HALF_M, BOX_WALL_HALF_M]),
    ):
        box.add_geom(name=name, type=mujoco.mjtGeom.mjGEOM_BOX, size=[size[0], size[1], BOX_HEIGHT_M / 2], pos=[pos[0], pos[1], BOX_HEIGHT_M / 2], rgba=[0.25, 0.45, 0.85, 1.0])
    for name, camera in cameras.items():
        if camera.get("noise"):
            continue
        world.add_camera(name=name, pos=camera["pos"], xyaxes=camera_xyaxes(camera["pos"], camera["lookat"]), fovy=camera["fovy"])
    return spec
