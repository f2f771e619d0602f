"""The cameras stage's calibration against the truth, as a table (a dev tool, not a test; the tests are in
test/integration/camera-calibration.test.ts). Generates the demo dataset's episode 0 with the demo's cameras and with
three moved cameras over a textured, noisy backdrop (cached under --work), calibrates every camera from its frames and
recorded states only, and prints per camera: error vs the generator's truth, the uncertainty the twin would state, the
robot-mask IoU of the fit and of the true camera (the metric's own ceiling), and seconds: wall and this process's CPU
(user + system, all threads), the fair figure on a shared machine whose load stretches the wall time.

.venv-sim/bin/python bench/twin-camera-truth.py [--work /tmp/twin-camera-truth] [--only demo/front,moved/side] [--moved_size 640x480]

--moved_size renders the moved variants at another resolution (the real so101-record-test is 640x480; the test and
the default stay 320x240) into --work/moved-<W>x<H>.
"""
import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# A bench script run by path (.venv-sim/bin/python bench/twin-camera-truth.py): the jobs package is the checkout's.
sys.path.insert(0, str(ROOT))

from jobs.sim.sim_env import configure_rendering  # noqa: E402

configure_rendering()

import numpy as np  # noqa: E402
from scipy.spatial.transform import Rotation  # noqa: E402

from jobs.twin import camera_calibration as cc  # noqa: E402
from jobs.twin.robot import Robot, joint_map  # noqa: E402
from jobs.twin.video_frames import EpisodeVideo, decode  # noqa: E402

# The same cameras as test/integration/camera-calibration.test.ts.
VARIANTS = {
    "demo": ([], {"front": {"pos": [0.55, 0.0, 0.3], "lookat": [0.12, 0.0, 0.06], "fovy": 50}, "top": {"pos": [0.3, 0.0, 0.75], "lookat": [0.14, 0.0, 0.0], "fovy": 45}}),
    "moved": (["--backdrop", "--sensor_noise", "4"], {
        "side": {"pos": [0.25, 0.45, 0.35], "lookat": [0.15, 0.0, 0.05], "fovy": 60},
        "high": {"pos": [0.5, -0.35, 0.55], "lookat": [0.12, 0.02, 0.02], "fovy": 40},
        "wide": {"pos": [0.6, 0.15, 0.18], "lookat": [0.1, 0.0, 0.1], "fovy": 70},
    }),
}
AV1 = ["-c:v", "libsvtav1", "-preset", "12", "-g", "2", "-crf", "30", "-pix_fmt", "yuv420p"]
SAMPLED_FRAMES = 48


def generate(directory: Path, variant: str, models: Path, size: tuple[int, int]) -> None:
    if (directory / "episodes.json").exists():
        return
    extra, truth = VARIANTS[variant]
    cameras = [] if variant == "demo" else ["--cameras", json.dumps(truth)]
    subprocess.run([sys.executable, "-m", "jobs.demo.main", "--models_dir", str(models), "--output_dir", str(directory), "--episodes", "1",
                    "--seed", "3", "--width", str(size[0]), "--height", str(size[1]), "--ffmpeg", "ffmpeg", "--encoder_args", json.dumps(AV1), *cameras, *extra],
                   check=True, env={**os.environ, "SVT_LOG": "2", "PYTHONPATH": str(ROOT)}, stdout=subprocess.DEVNULL)


def true_camera(known: dict, size: tuple[int, int] = (320, 240)) -> cc.Pinhole:
    pos = np.asarray(known["pos"], float)
    return cc.Pinhole(pos, cc.look_at(pos, np.asarray(known["lookat"], float)), float(known["fovy"]), *size)


def say(step: str, **figures) -> None:
    print(f"  {step}: {figures}", file=sys.stderr, flush=True)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--work", type=Path, default=Path("/tmp/twin-camera-truth"))
    parser.add_argument("--models_dir", type=Path, default=ROOT / ".data" / "models")
    parser.add_argument("--only", default="")
    parser.add_argument("--moved_size", default="320x240", help="WxH of the moved variants' videos")
    parser.add_argument("--verbose", action="store_true", help="the stage's progress lines on stderr")
    args = parser.parse_args()
    only = set(filter(None, args.only.split(",")))
    moved_size = tuple(int(v) for v in args.moved_size.split("x"))
    robot_dir = args.models_dir / "so101"
    robot = Robot("so101", robot_dir, json.loads((robot_dir / "model.json").read_text()))
    model = robot.load()
    bodies = set(range(1, model.nbody))
    print(f"{'camera':14} {'pos cm':>7} {'rot °':>6} {'fovy °':>6} | {'stated cm':>9} {'°':>5} {'fovy':>5} | {'IoU':>5} {'IoU@truth':>9} | {'s':>5} {'cpu s':>5}")
    for variant, (_, truth) in VARIANTS.items():
        size = (320, 240) if variant == "demo" else moved_size
        directory = args.work / (variant if size == (320, 240) else f"{variant}-{size[0]}x{size[1]}")
        if only and not any(name.startswith(f"{variant}/") for name in only):
            continue
        generate(directory, variant, args.models_dir, size)
        recorded = json.loads((directory / "episodes.json").read_text())
        joints = joint_map(model, robot, recorded["names"])
        state = joints.to_radians(np.asarray(recorded["episodes"][0]["state"], float))
        indices = np.unique(np.linspace(0, len(state) - 1, SAMPLED_FRAMES).round().astype(int))
        qpos = np.tile(model.qpos0, (len(indices), 1))
        qpos[:, joints.qpos_addresses] = state[indices]
        for key, known in truth.items():
            if only and f"{variant}/{key}" not in only:
                continue
            frames = decode(EpisodeVideo(directory / f"{key}.mp4", 0.0, None, *size), len(state), indices)
            began, cpu_began = time.monotonic(), time.process_time()
            entry, plate = cc.calibrate_camera(key, frames, indices, qpos, model, bodies, log=say if args.verbose else None)
            seconds, cpu = time.monotonic() - began, time.process_time() - cpu_began
            # The IoU at the truth as the stage scores it: at its working resolution (frames shrunk to 320 wide).
            small = cc.shrink(frames, cc.WORK_WIDTH)
            work_size = (small.shape[2], small.shape[1])
            truth_camera = true_camera(known, work_size)
            renderer = cc.RobotRenderer(model, bodies, *work_size)
            try:
                truth_plate = cc.plate_from_render(renderer, truth_camera, small, qpos, np.median(small, axis=0).astype(np.uint8), work_size)[0]
                truth_iou = float(np.median(cc.iou_against(renderer, truth_camera, small, qpos, truth_plate)[0]))
            finally:
                renderer.close()
            name = f"{variant}/{key}"
            if not entry["solved"]:
                print(f"{name:14} unsolved: {entry['reason'][:90]} | IoU@truth {truth_iou:.3f} | {seconds:5.0f} {cpu:5.0f}", flush=True)
                continue
            got = cc.camera_from_entry(entry)
            pos_cm = 100 * float(np.linalg.norm(got.pos - truth_camera.pos))
            rot = float(np.degrees(Rotation.from_matrix(truth_camera.rot.T @ got.rot).magnitude()))
            fovy = abs(entry["fovy_deg"] - known["fovy"])
            u = entry["uncertainty"]
            print(f"{name:14} {pos_cm:7.1f} {rot:6.1f} {fovy:6.1f} | {100 * u['pos_m']:9.1f} {u['rot_deg']:5.1f} {u['fovy_deg']:5.1f} | "
                  f"{entry['fit']['iou_median']:5.3f} {truth_iou:9.3f} | {seconds:5.0f} {cpu:5.0f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
