"""Generates one new episode in the twin of a recorded episode: a varied scene, the demonstration's expert performing
the task, the twin judging it, and only a success written out.

python -m jobs.video.main --spec JSON

The spec is one JSON object, checked against spec_schema.json (beside this file) before anything runs: twin, output_dir,
seed, attempts, and optionally variation, cameras, frames, camera_donors. twin is {"dir": a twin's folder (scene.xml,
twin.json, demonstration.json, cameras/<key>/plate.png)} or {"build": {"dataset_root", "episode_index", "models_dir",
"twin_id", "output_dir"[, "camera_cache_dir"]}}: the twin job (jobs/twin/main.py) builds it first into build.output_dir,
resuming what is already built there. Attempt a uses seed + a (the seed jitters the planned pose a little); the first
attempt the twin judges a success (the object lifted, then released within the twin's tolerance of where the recording
released it) is written:

  <output_dir>/episode.json   observation.state and action per frame in the dataset's units, the parameters, the
                              seed, the verdict of every attempt, the twin id
  <output_dir>/<camera key>.mp4   per cameras entry ({"key", "name", "codec", "pix_fmt"}): the twin's camera rendered
                              over its plate, the dataset's resolution and fps

stdout: JSON lines (twin, camera_lent, attempt, verdict, progress, done, error; jobs/video/events_schema.json). Exit 0 when an attempt succeeded, 4 when every attempt failed,
3 when the input must change, 1 otherwise.
"""
import argparse
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

from jobs.sim.sim_env import configure_rendering

configure_rendering()

import numpy as np  # noqa: E402

from functools import partial  # noqa: E402

from jobs.sim.job_errors import Canceled, UserFixableError, describe as describe_job_error  # noqa: E402
from jobs.sim.json_schema import read_spec as read_json_spec  # noqa: E402
from jobs.sim.progress import emit, read_event  # noqa: E402

EXIT_NO_SUCCESS = 4
SPEC_SCHEMA = json.loads(Path(__file__).with_name("spec_schema.json").read_text())
describe = partial(describe_job_error, failed_code="generation_failed", canceled_message="the episode was stopped before it was generated")


def stop(signum, _frame) -> None:
    raise Canceled(signal.Signals(signum).name)


def build_twin(request: dict) -> Path:
    """Runs the twin job (its stages resume) and returns the twin's folder. Episodes that share a source episode share
    its twin: the first to hold the folder's lock builds it, the others then find its stages done."""
    import fcntl

    out = Path(request["output_dir"])
    out.mkdir(parents=True, exist_ok=True)
    with open(out / ".build.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        return _build_twin_locked(request, out)


def _build_twin_locked(request: dict, out: Path) -> Path:
    argv = [sys.executable, "-m", "jobs.twin.main", "--dataset.root", request["dataset_root"], "--episode_index", str(request["episode_index"]),
            "--output_dir", str(out), "--models_dir", request["models_dir"], "--twin_id", request["twin_id"]]
    if request.get("camera_cache_dir"):
        argv += ["--camera_cache_dir", request["camera_cache_dir"]]
    emit("twin", state="building", twin_id=request["twin_id"])
    child = subprocess.Popen(argv, stdout=subprocess.PIPE, text=True)
    last_error = None
    try:
        for line in child.stdout:
            event = read_event(line)
            if event is None:
                continue
            if event.get("event") == "phase_done":
                emit("twin", state="stage_done", stage=event.get("phase"), skipped=event.get("skipped"))
            elif event.get("event") == "error":
                last_error = event
        code = child.wait()
    except BaseException:
        child.terminate()
        child.wait()
        raise
    if code != 0:
        message = (last_error or {}).get("message", f"exit status {code}")
        raise RuntimeError(f"building the twin of source episode {request['episode_index']} failed: {message}")
    return out / request["twin_id"]


def to_dataset_units(radians: np.ndarray, columns: list[dict]) -> np.ndarray:
    """Inverse of replay.dataset_to_radians: degrees, or percent of the joint's range for the gripper."""
    out = np.rad2deg(radians)
    for index, column in enumerate(columns):
        if column["unit"] == "percent_of_range":
            low, high = column["range_rad"]
            out[:, index] = (radians[:, index] - low) / (high - low) * 100.0
    return out


def actions_for(commands: np.ndarray, servo: list[dict]) -> np.ndarray:
    """The recorded-style action whose servo model (replay.servo_commands) gives `commands`:
    action[t] = (command[t + lag] − offset) / gain, the last command held past the end."""
    actions = np.empty_like(commands)
    frames = len(commands)
    for column, fit in enumerate(servo):
        lag = int(fit["lag_frames"])
        ahead = np.concatenate([commands[lag:, column], np.repeat(commands[-1:, column], lag)])[:frames]
        actions[:, column] = (ahead - float(np.deg2rad(fit["offset_deg"]))) / float(fit["gain"])
    return actions


def attempt(twin_dir: Path, document: dict, variation, seed: int, frames: int, camera_poses: dict):
    """One try: the varied scene, the expert's commands for it, the physics, the verdict."""
    import mujoco
    from jobs.rl.demonstration import Expert, load_demonstration
    from jobs.twin.replay import Replayer
    from jobs.video.variation import build_scene

    spec = document["replay"]
    demo = load_demonstration(twin_dir)
    if demo is None:
        raise UserFixableError("twin_unusable", f"twin {document.get('twin_id')} has no reproduced demonstration (its replay did not carry the object to the release point), so no expert can perform its task", "source")
    object_name = spec["object"]
    rng = np.random.default_rng(seed)
    scene = build_scene(str(twin_dir / spec["scene"]), object_name, demo.object_pose[0], demo.place, variation, rng, camera_poses)
    model = scene.model
    fps = float(spec["fps"])
    servo = spec["servo"]["joints"]
    # The expert starts after the longest servo lag, so the first commands are the rest pose the lag repeats.
    hold = max(int(fit["lag_frames"]) for fit in servo)
    expert = Expert(demo, model, "gripperframe", fps, frames - hold)
    joints = [column["joint"] for column in spec["columns"]]
    replayer = Replayer(model, joints, fps, object_name, tuple(spec.get("jaw_tips") or ()), [column["actuator"] for column in spec["columns"]])
    replayer.reset(scene.object_pose)
    start_q = replayer.data.qpos[replayer.addresses].copy()
    expert.plan(scene.object_pose[:3].copy(), demo.place)
    commands = np.array([expert.command(max(0, t - hold), start_q) for t in range(frames)])
    recorded = replayer.run(commands, range(frames))
    replayer.settle(float(spec.get("settle_seconds", 1.0)))
    thresholds = spec["thresholds"]
    heights = np.array([frame.object_pose[2] for frame in recorded]) - scene.object_pose[2]
    final = replayer.data.qpos[replayer.object_joint:replayer.object_joint + 3].copy()
    lift = float(max(heights.max(), 0.0))
    release_error = float(np.linalg.norm(final[:2] - demo.place[:2]))
    verdict = {"seed": seed, "lifted_m": round(lift, 4), "lifted": lift >= thresholds["lifted_m"], "release_error_m": round(release_error, 4),
               "released_at_target": release_error <= thresholds["released_within_m"], "object_start": [round(float(v), 4) for v in scene.object_pose[:3]],
               "object_final": [round(float(v), 4) for v in final], "jitter": scene.seed_jitter, "distractors": scene.distractor_positions}
    verdict["success"] = bool(verdict["lifted"] and verdict["released_at_target"])
    mujoco.mj_forward(model, replayer.data)
    qpos = [frame_qpos for frame_qpos in _full_qpos(replayer, recorded, model)]
    return verdict, model, commands, np.array([frame.qpos for frame in recorded]), qpos


def _full_qpos(replayer, recorded, model):
    """Every frame's full qpos (robot and object), for rendering: the recorded joints and object pose placed in the rest."""
    base = replayer.data.qpos.copy()
    for frame in recorded:
        q = base.copy()
        q[replayer.addresses] = frame.qpos
        q[replayer.object_joint:replayer.object_joint + 7] = frame.object_pose
        yield q


def encode_camera(renderer, look, key: str, camera: dict, fps: float, qpos_frames: list, path: Path) -> None:
    width, height = renderer.resolution(key)
    codec = ["-c:v", "libsvtav1", "-preset", "12", "-g", "2", "-crf", "30"] if camera.get("codec", "av1") == "av1" else ["-c:v", "libx264", "-preset", "veryfast", "-g", "2", "-crf", "23"]
    partial = path.with_name(f".{path.name}.partial.mp4")
    binary = os.environ.get("FFMPEG_PATH") or shutil.which("ffmpeg") or "ffmpeg"
    command = [binary, "-hide_banner", "-nostdin", "-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgb24", "-s", f"{width}x{height}", "-r", f"{fps:g}",
               "-i", "-", *codec, "-pix_fmt", camera.get("pix_fmt") or "yuv420p", "-an", str(partial)]
    child = subprocess.Popen(command, stdin=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        for qpos in qpos_frames:
            data = renderer.with_qpos(qpos)
            # One segmentation pass serves both the composite over the plate and the plate's recolouring.
            image = renderer.render(key, data, composite=False)
            ids, types = renderer.segmentation(key, data)
            plate = renderer.plate(key)
            if plate is not None:
                image = np.where(renderer.drawn_from(ids, types)[..., None], image, plate)
            image = look.apply(image, ids, types)
            child.stdin.write(np.ascontiguousarray(image).tobytes())
        child.stdin.close()
        if child.wait() != 0:
            raise RuntimeError(f"ffmpeg could not encode camera {key}: {child.stderr.read().decode(errors='replace')[-300:]}")
    except BaseException:
        child.kill()
        child.wait()
        raise
    os.replace(partial, path)


def lend_cameras(document: dict, names: list[str], donors: list[Path]) -> dict:
    """For each dataset camera this twin did not solve, the same camera as another twin of the same recording solved it
    (a rig's cameras do not move between episodes): {name: {dir, twin_id, pose}}. None → the episode cannot be written."""
    import mujoco

    known = {c["key"]: c for c in document.get("cameras", [])}
    lent, missing = {}, []
    for name in names:
        if known.get(name, {}).get("solved"):
            continue
        for donor in donors:
            try:
                other = json.loads((donor / "twin.json").read_text())
            except (OSError, ValueError):
                continue
            entry = next((c for c in other.get("cameras", []) if c["key"] == name and c.get("solved") and not c.get("mount")), None)
            if entry is None:
                continue
            model = mujoco.MjModel.from_xml_path(str(donor / "scene.xml"))
            cam = model.camera(name)
            pose = {"pos": cam.pos.tolist(), "quat": cam.quat.tolist(), "fovy": float(cam.fovy[0]), "resolution": model.cam_resolution[cam.id].tolist()}
            lent[name] = {"dir": str(donor), "twin_id": other.get("twin_id"), "pose": pose}
            emit("camera_lent", camera=name, twin_id=other.get("twin_id"))
            break
        else:
            missing.append(name)
    if missing:
        reasons = "; ".join(f"'{name}': {(known.get(name) or {}).get('reason') or 'not in the twin'}" for name in missing)
        raise UserFixableError("camera_unsolved", f"the twin of this source episode cannot render camera {', '.join(missing)} and no other twin of the recording lends it, so no episode can be generated in it ({reasons})", "source")
    return lent


def read_spec(text: str) -> dict:
    """The --spec document, checked against spec_schema.json; a problem names its field (`variation.object_rgb.0`)."""
    return read_json_spec(text, SPEC_SCHEMA, code="config_invalid")


def run(job: dict) -> int:
    from jobs.sim.camera_renderer import CameraRenderer, composite_settings
    from jobs.video.look import Look
    from jobs.video.variation import Variation

    started = time.monotonic()
    twin_dir = build_twin(job["twin"]["build"]) if "build" in job["twin"] else Path(job["twin"]["dir"])
    document = json.loads((twin_dir / "twin.json").read_text())
    spec = document.get("replay")
    if not spec:
        raise UserFixableError("twin_unusable", f"twin {document.get('twin_id')} has no replay section (built before twins could replay themselves)", "source")
    recording = json.loads((twin_dir / spec["recording"]).read_text())
    frames = job.get("frames") or len(recording["action"])
    variation = Variation.from_json(job.get("variation", {}))
    cameras = job.get("cameras", [])
    lent = lend_cameras(document, [camera["name"] for camera in cameras], [Path(d) for d in job.get("camera_donors", [])])
    out = Path(job["output_dir"])
    attempts, first_seed = job["attempts"], job["seed"]
    out.mkdir(parents=True, exist_ok=True)
    verdicts = []
    chosen = None
    for index in range(attempts):
        seed = first_seed + index
        emit("attempt", index=index, seed=seed)
        verdict, model, commands, state_rad, qpos_frames = attempt(twin_dir, document, variation, seed, frames, {name: donor["pose"] for name, donor in lent.items()})
        verdicts.append(verdict)
        emit("verdict", **verdict)
        if verdict["success"]:
            chosen = (verdict, model, commands, state_rad, qpos_frames)
            break
    simulated_s = round(time.monotonic() - started, 3)
    if chosen is None:
        (out / "episode.json").write_text(json.dumps({"success": False, "attempts": verdicts, "twin_id": document.get("twin_id")}, indent=1))
        emit("error", code="generation", message=f"the expert failed in all {attempts} attempts (seeds {first_seed}..{first_seed + attempts - 1}): " + "; ".join(
            f"seed {v['seed']}: lifted {v['lifted_m'] * 100:.1f} cm, released {v['release_error_m'] * 100:.1f} cm from the target" for v in verdicts), resumable=False)
        return EXIT_NO_SUCCESS
    verdict, model, commands, state_rad, qpos_frames = chosen
    columns = spec["columns"]
    action_rad = actions_for(commands, spec["servo"]["joints"])
    composite_settings(model)
    for position, camera in enumerate(cameras):
        emit("progress", step="render", camera=camera["key"], index=position, total=len(cameras))
        # A lent camera renders from this scene (its pose placed as the lender solved it) over the lender's plate.
        donor = lent.get(camera["name"])
        light = variation.light_for(camera["key"])
        look = Look(model, light["light_intensity"], light["light_kelvin"], variation.table_rgb, variation.background_rgb)
        with CameraRenderer(donor["dir"] if donor else twin_dir, model=model, cameras=[camera["name"]]) as renderer:
            encode_camera(renderer, look, camera["name"], camera, float(spec["fps"]), qpos_frames, out / f"{camera['key']}.mp4")
    episode = {
        "success": True,
        "twin_id": document.get("twin_id"),
        "seed": verdict["seed"],
        "verdict": verdict,
        "attempts": verdicts,
        "variation": job.get("variation", {}),
        "fps": spec["fps"],
        "frames": frames,
        "columns": [column["name"] for column in columns],
        "observation.state": np.round(to_dataset_units(state_rad, columns), 5).tolist(),
        "action": np.round(to_dataset_units(action_rad, columns), 5).tolist(),
        "seconds": {"simulate": simulated_s, "total": round(time.monotonic() - started, 3)},
        "cameras_lent": {name: donor["twin_id"] for name, donor in lent.items()},
    }
    temporary = out / "episode.json.tmp"
    temporary.write_text(json.dumps(episode))
    os.replace(temporary, out / "episode.json")
    emit("done", ok=True, seed=verdict["seed"], attempts=len(verdicts), twin_id=document.get("twin_id"), seconds=episode["seconds"])
    return 0


def main(argv: list[str]) -> int:
    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--spec", required=True, help="JSON: the episode to generate (spec_schema.json beside this file)")
    args = parser.parse_args(argv)
    try:
        return run(read_spec(args.spec))
    except BaseException as error:  # one error line, whatever failed
        emit("error", **describe(error))
        return 143 if isinstance(error, (Canceled, KeyboardInterrupt)) else 3 if isinstance(error, UserFixableError) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
