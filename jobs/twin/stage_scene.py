"""scene: composes the twin with MjSpec (robot, table, objects, the scene camera, a keyframe at the
episode's first frame), writes <twin_id>/scene.xml with its meshes under assets/, and a preview PNG."""
import shutil
from pathlib import Path

import mujoco
import numpy as np
from PIL import Image

from jobs.sim.renderers import ModelCamera
from jobs.twin.dataset import read_info
from jobs.twin.inputs import load_inputs
from jobs.twin.scene_cameras import add_dataset_cameras, camera_entries, camera_summaries, copy_camera_images

TABLE_HALF = (0.5, 0.6, 0.02)
TABLE_CENTRE_XY = (0.2, 0.0)
PREVIEW_SIZE = (640, 480)
DEFAULT_CAMERA = {"pos": [0.65, -0.55, 0.45], "lookat": [0.15, 0.0, 0.05], "fovy": 45.0}
OBJECT_RGBA = [1.0, 0.45, 0.05, 1.0]
# The gripper's servo squeezes with at most this torque (N·m). The model's 2.94 N·m (the STS3215's stall torque) pops a
# cube held near the jaw tips out sideways when the arm stops after carrying it: measured with the pick_place expert
# on the four twins of so101-record-test (object start ±2 cm), 2.94 N·m carried it to the place target in 0–60 % of
# episodes, 1.0 in 95–100 %, 0.5 in 100 % (docs/twins-engine.md). LeRobot itself caps the follower's gripper at a
# fraction of its torque (its Max_Torque_Limit and Protection_Current) so as not to burn it out.
GRIPPER_FORCE_NM = 0.75
# condim 4 adds torsional friction, so a cube held between two jaw pads does not spin out of them when
# lifted off-centre; friction 1.0 as the gripper's pads (the model's collision_gripper class).
OBJECT_CONTACT = {"condim": 4, "friction": [1.0, 0.01, 0.001]}


def camera_xyaxes(pos, lookat) -> list[float]:
    forward = np.asarray(lookat, float) - np.asarray(pos, float)
    forward /= np.linalg.norm(forward)
    right = np.cross(forward, [0.0, 0.0, 1.0])
    if np.linalg.norm(right) < 1e-6:
        right = np.array([1.0, 0.0, 0.0])
    right /= np.linalg.norm(right)
    up = np.cross(right, forward)
    return [*right.tolist(), *up.tolist()]


def scene_camera(config: dict, pick, dataset_cameras: list[str] = (), recorded: int = 0) -> tuple[dict, str]:
    requested = config.get("camera") if isinstance(config.get("camera"), dict) else {}
    camera = {**DEFAULT_CAMERA, **{k: v for k, v in requested.items() if k in ("pos", "lookat", "fovy")}}
    if "lookat" not in requested and pick is not None:
        camera["lookat"] = [float(pick[0]) * 0.6, float(pick[1]) * 0.6, 0.05]
    if requested.get("pos"):
        return camera, "The scene camera is placed where config.camera says."
    if dataset_cameras:
        return camera, f"The scene camera 'scene' is a default three-quarter view of the workspace for the preview; the recorded cameras are in the scene under their own names ({', '.join(dataset_cameras)})."
    if recorded:
        return camera, "No recorded camera could be solved (each one's reason is stated), so the scene camera is a default three-quarter view of the workspace, not a real camera's viewpoint."
    return camera, "The episode has no recorded camera in the scene, so the scene camera is a default three-quarter view of the workspace, not a real camera's viewpoint."


def copy_assets(spec: mujoco.MjSpec, source_dir: Path, twin_dir: Path) -> list[str]:
    """Copies every mesh/texture file the spec references into <twin>/assets/ and points the spec there."""
    copied = []
    for kind, items, directory in (("mesh", spec.meshes, spec.meshdir), ("texture", spec.textures, spec.texturedir)):
        for item in items:
            if not item.file:
                continue
            source = (source_dir / (directory or "") / item.file).resolve()
            target = twin_dir / "assets" / item.file
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, target)
            copied.append(f"assets/{item.file}")
    spec.meshdir = "assets"
    spec.texturedir = "assets"
    return copied


def compose(inputs, objects: list[dict], table_height: float, camera: dict) -> mujoco.MjSpec:
    spec = mujoco.MjSpec.from_file(str(inputs.robot.mjcf))
    spec.modelname = "twin"
    gripper = inputs.robot.manifest.get("gripper_joint")
    for actuator in spec.actuators:
        if gripper and actuator.name == gripper:
            actuator.forcerange = [-GRIPPER_FORCE_NM, GRIPPER_FORCE_NM]
            actuator.forcelimited = mujoco.mjtLimited.mjLIMITED_TRUE
    spec.visual.global_.offwidth = max(spec.visual.global_.offwidth, PREVIEW_SIZE[0])
    spec.visual.global_.offheight = max(spec.visual.global_.offheight, PREVIEW_SIZE[1])
    world = spec.worldbody
    world.add_light(name="twin_key_light", pos=[0.3, -0.4, 1.5], dir=[-0.2, 0.3, -1.0], type=mujoco.mjtLightType.mjLIGHT_DIRECTIONAL)
    if table_height < 0:
        # Visual only: a mount under the base down to the table top, so the arm does not float.
        world.add_geom(name="mount", type=mujoco.mjtGeom.mjGEOM_BOX, size=[0.055, 0.05, -table_height / 2], pos=[0.02, 0.0, table_height / 2], rgba=[0.25, 0.25, 0.28, 1.0], contype=0, conaffinity=0)
    world.add_geom(
        name="table",
        type=mujoco.mjtGeom.mjGEOM_BOX,
        size=list(TABLE_HALF),
        pos=[TABLE_CENTRE_XY[0], TABLE_CENTRE_XY[1], table_height - TABLE_HALF[2]],
        rgba=[0.62, 0.5, 0.38, 1.0],
    )
    for entry in objects:
        yaw = float(entry.get("yaw_rad", 0.0))
        body = world.add_body(name=entry["name"], pos=entry["pos"], quat=[np.cos(yaw / 2), 0.0, 0.0, np.sin(yaw / 2)])
        body.add_freejoint(name=f"{entry['name']}_free")
        body.add_geom(name=f"{entry['name']}_geom", type=mujoco.mjtGeom.mjGEOM_BOX, size=[s / 2 for s in entry["size_m"]], rgba=OBJECT_RGBA, **OBJECT_CONTACT)
    world.add_camera(name="scene", pos=camera["pos"], xyaxes=camera_xyaxes(camera["pos"], camera["lookat"]), fovy=float(camera["fovy"]))
    return spec


def first_frame_keyframe(spec: mujoco.MjSpec, inputs) -> dict:
    model = spec.compile()
    qpos = model.qpos0.copy()
    for address, value in zip(inputs.joints.qpos_addresses, inputs.state_rad[0]):
        qpos[address] = value
    ctrl = np.zeros(model.nu)
    for actuator, value in zip(inputs.joints.actuators, inputs.state_rad[0]):
        if actuator >= 0:
            ctrl[actuator] = value
    for key in list(spec.keys):
        spec.delete(key)
    spec.add_key(name="episode_start", qpos=qpos.tolist(), ctrl=ctrl.tolist())
    return {"qpos": [round(float(v), 6) for v in qpos], "ctrl": [round(float(v), 6) for v in ctrl]}


def exclude_rest_pose_contacts(spec: mujoco.MjSpec, robot_bodies: set[str]) -> list[dict]:
    """Excludes collisions between robot body pairs that already penetrate at the keyframe (the coarse
    collision primitives of a folded arm overlap); otherwise the solver would fling the arm apart."""
    model = spec.compile()
    data = mujoco.MjData(model)
    mujoco.mj_resetDataKeyframe(model, data, model.key("episode_start").id)
    mujoco.mj_forward(model, data)
    pairs: dict[tuple[str, str], float] = {}
    for contact in data.contact[: data.ncon]:
        names = tuple(sorted((model.body(model.geom_bodyid[contact.geom1]).name, model.body(model.geom_bodyid[contact.geom2]).name)))
        if names[0] in robot_bodies and names[1] in robot_bodies and contact.dist < 0:
            pairs[names] = max(pairs.get(names, 0.0), -float(contact.dist))
    for first, second in sorted(pairs):
        spec.add_exclude(bodyname1=first, bodyname2=second)
    return [{"bodies": [first, second], "depth_mm": round(depth * 1000, 1)} for (first, second), depth in sorted(pairs.items())]


def exclude_table_contacts(spec: mujoco.MjSpec, robot_bodies: set[str]) -> list[dict]:
    """Excludes the table from collision with robot bodies that lie inside it at the keyframe. The real arm's folded
    rest pose puts the model's gripper below the table top that the grasp proves (the model's kinematics and the arm's
    calibration differ most when folded: the model's links also overlap each other there)."""
    model = spec.compile()
    data = mujoco.MjData(model)
    mujoco.mj_resetDataKeyframe(model, data, model.key("episode_start").id)
    mujoco.mj_forward(model, data)
    table = model.geom("table").id
    depths: dict[str, float] = {}
    for contact in data.contact[: data.ncon]:
        if table not in (contact.geom1, contact.geom2) or contact.dist >= -1e-4:
            continue
        other = model.body(model.geom_bodyid[contact.geom2 if contact.geom1 == table else contact.geom1]).name
        if other in robot_bodies:
            depths[other] = max(depths.get(other, 0.0), -float(contact.dist))
    for body in sorted(depths):
        spec.add_exclude(bodyname1="world", bodyname2=body)
    return [{"bodies": ["table", body], "depth_mm": round(depth * 1000, 1)} for body, depth in sorted(depths.items())]


def build_twin_spec(inputs, objects: list[dict], table_height: float, camera: dict) -> tuple[mujoco.MjSpec, dict, list[dict], list[dict]]:
    """The whole twin as an MjSpec: composition, the episode_start keyframe and the contact exclusions it needs."""
    spec = compose(inputs, objects, table_height, camera)
    keyframe = first_frame_keyframe(spec, inputs)
    robot_bodies = {inputs.model.body(i).name for i in range(1, inputs.model.nbody)}
    excluded = exclude_rest_pose_contacts(spec, robot_bodies)
    table_excluded = exclude_table_contacts(spec, robot_bodies)
    return spec, keyframe, excluded, table_excluded


def describe_excluded(excluded: list[dict]) -> str:
    return ", ".join(f"{entry['bodies'][0]}–{entry['bodies'][1]} ({entry['depth_mm']} mm)" for entry in excluded)


def render_preview(scene_xml: Path, target: Path) -> None:
    model = mujoco.MjModel.from_xml_path(str(scene_xml))
    data = mujoco.MjData(model)
    mujoco.mj_resetDataKeyframe(model, data, model.key("episode_start").id)
    mujoco.mj_forward(model, data)
    with ModelCamera(model, "scene", *PREVIEW_SIZE) as camera:
        Image.fromarray(camera.colour(data)).save(target)


def run(context) -> dict:
    inputs = load_inputs(context)
    calibrated = context.results["calibrate"]["result"]
    table_height = calibrated["table_height_m"]
    objects = calibrated["objects"]
    cameras = camera_entries(context)
    camera, camera_assumption = scene_camera(context.config, context.results["objects"]["result"].get("pick"), [entry["key"] for entry in cameras if entry.get("solved")], len(cameras))
    twin_dir = context.twin_dir
    if twin_dir.exists():
        shutil.rmtree(twin_dir)
    twin_dir.mkdir(parents=True)
    spec, keyframe, excluded, table_excluded = build_twin_spec(inputs, objects, table_height, camera)
    dataset_cameras = add_dataset_cameras(spec, cameras)
    camera_files = copy_camera_images(context.output_dir, twin_dir, cameras)
    assets = copy_assets(spec, inputs.robot.mjcf.parent, twin_dir)
    spec.compile()
    (twin_dir / "scene.xml").write_text(spec.to_xml())
    licence = twin_dir / "licenses" / f"{inputs.robot.name}-LICENSE.txt"
    licence.parent.mkdir(parents=True)
    shutil.copyfile(inputs.robot.dir / inputs.robot.manifest.get("license_file", "LICENSE"), licence)
    render_preview(twin_dir / "scene.xml", twin_dir / "preview.png")
    return {
        "measurement": f"robot {inputs.robot.name} + table + {len(objects)} object(s), {len(assets)} asset files, keyframe at frame 0, preview {PREVIEW_SIZE[0]}×{PREVIEW_SIZE[1]} from camera 'scene'"
                       + (f"; dataset cameras {', '.join(dataset_cameras)}" if dataset_cameras else "; no dataset camera solved"),
        "assumptions": [
            camera_assumption,
            f"The table is a {TABLE_HALF[0] * 2:.1f} × {TABLE_HALF[1] * 2:.1f} m box with its top at z = {table_height:.3f} m (from the calibrate stage).",
            "Objects are rigid boxes of MuJoCo's default density (1000 kg/m³) with friction 1.0 and torsional friction (condim 4).",
        ] + ([f"Collisions between robot links that already overlap at the first frame are excluded: {describe_excluded(excluded)}."] if excluded else [])
          + ([f"Collisions between the table and robot parts that lie inside it at the first frame (the folded rest pose) are excluded: {describe_excluded(table_excluded)}."] if table_excluded else []),
        "result": {"scene_xml": "scene.xml", "preview": "preview.png", "assets": assets, "licence": str(licence.relative_to(twin_dir)), "camera": camera, "cameras": camera_summaries(cameras, camera_files, read_info(context.dataset_root)), "camera_files": camera_files, "keyframe": keyframe, "excluded_contacts": excluded, "excluded_table_contacts": table_excluded},
    }
