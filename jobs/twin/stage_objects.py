"""objects: where the grasped object was picked and put down, and how big it is, from the gripper alone.

A grasp is a run of frames where the gripper is commanded shut (action < CLOSED_COMMAND) but
stays open (state > HELD_OPEN): something is in the jaws. Forward kinematics of the model at
the run's first frame puts the object between the jaw tips (its centre at their midpoint, its
faces square to the line between them); the jaw gap there gives the object's size; the run's
last frame (the jaws open again) gives the release position. The lowest point of the gripper
while it closes bounds the table: the object rested on it, under the jaws.
"""
import mujoco
import numpy as np

from jobs.twin.errors import UserFixableError
from jobs.twin.inputs import load_inputs
from jobs.twin.stage_kinematics import lowest_point_z

CLOSED_COMMAND = 5.0
HELD_OPEN = 8.0
MIN_GRASP_SECONDS = 0.3
JAW_TIPS = ("fixed_jaw_sph_tip1", "moving_jaw_sph_tip1")
GRIPPER_BODIES = ("gripper", "moving_jaw_so101_v1")
DEFAULT_OBJECT_SIZE_M = 0.03
CLOSING_FRAMES = 10


def grasp_runs(action_gripper: np.ndarray, state_gripper: np.ndarray, min_frames: int) -> list[tuple[int, int]]:
    """(first, last) frame of every run where the gripper is commanded shut but held open."""
    holding = (action_gripper < CLOSED_COMMAND) & (state_gripper > HELD_OPEN)
    runs, start = [], None
    for frame, held in enumerate(list(holding) + [False]):
        if held and start is None:
            start = frame
        elif not held and start is not None:
            if frame - start >= min_frames:
                runs.append((start, frame - 1))
            start = None
    return runs


def jaw_tips(model: mujoco.MjModel, data: mujoco.MjData) -> tuple[np.ndarray, np.ndarray] | None:
    ids = [mujoco.mj_name2id(model, mujoco.mjtObj.mjOBJ_GEOM, name) for name in JAW_TIPS]
    if min(ids) < 0:
        return None
    return data.geom_xpos[ids[0]].copy(), data.geom_xpos[ids[1]].copy()


def jaw_gap_m(model: mujoco.MjModel, data: mujoco.MjData) -> float | None:
    tips = jaw_tips(model, data)
    if tips is None:
        return None
    ids = [model.geom(name).id for name in JAW_TIPS]
    return float(np.linalg.norm(tips[0] - tips[1]) - model.geom_size[ids[0], 0] - model.geom_size[ids[1], 0])


def between_jaws(model: mujoco.MjModel, data: mujoco.MjData, fallback: np.ndarray) -> tuple[np.ndarray, float]:
    """Where an object held by the jaws has its centre (the jaw tips' midpoint) and its yaw (faces square to the tips' line)."""
    tips = jaw_tips(model, data)
    if tips is None:
        return fallback, 0.0
    axis = tips[1] - tips[0]
    return (tips[0] + tips[1]) / 2, float(np.arctan2(axis[1], axis[0]))


def gripper_floor_z(inputs, frames: range) -> float | None:
    """The lowest point of the gripper's collision geoms over `frames`: the table is at most this high."""
    model = inputs.model
    bodies = {model.body(name).id for name in GRIPPER_BODIES if mujoco.mj_name2id(model, mujoco.mjtObj.mjOBJ_BODY, name) >= 0}
    geoms = [g for g in range(model.ngeom) if model.geom_bodyid[g] in bodies and model.geom_type[g] != mujoco.mjtGeom.mjGEOM_MESH and (model.geom_contype[g] or model.geom_conaffinity[g])]
    if not geoms:
        return None
    data = mujoco.MjData(model)
    lowest = np.inf
    for frame in frames:
        data.qpos[:] = inputs.qpos(inputs.state_rad[frame])
        mujoco.mj_kinematics(model, data)
        lowest = min(lowest, lowest_point_z(model, data, geoms))
    return float(lowest)


def user_objects(objects, table_height: float) -> list[dict]:
    if not isinstance(objects, list):
        raise UserFixableError("config_invalid", "config.objects must be a list of {name, size_m, pos}", "config.objects")
    parsed = []
    for i, entry in enumerate(objects):
        where = f"config.objects[{i}]"
        if not isinstance(entry, dict):
            raise UserFixableError("config_invalid", f"{where} must be an object", where)
        size = entry.get("size_m", DEFAULT_OBJECT_SIZE_M)
        sizes = [size] * 3 if isinstance(size, (int, float)) else size
        if not (isinstance(sizes, list) and len(sizes) == 3 and all(isinstance(s, (int, float)) and 0.002 <= s <= 1.0 for s in sizes)):
            raise UserFixableError("config_invalid", f"{where}.size_m must be a number or [x, y, z] between 0.002 and 1.0 m", f"{where}.size_m")
        pos = entry.get("pos")
        if not (isinstance(pos, list) and len(pos) in (2, 3) and all(isinstance(v, (int, float)) and abs(v) <= 5 for v in pos)):
            raise UserFixableError("config_invalid", f"{where}.pos must be [x, y] or [x, y, z] in metres, in the robot base frame", f"{where}.pos")
        z = pos[2] if len(pos) == 3 else table_height + sizes[2] / 2
        parsed.append({"name": str(entry.get("name", f"object_{i}")), "shape": "box", "size_m": [float(s) for s in sizes], "pos": [float(pos[0]), float(pos[1]), float(z)], "source": "config"})
    return parsed


def run(context) -> dict:
    inputs = load_inputs(context)
    table_height = context.results["kinematics"]["result"]["table_height_m"]
    if "objects" in context.config:
        objects = user_objects(context.config["objects"], table_height)
        return {
            "measurement": f"{len(objects)} object(s) from config.objects",
            "assumptions": ["Objects are the ones given in config.objects; the recorded grasps were not used to place them."],
            "result": {"objects": objects, "grasps": [], "pick": None, "release": None},
        }
    column = inputs.joints.gripper_column
    if column is None or not inputs.robot.manifest.get("tcp_site"):
        return {
            "measurement": f"no grasp detection for {inputs.robot.name} (no gripper mapping); no objects",
            "assumptions": [f"The {inputs.robot.name} model has no gripper mapping for grasp detection; the scene has no objects unless config.objects names them."],
            "result": {"objects": [], "grasps": [], "pick": None, "release": None},
        }
    min_frames = max(3, int(round(MIN_GRASP_SECONDS * inputs.episode.fps)))
    runs = grasp_runs(inputs.episode.action[:, column], inputs.episode.state[:, column], min_frames)
    rules = (
        f"A grasp is at least {min_frames} consecutive frames where the gripper is commanded below {CLOSED_COMMAND:g} (of 100) "
        f"but measured above {HELD_OPEN:g}: the jaws are blocked by an object."
    )
    if not runs:
        return {
            "measurement": "no grasp in the episode (the gripper never stayed open while commanded shut); no objects",
            "assumptions": [rules, "No grasp was found, so the scene has no objects; give config.objects to add them."],
            "result": {"objects": [], "grasps": [], "pick": None, "release": None},
        }
    model = inputs.model
    data = mujoco.MjData(model)
    tcp_site = inputs.robot.manifest["tcp_site"]
    grasps = []
    for first, last in runs:
        data.qpos[:] = inputs.qpos(inputs.state_rad[first])
        mujoco.mj_kinematics(model, data)
        pick, yaw = between_jaws(model, data, data.site(tcp_site).xpos.copy())
        gap = jaw_gap_m(model, data)
        data.qpos[:] = inputs.qpos(inputs.state_rad[last])
        mujoco.mj_kinematics(model, data)
        release, _ = between_jaws(model, data, data.site(tcp_site).xpos.copy())
        floor = gripper_floor_z(inputs, range(first, min(first + CLOSING_FRAMES, last + 1)))
        grasps.append({
            "first_frame": first, "last_frame": last, "pick": [round(float(v), 4) for v in pick], "yaw_rad": round(yaw, 4),
            "release": [round(float(v), 4) for v in release], "jaw_gap_m": None if gap is None else round(gap, 4),
            "gripper_floor_z_m": None if floor is None else round(floor, 4),
        })
    picks = np.array([g["pick"] for g in grasps])
    pick = np.median(picks, axis=0)
    release = np.array(grasps[-1]["release"])
    gaps = [g["jaw_gap_m"] for g in grasps if g["jaw_gap_m"] is not None]
    size = float(np.median(gaps)) if gaps else DEFAULT_OBJECT_SIZE_M
    floors = [g["gripper_floor_z_m"] for g in grasps if g["gripper_floor_z_m"] is not None]
    floor = min(floors) if floors else None
    spread_mm = float(np.max(np.linalg.norm(picks - pick, axis=1)) * 1000)
    resting_z = (floor if floor is not None else table_height) + size / 2
    objects = [{"name": "object_0", "shape": "box", "size_m": [size, size, size], "pos": [float(pick[0]), float(pick[1]), resting_z], "yaw_rad": grasps[0]["yaw_rad"], "source": "grasp"}]
    assumptions = [
        rules,
        "All grasps in the episode hold the same single object; it rests on the table under the jaws where the first grasp closed.",
        f"The object is a cube whose side is the jaw gap at grasp ({size * 1000:.1f} mm), measured between the jaw tips of the model; its centre is the tips' midpoint and its faces are square to the line between them.",
        "The release position is the midpoint of the jaw tips at the grasp's last frame.",
    ]
    measurement = (
        f"pick at ({pick[0]:.3f}, {pick[1]:.3f}) m, object ≈ {size * 1000:.0f} mm, from {len(grasps)} grasp(s); "
        f"release at ({release[0]:.3f}, {release[1]:.3f}, {release[2]:.3f}) m"
        + (f"; gripper's lowest point while closing {floor * 1000:.0f} mm (the table is at most that high)" if floor is not None else "")
    )
    return {
        "measurement": measurement,
        "assumptions": assumptions,
        "result": {"objects": objects, "grasps": grasps, "pick": [round(float(v), 4) for v in pick], "release": [round(float(v), 4) for v in release], "object_size_m": round(size, 4), "pick_spread_mm": round(spread_mm, 1), "gripper_floor_z_m": None if floor is None else round(floor, 4)},
    }
