"""Training in a twin's scene (--scene_dir): the twin's robot, table, object and start keyframe, plus the task's target marker.

The twin job's output folder holds <twin_id>/scene.xml with assets/, licenses/ and twin.json (docs/twins-engine.md);
--scene_dir may name that output folder or the <twin_id>/ folder itself.
"""
import json
import shutil
from pathlib import Path

import mujoco

from jobs.rl.errors import UserFixableError
from jobs.rl.scene import find_model
from jobs.rl.spec import SCHEMA, needs_scene

PARAM = "scene.twin_id"
KEYFRAME = "episode_start"
PICK_OBJECT_TEXT = "pick_object"
TARGET_RADIUS_M = 0.008


def locate_twin(scene_dir: Path) -> Path:
    """The folder holding scene.xml and twin.json: scene_dir itself or its only <twin_id>/ child."""
    if (scene_dir / "scene.xml").is_file():
        return scene_dir
    children = sorted(path.parent for path in scene_dir.glob("*/scene.xml")) if scene_dir.is_dir() else []
    if len(children) == 1:
        return children[0]
    raise UserFixableError("spec_invalid", f"the twin's scene folder {scene_dir} has no scene.xml (is the twin built?)", PARAM)


def read_twin(twin_dir: Path) -> dict:
    try:
        document = json.loads((twin_dir / "twin.json").read_text())
    except (OSError, ValueError) as error:
        raise UserFixableError("spec_invalid", f"the twin's scene folder {twin_dir} has no readable twin.json: {error}", PARAM) from error
    try:
        objects = document["measurements"]["objects"]
        # Twins since the calibrate stage: the solved object pose, table and place target live there.
        calibrated = document["measurements"].get("calibrate") or {}
        return {
            "twin_id": document["twin_id"],
            "robot": document["provenance"]["robot_model"]["name"],
            "objects": calibrated.get("objects") or objects.get("objects") or [],
            "pick": objects.get("pick"),
            "release": objects.get("release"),
            "place": calibrated.get("place"),
            "table_height_m": calibrated.get("table_height_m", document["measurements"]["kinematics"].get("table_height_m")),
        }
    except (KeyError, TypeError, AttributeError) as error:
        raise UserFixableError("spec_invalid", f"the twin's twin.json in {twin_dir} lacks {error} (not written by the twin job?)", PARAM) from error


def check_twin_for_spec(twin: dict, spec: dict) -> None:
    """Whether this spec can run in this twin; each refusal names the field to change."""
    named = (spec.get("scene") or {}).get("twin_id")
    if named is not None and named != twin["twin_id"]:
        raise UserFixableError("spec_invalid", f"scene.twin_id is {named} but the scene folder holds twin {twin['twin_id']}", PARAM)
    if twin["robot"] != spec["robot"]:
        raise UserFixableError("spec_invalid", f"the twin {twin['twin_id']} is of robot {twin['robot']}, the spec asks for {spec['robot']}", "robot")
    objective = spec["objective"]["name"]
    if objective == "lift":
        raise UserFixableError("spec_invalid", "lift places its own box and runs in the job's own scene; in a twin's scene use pick_place (the twin's object) or reach", PARAM)
    if objective == "pick_place" and not twin["objects"]:
        raise UserFixableError("spec_invalid", f"the twin {twin['twin_id']} has no object to pick (its episode has no grasp and no config.objects); pick_place needs a twin with an object", PARAM)
    target = spec["objective"]["parameters"].get("target") if objective == "pick_place" else None
    if objective == "pick_place" and target is None and twin["release"] is None:
        raise UserFixableError("spec_invalid", f"the twin {twin['twin_id']} has no release position (its objects came from config.objects, not a recorded grasp); give objective.parameters.target = [x, y, z]", PARAM)
    if target is not None:
        check_target(target, twin)


def check_target(target: list, twin: dict) -> None:
    """The target's table-relative components (z: height above the twin's table top), as the schema bounds them."""
    rule = SCHEMA["objectives"]["pick_place"]["parameters"]["target"]
    table = twin["table_height_m"] or 0.0
    for axis, v, low, high, relative in zip("xyz", target, rule["minimum"], rule["maximum"], rule["table_relative"]):
        above = round(v - table, 9)
        if relative and not low <= above <= high:
            raise UserFixableError("spec_invalid", f"objective.parameters.target {axis} must be between {low} and {high} m above the twin's table top (z = {table} m; got {v})", "objective.parameters.target")


def check_scene_needed(spec: dict, scene_dir: Path | None) -> None:
    if scene_dir is None and spec.get("scene"):
        raise UserFixableError("spec_invalid", "scene.twin_id needs the twin's folder: run the job with --scene_dir", PARAM)
    if scene_dir is None and needs_scene(spec):
        raise UserFixableError("spec_invalid", f"{spec['objective']['name']} takes its object and place from a twin: give scene.twin_id (and the job --scene_dir)", PARAM)


def build_twin_scene(models_dir: Path, spec: dict, twin_dir: Path, twin: dict, out_dir: Path) -> dict:
    """Writes out_dir/scene.xml (the twin's scene + a target marker), its assets, licences and twin.json."""
    _, manifest = find_model(models_dir, spec["robot"])
    mj = mujoco.MjSpec.from_file(str(twin_dir / "scene.xml"))
    result = {"twin_id": twin["twin_id"], "keyframe": KEYFRAME, "table_height_m": twin["table_height_m"]}
    if spec["objective"]["name"] == "pick_place":
        picked = twin["objects"][0]
        mj.add_text(name=PICK_OBJECT_TEXT, data=picked["name"])
        given = spec["objective"]["parameters"].get("target")
        target_pos = given if given is not None else twin.get("place") or twin["release"]
        source = "objective.target" if given is not None else "the twin's place target (on the table under the recorded release)" if twin.get("place") else "the twin's recorded release"
        result.update(object=picked["name"], object_size_m=picked["size_m"], pick=twin["pick"], release=twin["release"], target=target_pos, target_source=source)
        rgba = [0.1, 0.85, 0.25, 0.6]
    else:
        target_pos, rgba = [0.25, 0.0, 0.1], [0.1, 0.85, 0.25, 0.9]
    target = mj.worldbody.add_body(name="target", mocap=True, pos=target_pos)
    target.add_geom(name="target", type=mujoco.mjtGeom.mjGEOM_SPHERE, size=[TARGET_RADIUS_M, 0, 0], contype=0, conaffinity=0, rgba=rgba)
    mj.compile()
    if out_dir.exists():
        shutil.rmtree(out_dir)
    out_dir.mkdir(parents=True)
    (out_dir / "scene.xml").write_text(mj.to_xml())
    for folder in ("assets", "licenses"):
        if (twin_dir / folder).is_dir():
            shutil.copytree(twin_dir / folder, out_dir / folder)
    shutil.copyfile(twin_dir / "twin.json", out_dir / "twin.json")
    if (twin_dir / "demonstration.json").is_file():
        shutil.copyfile(twin_dir / "demonstration.json", out_dir / "demonstration.json")
    model = mujoco.MjModel.from_xml_path(str(out_dir / "scene.xml"))
    return {
        "scene": "scene/scene.xml",
        "robot": spec["robot"],
        "license": manifest.get("license"),
        "source": f"twin {twin['twin_id']}",
        "bodies": model.nbody,
        "tcp_site": manifest.get("tcp_site", "gripperframe"),
        "twin": result,
    }
