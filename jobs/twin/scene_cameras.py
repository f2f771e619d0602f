"""The dataset's cameras in the twin: one MuJoCo camera per solved camera (named after its key, at the dataset's
resolution), its plate and check image copied into the twin folder, and what twin.json says of each camera.

The camera entries are the `cameras` stage's result (jobs/twin/stage_cameras.py, which also states each camera's
assumptions); this module only places them."""
import math
import shutil
from pathlib import Path

import mujoco

# Below this many pixels the principal point counts as the image centre and the camera is written with fovy alone.
CENTRED_PX = 0.01
# MuJoCo derives the intrinsics from focal length and principal point in the sensor's length units; only the ratios
# to the resolution matter, so the sensor is given a nominal pixel pitch.
PIXEL_PITCH = 1e-5
CAMERA_IMAGES = ("plate", "check")


def camera_entries(context) -> list[dict]:
    """Every dataset camera's entry from the `cameras` stage, solved or not (empty for a twin built without the stage)."""
    record = context.results.get("cameras")
    return list(((record or {}).get("result") or {}).get("cameras") or [])


def solved(entries: list[dict]) -> list[dict]:
    return [entry for entry in entries if entry.get("solved")]


def focal_px(entry: dict) -> float:
    return (entry["height"] / 2) / math.tan(math.radians(entry["fovy_deg"]) / 2)


def principal_offset(entry: dict) -> list[float] | None:
    """MuJoCo's principal-point offset for the entry's principal point (pixels from the top-left corner), or None
    when it is the image centre. Measured: MuJoCo moves the image by minus its offset, so offset = centre − point."""
    principal = entry.get("principal_px")
    if not principal:
        return None
    offset = [entry["width"] / 2 - float(principal[0]), entry["height"] / 2 - float(principal[1])]
    return offset if max(abs(v) for v in offset) > CENTRED_PX else None


def add_dataset_cameras(spec: mujoco.MjSpec, entries: list[dict]) -> list[str]:
    """Adds a <camera> per solved entry (a fixed camera in the world, a wrist camera on its mount body); returns the
    names added. Raises the offscreen buffer to the largest camera resolution so each renders at its own size."""
    names = []
    for entry in solved(entries):
        mount = entry.get("mount")
        parent = spec.body(mount["body"]) if mount else spec.worldbody
        if parent is None:
            raise ValueError(f"camera '{entry['key']}' is mounted on body '{mount['body']}', which the scene does not have")
        pose = mount if mount else entry
        camera = parent.add_camera(name=entry["key"], pos=list(pose["pos"]), xyaxes=list(pose["xyaxes"]))
        camera.resolution = [int(entry["width"]), int(entry["height"])]
        offset = principal_offset(entry)
        if offset is None:
            camera.fovy = float(entry["fovy_deg"])
        else:
            focal = focal_px(entry)
            camera.sensor_size = [entry["width"] * PIXEL_PITCH, entry["height"] * PIXEL_PITCH]
            camera.focal_pixel = [focal, focal]
            camera.principal_pixel = offset
        spec.visual.global_.offwidth = max(spec.visual.global_.offwidth, int(entry["width"]))
        spec.visual.global_.offheight = max(spec.visual.global_.offheight, int(entry["height"]))
        names.append(entry["key"])
    return names


def copy_camera_images(output_dir: Path, twin_dir: Path, entries: list[dict]) -> list[str]:
    """Copies <output_dir>/cameras/<key>/{plate,check}.png (the cameras stage's files) into <twin>/cameras/<key>/.
    An unsolved camera's images are not copied: nothing in the archive may look through a camera the twin does not know."""
    copied = []
    for entry in solved(entries):
        for image in CAMERA_IMAGES:
            source = output_dir / "cameras" / entry["key"] / f"{image}.png"
            if not source.is_file():
                continue
            target = twin_dir / "cameras" / entry["key"] / f"{image}.png"
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, target)
            copied.append(str(target.relative_to(twin_dir)))
    return copied


def recorded_resolution(info: dict, key: str) -> tuple[int | None, int | None]:
    """(width, height) of a camera as the dataset's meta/info.json declares it (None, None when it does not)."""
    feature = (info.get("features") or {}).get(f"observation.images.{key}") or {}
    shape, names = feature.get("shape"), feature.get("names") or ["height", "width", "channels"]
    if not shape or "height" not in names or "width" not in names:
        return None, None
    return int(shape[names.index("width")]), int(shape[names.index("height")])


def camera_summaries(entries: list[dict], files: list[str], info: dict) -> list[dict]:
    """What twin.json states per dataset camera: solved or why not, its recorded resolution (the entry's, else what
    info.json declares, for a camera without frames), and its files in the archive."""
    summaries = []
    for entry in entries:
        declared = recorded_resolution(info, entry["key"])
        summary = {"key": entry["key"], "solved": bool(entry.get("solved")), "reason": entry.get("reason"),
                   "width": entry.get("width") or declared[0], "height": entry.get("height") or declared[1]}
        if entry.get("solved"):
            summary.update(scene_camera=entry["key"], mount=(entry.get("mount") or {}).get("body"),
                           plate=next((f for f in files if f == f"cameras/{entry['key']}/plate.png"), None),
                           check=next((f for f in files if f == f"cameras/{entry['key']}/check.png"), None))
        summaries.append(summary)
    return summaries
