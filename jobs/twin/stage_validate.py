"""validate: reloads the written scene in Python and in @mujoco/mujoco (Node), then measures —
a settle test, the replay's sim-vs-real tracking error per joint, and what happened to the object.
Only a scene that does not load fails the stage; the measurements are reported, not gated, and a replay that does not
reproduce the recorded grasp says so in the stage's measurement. The replay is written as demonstration.json."""
import json
import os
import shutil
import subprocess
from pathlib import Path

import mujoco
import numpy as np

from errors import UserFixableError
from inputs import load_inputs
from progress import emit
from replay import Replayer
from servo import ServoFit, servo_commands
from stage_calibrate import LIFTED_M, RELEASED_WITHIN_M

SETTLE_SECONDS = 1.0
PROJECT_ROOT = Path(__file__).resolve().parents[2]
NODE_CHECK = PROJECT_ROOT / "jobs" / "twin" / "validate-scene.ts"


def load_scene(twin_dir: Path) -> mujoco.MjModel:
    try:
        return mujoco.MjModel.from_xml_path(str(twin_dir / "scene.xml"))
    except ValueError as error:
        raise UserFixableError("scene_invalid", f"the written scene.xml does not load in MuJoCo {mujoco.__version__}: {error}") from error


def settle(model: mujoco.MjModel, data: mujoco.MjData, robot_addresses: list[int]) -> dict:
    key = model.key("episode_start").id
    mujoco.mj_resetDataKeyframe(model, data, key)
    start = data.qpos.copy()
    for _ in range(int(round(SETTLE_SECONDS / model.opt.timestep))):
        mujoco.mj_step(model, data)
    drift = np.rad2deg(np.abs(data.qpos[robot_addresses] - start[robot_addresses]))
    return {"seconds": SETTLE_SECONDS, "max_joint_drift_deg": round(float(drift.max()), 3), "finite": bool(np.all(np.isfinite(data.qpos)))}


def replay(model: mujoco.MjModel, inputs, objects: list[dict], calibrated: dict, grasp: dict | None) -> dict:
    """Drives the recorded action, through the servo model the calibrate stage fitted, and measures the sim against the recording:
    per-joint tracking error, and whether the object is grasped, lifted and carried to the recorded release point."""
    servos = [ServoFit.from_json(entry) for entry in calibrated["servo"]]
    commands = servo_commands(inputs.action_rad, servos)
    picked = objects[0]["name"] if objects else None
    replayer = Replayer(model, inputs.joints.joints, inputs.episode.fps, picked)
    replayer.reset()
    frames = len(commands)
    tenth = max(1, frames // 10)
    recorded = replayer.run(commands, range(frames), lambda i: i % tenth == 0 and emit("progress", stage="validate", fraction=round(i / frames, 3), message=f"replaying frame {i}/{frames}"))
    outcome_frames = {"commands": commands, "recorded": recorded}
    simulated = np.array([frame.qpos for frame in recorded])
    rmse = np.sqrt(np.mean(np.rad2deg(simulated - inputs.state_rad) ** 2, axis=0))
    outcome = {"rmse_deg": {name: round(float(value), 2) for name, value in zip(inputs.joints.joints, rmse)}, "frames": frames, "seconds_per_frame": round(1.0 / inputs.episode.fps, 5),
               "commands": "servo model (calibrate stage)", "objects": []}
    outcome["_frames"] = outcome_frames
    if picked is None:
        return outcome
    replayer.settle(SETTLE_SECONDS)
    rest = recorded[0].object_pose[:3]
    heights = np.array([frame.object_pose[2] for frame in recorded]) - rest[2]
    final = replayer.data.qpos[replayer.object_joint:replayer.object_joint + 3].copy()
    lift = float(max(heights.max(), 0.0))
    object_outcome = {"name": picked, "start_pos": [round(float(v), 4) for v in rest], "final_pos": [round(float(v), 4) for v in final], "max_lift_m": round(lift, 4), "lifted": lift >= LIFTED_M}
    if grasp is not None:
        first, last = grasp["first_frame"], grasp["last_frame"]
        release = np.array(grasp["release"])
        held = [frame.jaws_touch_object for frame in recorded[first:last + 1]]
        at_release = float(np.linalg.norm(recorded[last].object_pose[:3] - release)) if last < frames else None
        release_error = float(np.linalg.norm(final[:2] - release[:2]))
        grasped = bool(lift >= LIFTED_M and np.mean(held) >= 0.5)
        object_outcome.update(
            grasped=grasped, held_fraction=round(float(np.mean(held)), 3), release_point=[round(float(v), 4) for v in release],
            at_release_m=None if at_release is None else round(at_release, 4), release_error_m=round(release_error, 4),
            reproduced=bool(grasped and release_error <= RELEASED_WITHIN_M),
        )
    outcome["objects"].append(object_outcome)
    return outcome


def write_demonstration(path: Path, inputs, replayed: dict, grasp: dict | None, calibrated: dict) -> dict:
    """The replay as a demonstration a learner can start from: per frame the commands, the simulated joints and the object's pose."""
    frames = replayed.pop("_frames")
    picked = replayed["objects"][0] if replayed["objects"] else None
    document = {
        "description": "The recorded episode replayed in this twin's physics (validate stage): per frame, the position command sent to each joint "
                       "(radians, the recorded action through the fitted servo model), the simulated joint positions before it, and the object's pose.",
        "fps": inputs.episode.fps,
        "joints": inputs.joints.joints,
        "object": picked["name"] if picked else None,
        "grasp": None if grasp is None else {"first_frame": grasp["first_frame"], "last_frame": grasp["last_frame"]},
        "place": calibrated.get("place"),
        "reproduced": bool(picked and picked.get("reproduced")),
        "commands": np.round(frames["commands"], 5).tolist(),
        "qpos": [np.round(frame.qpos, 5).tolist() for frame in frames["recorded"]],
        "object_pose": [None if frame.object_pose is None else np.round(frame.object_pose, 5).tolist() for frame in frames["recorded"]],
    }
    path.write_text(json.dumps(document, separators=(",", ":")) + "\n")
    return {"file": path.name, "frames": len(document["qpos"]), "reproduced": document["reproduced"]}


def describe_replay(replayed: dict) -> str:
    if not replayed["objects"]:
        return "no objects"
    o = replayed["objects"][0]
    if "reproduced" not in o:
        return f"{o['name']} {'lifted' if o['lifted'] else 'not lifted'} (max +{o['max_lift_m'] * 1000:.0f} mm)"
    facts = f"lifted {o['max_lift_m'] * 1000:.0f} mm, held {o['held_fraction']:.0%} of the grasp, comes to rest {o['release_error_m'] * 100:.1f} cm from the recorded release point"
    if o["reproduced"]:
        return f"the replay reproduces the grasp: {facts}"
    return f"the replay does NOT reproduce the recorded grasp ({facts}; needs a lift of {LIFTED_M * 100:.0f} cm and a rest within {RELEASED_WITHIN_M * 100:.0f} cm)"


def node_check(twin_dir: Path) -> dict:
    """Loads and steps the scene in MuJoCo's WebAssembly build from Node (the engine of a browser viewer)."""
    tsx = PROJECT_ROOT / "node_modules" / ".bin" / "tsx"
    if not shutil.which("node") or not tsx.exists():
        return {"ran": False, "reason": "node or the project's node_modules (tsx, @mujoco/mujoco) is not available here"}
    result = subprocess.run([str(tsx), str(NODE_CHECK), str(twin_dir)], capture_output=True, text=True, cwd=PROJECT_ROOT, env={**os.environ}, timeout=300)
    lines = [line for line in result.stdout.splitlines() if line.startswith("{")]
    outcome = json.loads(lines[-1]) if lines else {"error": result.stderr.strip()[-500:]}
    if result.returncode != 0 or "error" in outcome:
        raise UserFixableError("scene_invalid", f"the scene does not load in @mujoco/mujoco: {outcome.get('error')}")
    return {"ran": True, **outcome}


def run(context) -> dict:
    inputs = load_inputs(context)
    calibrated = context.results["calibrate"]["result"]
    objects = calibrated["objects"]
    grasps = context.results["objects"]["result"].get("grasps") or []
    model = load_scene(context.twin_dir)
    data = mujoco.MjData(model)
    addresses = [int(model.joint(name).qposadr[0]) for name in inputs.joints.joints]
    settled = settle(model, data, addresses)
    grasp = grasps[0] if grasps and objects and objects[0].get("source") == "grasp" else None
    replayed = replay(model, inputs, objects, calibrated, grasp)
    demonstration = write_demonstration(context.twin_dir / "demonstration.json", inputs, replayed, grasp, calibrated)
    wasm = node_check(context.twin_dir)
    rmse = replayed["rmse_deg"]
    worst = max(rmse, key=rmse.get)
    objects_text = describe_replay(replayed)
    measurement = (
        f"loads in mujoco {mujoco.__version__}" + (f" and {wasm['engine']}" if wasm.get("ran") else " (Node check skipped)")
        + f"; settle drift {settled['max_joint_drift_deg']:.2f}° over {SETTLE_SECONDS:g} s; replay RMSE {min(rmse.values()):.1f}–{rmse[worst]:.1f}° (worst {worst}); {objects_text}"
    )
    return {
        "measurement": measurement,
        "assumptions": ["The tracking error compares the model's position actuators, driven by the recorded action through the fitted servo model, with the recorded observation.state."],
        "result": {"python": {"engine": f"mujoco {mujoco.__version__}", "bodies": model.nbody, "joints": model.njnt, "actuators": model.nu}, "wasm": wasm, "settle": settled, "replay": replayed, "demonstration": demonstration},
    }
