"""cameras: every camera of the dataset calibrated from its video frames and the recorded joint states (the robot is
the target; jobs/twin/camera_calibration.py says how), with a background plate and a check image per solved camera
under <output_dir>/cameras/<key>/ (outside the twin folder, which the scene stage rebuilds)."""
import time

import numpy as np
from PIL import Image

from jobs.twin import camera_cache
from jobs.twin.camera_calibration import calibrate_camera, check_image
from jobs.twin.inputs import load_inputs
from jobs.sim.progress import emit
from jobs.twin.video_frames import decode, episode_video

SAMPLED_FRAMES = 48
CHECK_MOMENTS = (1 / 6, 1 / 2, 5 / 6)


def sampled_indices(count: int, wanted: int = SAMPLED_FRAMES) -> np.ndarray:
    return np.unique(np.linspace(0, count - 1, min(wanted, count)).round().astype(int))


def unsolved(key: str, reason: str) -> dict:
    return {"key": key, "solved": False, "reason": reason, "width": None, "height": None, "fovy_deg": None, "principal_px": None, "pos": None, "xyaxes": None,
            "mount": None, "uncertainty": None, "fit": None, "plate": None, "check": None}


def calibrate_one(context, inputs, key: str) -> dict:
    if context.config.get("calibrate_cameras") is False:
        return unsolved(key, "camera calibration was turned off for this twin (config.calibrate_cameras = false)")
    video = episode_video(context.dataset_root, context.episode_index, key)
    if video is None:
        return unsolved(key, f"the dataset has no video file of camera '{key}' for episode {context.episode_index}, so there are no frames to calibrate it from")
    count = len(inputs.state_rad)
    indices = sampled_indices(count)
    try:
        frames = decode(video, count, indices)
    except RuntimeError as error:
        return unsolved(key, f"its video could not be decoded: {error}")
    qpos = np.array([inputs.qpos(inputs.state_rad[i]) for i in indices])
    folder = context.output_dir / "cameras" / key
    store_key = camera_cache.solution_key(key, frames, indices, qpos, inputs.model, context.episode_index) if context.camera_cache else ""
    waiting = lambda: emit("progress", phase="cameras", camera=key, step="waiting for another build solving the same camera")
    with camera_cache.one_solver(context.camera_cache, store_key, waiting):
        stored = camera_cache.load(context.camera_cache, store_key, folder)
        if stored is not None:
            if stored.get("fit") is not None:
                stored["fit"]["reused"] = True
            return stored
        entry = solve(context, inputs, key, frames, indices, qpos, folder)
        camera_cache.save(context.camera_cache, store_key, entry, folder)
        return entry


def solve(context, inputs, key: str, frames: np.ndarray, indices: np.ndarray, qpos: np.ndarray, folder) -> dict:
    robot_body_ids = set(range(1, inputs.model.nbody))
    entry, plate = calibrate_camera(key, frames, indices, qpos, inputs.model, robot_body_ids, seed=context.episode_index,
                                    log=lambda step, **fields: emit("progress", phase="cameras", camera=key, step=step, **fields))
    if plate is None:
        return entry
    folder.mkdir(parents=True, exist_ok=True)
    Image.fromarray(plate).save(folder / "plate.png")
    entry["plate"] = f"cameras/{key}/plate.png"
    moments = [int(round(m * (len(indices) - 1))) for m in CHECK_MOMENTS]
    Image.fromarray(check_image(entry, frames[moments], qpos[moments], inputs.model, robot_body_ids, plate)).save(folder / "check.png")
    entry["check"] = f"cameras/{key}/check.png"
    return entry


def assumptions_for(entry: dict) -> list[str]:
    key = entry["key"]
    if not entry["solved"]:
        return [f"Camera '{key}' is not calibrated: {entry['reason']}; the twin does not render it."]
    u = entry.get("uncertainty") or {}
    fit = entry["fit"]
    pos = ", ".join(f"{v:.3f}" for v in entry["pos"])
    return [
        f"Camera '{key}' ({entry['width']}×{entry['height']}) stands at ({pos}) m in the robot base frame (± {u.get('pos_m')} m), "
        f"oriented with right/up axes {', '.join(f'{v:.3f}' for v in entry['xyaxes'])} (± {u.get('rot_deg')}°), solved from {fit['frames_used']} frames of the episode with the robot as the target.",
        f"Camera '{key}' has a vertical field of view of {entry['fovy_deg']:.2f}° (± {u.get('fovy_deg')}°), principal point at the image centre "
        f"{entry['principal_px'][0]:g}, {entry['principal_px'][1]:g} px and no lens distortion (a pinhole).",
        f"Camera '{key}''s background plate is the per-pixel median of {fit.get('plate_frames')} frames where the fitted robot does not cover the pixel; "
        f"{fit.get('plate_unknown_fraction', 0):.1%} of its pixels were never free and keep the plain median. Robot-mask IoU render vs recording: "
        f"median {fit['iou_median']}, worst {fit['iou_worst']}.",
    ]


def run(context) -> dict:
    inputs = load_inputs(context)
    started = time.monotonic()
    cameras = []
    for key in inputs.episode.cameras:
        began = time.monotonic()
        entry = calibrate_one(context, inputs, key)
        if entry.get("fit") is not None:
            entry["fit"]["seconds"] = round(time.monotonic() - began, 2)
        cameras.append(entry)
    parts = []
    for entry in cameras:
        if entry["solved"]:
            how = "a stored solution of the same recording" if entry["fit"].get("reused") else f"{entry['fit']['seconds']:.0f} s"
            parts.append(f"{entry['key']}: fovy {entry['fovy_deg']:.1f}°, IoU {entry['fit']['iou_median']:.2f} (worst {entry['fit']['iou_worst']:.2f}), {how}")
        else:
            parts.append(f"{entry['key']}: unsolved ({entry['reason']})")
    measurement = "; ".join(parts) if parts else "the dataset has no cameras"
    assumptions = [sentence for entry in cameras for sentence in assumptions_for(entry)]
    return {"measurement": measurement, "assumptions": assumptions, "result": {"cameras": cameras, "seconds": round(time.monotonic() - started, 2)}}
