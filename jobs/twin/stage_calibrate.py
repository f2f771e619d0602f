"""calibrate: solves what the episode supports and the model does not know — the follower's servos, the table's
height and the object's resting pose — by replaying the recording in the composed scene.

The grasp proves three things: the object rested on the table, it sat between the jaw tips when they closed, and the
jaws were blocked by it. The grasp's forward kinematics gives a first estimate (objects stage); the model and the real
arm differ by a few millimetres there, which decides whether the jaws close on the object or push it away. So the
object's resting pose (x, y, yaw) and the table height (between the gripper's lowest point while closing and one object
height below it) are searched, nearest first, for the first pose from which the replayed actions lift the object and
carry it to the recorded release point — and still do so with the object 2.5 mm off that pose in any direction: a grasp
that only works from one exact pose is a coincidence of the numerics, not a reproduction, and a learner starting from
it would not find it again. The search runs the robot alone up to the frame its jaws come near the object (that part
does not depend on the object), then each candidate from there.
"""
import itertools

import numpy as np

from jobs.twin.inputs import load_inputs
from jobs.sim.progress import emit
from jobs.twin.replay import Replayer, servo_commands
from jobs.twin.servo import fit_servos
from jobs.twin.stage_objects import JAW_TIPS
from jobs.twin.stage_scene import DEFAULT_CAMERA, build_twin_spec

LIFTED_M = 0.02
RELEASED_WITHIN_M = 0.03
TABLE_CLEARANCE_M = 0.001
NEAR_OBJECT_M = 0.03
SHIFTS_M = (0.0, -0.005, 0.005, -0.01, 0.01)
ROBUST_M = 0.0025
TURNS_RAD = (0.0, np.deg2rad(-15), np.deg2rad(15))
DROPS_OF_SIZE = (0.0, 1 / 3, 2 / 3)


def candidates(size: float) -> list[tuple[float, float, float, float]]:
    """(dx, dy, dyaw, table drop) around the first estimate, nearest first."""
    grid = itertools.product(SHIFTS_M, SHIFTS_M, TURNS_RAD, [TABLE_CLEARANCE_M + f * size for f in DROPS_OF_SIZE])
    return sorted(grid, key=lambda c: np.hypot(c[0], c[1]) / 0.005 + abs(c[2]) / np.deg2rad(15) + 1.5 * (c[3] - TABLE_CLEARANCE_M) / size)


def object_pose(entry: dict, dx: float, dy: float, dyaw: float, table: float) -> list[float]:
    yaw = entry.get("yaw_rad", 0.0) + dyaw
    return [entry["pos"][0] + dx, entry["pos"][1] + dy, table + entry["size_m"][2] / 2, np.cos(yaw / 2), 0.0, 0.0, np.sin(yaw / 2)]


def carry(replayer: Replayer, commands: np.ndarray, frames: range, rest_z: float, release: np.ndarray) -> tuple[bool, float, float]:
    """Replays `frames`; whether the object was lifted and brought to the release point, its lift and its distance from it."""
    lift = 0.0
    for frame in frames:
        replayer.step(commands[frame])
        lift = max(lift, float(replayer.data.qpos[replayer.object_joint + 2]) - rest_z)
    at_release = float(np.linalg.norm(replayer.data.qpos[replayer.object_joint:replayer.object_joint + 3] - release))
    return lift >= LIFTED_M and at_release <= RELEASED_WITHIN_M, lift, at_release


def search(inputs, grasp: dict, entry: dict, commands: np.ndarray, floor: float) -> dict:
    first, last = grasp["first_frame"], grasp["last_frame"]
    release = np.array(grasp["release"])
    size = entry["size_m"][2]
    by_table, outcomes = {}, {}

    def prefix(table: float):
        """The robot alone until its jaws come near the object, kept to start every candidate from."""
        if table not in by_table:
            spec, *_ = build_twin_spec(inputs, [entry], table, DEFAULT_CAMERA)
            replayer = Replayer(spec.compile(), inputs.joints.joints, inputs.episode.fps, entry["name"], JAW_TIPS)
            replayer.reset()
            replayer.park_object()
            start = first
            for frame in range(first):
                midpoint = replayer.jaw_midpoint()
                if midpoint is not None and np.linalg.norm(midpoint[:2] - np.array(entry["pos"][:2])) < size + NEAR_OBJECT_M:
                    start = frame
                    break
                replayer.step(commands[frame])
            by_table[table] = (replayer, replayer.snapshot(), start)
        return by_table[table]

    def trial(dx: float, dy: float, dyaw: float, table: float) -> tuple[bool, float, float]:
        key = (round(dx, 4), round(dy, 4), round(dyaw, 4), table)
        if key not in outcomes:
            replayer, saved, start = prefix(table)
            replayer.restore(saved)
            pose = object_pose(entry, dx, dy, dyaw, table)
            replayer.place_object(pose)
            outcomes[key] = carry(replayer, commands, range(start, last + 1), pose[2], release)
            if len(outcomes) % 10 == 0:
                emit("progress", phase="calibrate", fraction=round(min(0.95, len(outcomes) / 150), 3), message=f"tried {len(outcomes)} object poses")
        return outcomes[key]

    def whole_replay(dx: float, dy: float, dyaw: float, table: float) -> bool:
        """The scene as it will be written, replayed from the first frame, exactly as the validate stage replays it."""
        solved = solved_entry(entry, object_pose(entry, dx, dy, dyaw, table))
        spec, *_ = build_twin_spec(inputs, [solved], table, DEFAULT_CAMERA)
        replayer = Replayer(spec.compile(), inputs.joints.joints, inputs.episode.fps, entry["name"], JAW_TIPS)
        replayer.reset()
        return carry(replayer, commands, range(last + 1), solved["pos"][2], release)[0]

    for dx, dy, dyaw, drop in candidates(size):
        table = round(floor - drop, 4)
        ok, lift, at_release = trial(dx, dy, dyaw, table)
        if not ok:
            continue
        neighbours = [trial(dx + ex, dy + ey, dyaw, table)[0] for ex, ey in ((ROBUST_M, 0), (-ROBUST_M, 0), (0, ROBUST_M), (0, -ROBUST_M))]
        if all(neighbours) and whole_replay(dx, dy, dyaw, table):
            return {"found": True, "tried": len(outcomes), "shift_m": [round(dx, 4), round(dy, 4)], "turn_deg": round(float(np.rad2deg(dyaw)), 1),
                    "table_height_m": table, "pose": object_pose(entry, dx, dy, dyaw, table), "lift_m": round(lift, 4), "at_release_m": round(at_release, 4),
                    "robust_to_m": ROBUST_M}
    table = round(floor - TABLE_CLEARANCE_M, 4)
    return {"found": False, "tried": len(outcomes), "table_height_m": table, "pose": object_pose(entry, 0, 0, 0, table)}


def solved_entry(entry: dict, pose: list[float]) -> dict:
    return {**entry, "pos": [round(float(v), 4) for v in pose[:3]], "yaw_rad": round(float(2 * np.arctan2(pose[6], pose[3])), 4)}


def place_target(release: list[float], table: float, size: float) -> list[float]:
    """Where a released object comes to rest: under the release point, on the table (the twin models no box)."""
    return [round(release[0], 4), round(release[1], 4), round(table + size / 2, 4)]


def run(context) -> dict:
    inputs = load_inputs(context)
    objects_result = context.results["objects"]["result"]
    # Through their JSON form, so the search replays exactly the commands the validate stage will (a grasp can hinge on 1e-4 rad).
    servos = fit_servos(inputs.joints.joints, inputs.action_rad, inputs.state_rad, inputs.joints.gripper_column)
    servo_json = [fit.to_json() for fit in servos]
    servo_text = ", ".join(f"{f.joint} {f.lag_frames} fr/{np.rad2deg(f.offset_rad):+.1f}°" for f in servos if f.joint != "gripper")
    servo_assumption = (
        "The follower's servos are modelled from the episode: per arm joint, state[t] = gain · action[t − lag] + offset, fitted "
        f"by least squares ({servo_text}); the replay commands that, the gripper its raw action. twin.json's `replay` section states "
        "the model per joint and the archive's replay.py applies it."
    )
    given = context.config.get("table_height_m")
    kinematics_table = context.results["kinematics"]["result"]["table_height_m"]
    objects = objects_result["objects"]
    grasps = objects_result.get("grasps") or []
    floor = objects_result.get("gripper_floor_z_m")
    result = {"servo": servo_json, "objects": objects, "table_height_m": kinematics_table, "table_source": "lowest_point", "place": None, "search": None}
    if given is not None:
        table = float(given)
        objects = [{**entry, "pos": [entry["pos"][0], entry["pos"][1], table + entry["size_m"][2] / 2]} if entry.get("source") == "grasp" else entry for entry in objects]
        result.update(table_height_m=table, table_source="config", objects=objects)
        measurement = f"table at {table * 1000:.0f} mm (config.table_height_m); servos fitted (residual {max(f.residual_deg for f in servos if f.joint != 'gripper'):.1f}° at most)"
        assumptions = [servo_assumption]
    elif grasps and floor is not None and objects and objects[0].get("source") == "grasp":
        entry = objects[0]
        found = search(inputs, grasps[0], entry, servo_commands(inputs.action_rad, servo_json), floor)
        pose = found["pose"]
        solved = solved_entry(entry, pose)
        table = found["table_height_m"]
        result.update(table_height_m=table, table_source="grasp", objects=[solved, *objects[1:]], search={k: v for k, v in found.items() if k != "pose"},
                      place=place_target(objects_result["release"], table, entry["size_m"][2]))
        if found["found"]:
            measurement = (f"object at ({pose[0]:.3f}, {pose[1]:.3f}) m (moved {np.hypot(*found['shift_m']) * 1000:.0f} mm, turned {found['turn_deg']:+.0f}° from the grasp's estimate), "
                           f"table at {table * 1000:.0f} mm: the replay lifts it {found['lift_m'] * 1000:.0f} mm and carries it to {found['at_release_m'] * 100:.1f} cm of the release point "
                           f"({found['tried']} poses tried)")
        else:
            measurement = f"no object pose within the search ({found['tried']} tried) lets the replay lift the object and carry it to the release point; kept the grasp's estimate, table at {table * 1000:.0f} mm"
        assumptions = [
            servo_assumption,
            f"The table top is at z = {table:.3f} m: at most the gripper's lowest point while it closed on the object ({floor * 1000:.0f} mm), lowered by the search "
            "to where the replayed jaws grip the object; the rest pose is not used (the model's folded arm already overlaps itself there).",
            "The object's resting pose is the one, nearest the grasp's estimate, from which the replayed actions lift it and carry it to the recorded release point, "
            f"also with the object {ROBUST_M * 1000:.1f} mm off it in x or y (searched ±{max(SHIFTS_M) * 1000:.0f} mm, ±{np.rad2deg(max(TURNS_RAD)):.0f}°).",
            "The place target (where a released object comes to rest) is under the release point, on the table: the twin models no box.",
        ]
    else:
        measurement = f"no grasp to calibrate from; table at {kinematics_table * 1000:.0f} mm (kinematics stage); servos fitted"
        assumptions = [servo_assumption]
    return {"measurement": measurement, "assumptions": assumptions, "result": result}
