"""validate's camera check: per solved camera, how well the twin's render matches the recorded video over sampled
frames — the robot-mask IoU (the solver's measure) and the PSNR/SSIM of the shared renderer's composited frame
against the recorded frame. A camera whose fit is poor says so."""
import numpy as np

from jobs.twin.camera_calibration import robot_mask_iou
from jobs.sim.camera_renderer import CameraRenderer
from jobs.twin.video_frames import decode, episode_video

SAMPLED_FRAMES = 8
# The bar for a solved camera; below it the stage's measurement calls the fit poor.
POOR_IOU = 0.85
SSIM_WINDOW = 7


def psnr(a: np.ndarray, b: np.ndarray) -> float:
    mse = float(np.mean((a.astype(np.float64) - b.astype(np.float64)) ** 2))
    return float("inf") if mse == 0 else 10 * np.log10(255.0 ** 2 / mse)


def _box_mean(image: np.ndarray, size: int) -> np.ndarray:
    """Mean over every size×size window (valid positions only), by summed-area table."""
    table = np.pad(image, ((1, 0), (1, 0))).cumsum(0).cumsum(1)
    return (table[size:, size:] - table[:-size, size:] - table[size:, :-size] + table[:-size, :-size]) / (size * size)


def ssim(a: np.ndarray, b: np.ndarray, size: int = SSIM_WINDOW) -> float:
    """Mean structural similarity of the luminance of two RGB images (Wang et al. 2004, uniform window)."""
    weights = np.array([0.299, 0.587, 0.114])
    x, y = a.astype(np.float64) @ weights, b.astype(np.float64) @ weights
    c1, c2 = (0.01 * 255) ** 2, (0.03 * 255) ** 2
    mx, my = _box_mean(x, size), _box_mean(y, size)
    vx = _box_mean(x * x, size) - mx * mx
    vy = _box_mean(y * y, size) - my * my
    cxy = _box_mean(x * y, size) - mx * my
    index = ((2 * mx * my + c1) * (2 * cxy + c2)) / ((mx * mx + my * my + c1) * (vx + vy + c2))
    return float(index.mean())


def sampled_frames(count: int) -> np.ndarray:
    return np.unique(np.linspace(0, count - 1, min(SAMPLED_FRAMES, count)).round().astype(int))


def check_cameras(twin_dir, scene_model, entries: list[dict], inputs, object_poses: list, root, episode_index: int) -> dict:
    """{key: {...}} for every solved camera; `object_poses[i]` is the replayed object's pose at frame i (or None)."""
    solved = [entry for entry in entries if entry.get("solved")]
    if not solved:
        return {}
    robot_body_ids = set(range(1, inputs.model.nbody))
    frame_count = len(inputs.state_rad)
    indices = sampled_frames(frame_count)
    robot_qpos = np.array([inputs.qpos(inputs.state_rad[i]) for i in indices])
    joints = inputs.joints.joints
    report = {}
    with CameraRenderer(twin_dir, scene_model, cameras=[entry["key"] for entry in solved]) as renderer:
        for entry in solved:
            key = entry["key"]
            video = episode_video(root, episode_index, key)
            if video is None:
                report[key] = {"checked": False, "reason": "the dataset has no video of this camera for the episode"}
                continue
            frames = decode(video, frame_count, indices)
            plate = renderer.plate(key)
            # The recording's robot mask is what differs from the plate; without a plate there is no mask to compare.
            iou = robot_mask_iou(entry, frames, robot_qpos, inputs.model, robot_body_ids, plate) if plate is not None else None
            psnrs, ssims = [], []
            for frame, index in zip(frames, indices):
                pose = object_poses[index] if index < len(object_poses) else None
                state = renderer.state(dict(zip(joints, inputs.state_rad[index])), object_pose=pose)
                image = renderer.render(key, state)
                psnrs.append(psnr(image, frame))
                ssims.append(ssim(image, frame))
            report[key] = {
                "checked": True, "frames": [int(i) for i in indices], "composited": plate is not None,
                "iou_median": None if iou is None else round(float(iou["median"]), 3), "iou_worst": None if iou is None else round(float(iou["worst"]), 3),
                "psnr_db_median": round(float(np.median(psnrs)), 2), "psnr_db_worst": round(float(np.min(psnrs)), 2),
                "ssim_median": round(float(np.median(ssims)), 3), "ssim_worst": round(float(np.min(ssims)), 3),
                "poor": iou is not None and float(iou["median"]) < POOR_IOU,
            }
    return report


def describe_checks(report: dict, entries: list[dict]) -> str:
    parts = []
    for key, check in report.items():
        if not check["checked"]:
            parts.append(f"{key} not checked ({check['reason']})")
            continue
        iou = (f"robot-mask IoU median {check['iou_median']:.2f} (worst {check['iou_worst']:.2f})" if check["iou_median"] is not None
               else "no robot-mask IoU (no plate to tell the robot from the scene)")
        text = (f"{key}: {iou}, "
                f"PSNR {check['psnr_db_median']:.1f} dB, SSIM {check['ssim_median']:.2f} over {len(check['frames'])} frames")
        if check["poor"]:
            text += f" — POOR FIT (IoU median below {POOR_IOU:.2f}): renders from this camera do not match the recording"
        parts.append(text)
    unsolved = [entry["key"] for entry in entries if not entry.get("solved")]
    if unsolved:
        parts.append(f"unsolved, not rendered: {', '.join(unsolved)}")
    return "cameras: " + "; ".join(parts) if parts else "no dataset camera"
