"""validate: reloads the written scene in Python and in @mujoco/mujoco (Node), then measures —
a settle test, the replay's sim-vs-real tracking error per joint, and what happened to the object.
Only a scene that does not load fails the stage; the measurements are reported, not gated, and a replay that does not
reproduce the recorded grasp says so in the stage's measurement. The replay is written as demonstration.json.

The replay itself is replay.py, copied into the twin with the recording (recording.json) and the servo model (the
`replay_spec` result, twin.json's `replay` section): the figures here are what `python replay.py` prints in the archive."""
import json
import os
import shutil
import subprocess
from pathlib import Path

import mujoco
import numpy as np

from jobs.twin.errors import UserFixableError
from jobs.twin.camera_checks import check_cameras, describe_checks
from jobs.twin.inputs import load_inputs
from jobs.twin.scene_cameras import camera_entries
from jobs.sim.progress import emit
from jobs.twin.replay import RECORDING_FILE, replay_episode
from jobs.twin.stage_calibrate import LIFTED_M, RELEASED_WITHIN_M
from jobs.twin.stage_objects import JAW_TIPS

SETTLE_SECONDS = 1.0
PROJECT_ROOT = Path(__file__).resolve().parents[2]
NODE_CHECK = PROJECT_ROOT / "jobs" / "twin" / "validate-scene.ts"
REPLAY_SCRIPT = Path(__file__).resolve().parent / "replay.py"


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


def replay_spec(inputs, calibrated: dict, objects: list[dict], grasp: dict | None) -> dict:
    """What replay.py needs besides scene.xml and the recording; twin.json's `replay` section."""
    return {
        "description": "Replays the recorded episode in scene.xml: `python replay.py` in the extracted archive (mujoco and numpy only) "
                       "prints the lift and release error the validate stage reports; --no-servo-model sends the raw actions.",
        "script": "replay.py", "recording": RECORDING_FILE, "scene": "scene.xml", "keyframe": "episode_start",
        "fps": inputs.episode.fps,
        "columns": inputs.joints.columns(),
        "units": "dataset value → radians: a 'deg' column is degrees · π/180; a 'percent_of_range' column (the gripper) is "
                 "range_rad[0] + (range_rad[1] − range_rad[0]) · value / 100",
        "servo": {
            "formula": "per column, the command sent to the actuator at frame t is gain · action_rad[t − lag_frames] + offset_deg · π/180 "
                       "(action_rad[0] before frame 0), fitted by least squares against observation.state; residual_deg is the fit's RMS error",
            "joints": calibrated["servo"],
        },
        "stepping": "each recorded frame advances the simulation by 1/fps on average (whole timesteps); the state is read before the frame's command",
        "object": objects[0]["name"] if objects else None,
        "jaw_tips": list(JAW_TIPS),
        "grasp": None if grasp is None else {"first_frame": grasp["first_frame"], "last_frame": grasp["last_frame"], "release": grasp["release"]},
        "settle_seconds": SETTLE_SECONDS,
        "thresholds": {"lifted_m": LIFTED_M, "released_within_m": RELEASED_WITHIN_M},
    }


def write_recording(path: Path, inputs) -> dict:
    """The episode's action and observation.state per frame, in the dataset's units; returned as read back, so the
    validate stage replays exactly what the archive's replay.py will."""
    episode = inputs.episode
    document = {
        "description": f"Episode {episode.index} of the dataset, as recorded: per frame the action and the observation.state, in the dataset's units "
                       "(twin.json replay.columns says which joint each column drives and how it converts to radians).",
        "episode_index": episode.index, "fps": episode.fps, "frames": len(episode.action),
        "action_names": episode.action_names, "state_names": episode.state_names,
        "action": episode.action.tolist(), "observation.state": episode.state.tolist(),
    }
    path.write_text(json.dumps(document, separators=(",", ":")) + "\n")
    return json.loads(path.read_text())


def replay(model: mujoco.MjModel, spec: dict, recording: dict) -> dict:
    """Drives the recorded action, through the servo model the calibrate stage fitted, and measures the sim against the recording:
    per-joint tracking error, and whether the object is grasped, lifted and carried to the recorded release point."""
    frames = recording["frames"]
    tenth = max(1, frames // 10)
    return replay_episode(model, spec, recording, on_frame=lambda i, _: i % tenth == 0 and emit("progress", phase="validate", fraction=round(i / frames, 3), message=f"replaying frame {i}/{frames}"))


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
    spec = json.loads(json.dumps(replay_spec(inputs, calibrated, objects, grasp)))
    recording = write_recording(context.twin_dir / RECORDING_FILE, inputs)
    shutil.copyfile(REPLAY_SCRIPT, context.twin_dir / REPLAY_SCRIPT.name)
    replayed = replay(model, spec, recording)
    object_poses = [frame.object_pose for frame in replayed["_frames"]["recorded"]]
    demonstration = write_demonstration(context.twin_dir / "demonstration.json", inputs, replayed, grasp, calibrated)
    wasm = node_check(context.twin_dir)
    cameras = camera_entries(context)
    camera_report = check_cameras(context.twin_dir, model, cameras, inputs, object_poses, context.dataset_root, context.episode_index)
    rmse = replayed["rmse_deg"]
    worst = max(rmse, key=rmse.get)
    objects_text = describe_replay(replayed)
    measurement = (
        f"loads in mujoco {mujoco.__version__}" + (f" and {wasm['engine']}" if wasm.get("ran") else " (Node check skipped)")
        + f"; settle drift {settled['max_joint_drift_deg']:.2f}° over {SETTLE_SECONDS:g} s; replay RMSE {min(rmse.values()):.1f}–{rmse[worst]:.1f}° (worst {worst}); {objects_text}"
        + (f"; {describe_checks(camera_report, cameras)}" if cameras else "")
    )
    return {
        "measurement": measurement,
        "assumptions": ["The tracking error compares the model's position actuators, driven by the recorded action through the fitted servo model, with the recorded observation.state."],
        "result": {"python": {"engine": f"mujoco {mujoco.__version__}", "bodies": model.nbody, "joints": model.njnt, "actuators": model.nu}, "wasm": wasm, "settle": settled, "replay": replayed, "demonstration": demonstration,
                   "cameras": camera_report, "replay_spec": spec},
    }
