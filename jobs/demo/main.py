"""Generates the demo dataset's episodes: the SO-101 MuJoCo model scripted to pick an orange cube and
place it in a box, recorded as LeRobot records the real arm.

python -m jobs.demo.main --models_dir DIR --output_dir DIR --episodes N --seed S --fps 30
                         --width 320 --height 240 --ffmpeg PATH --encoder_args JSON

Writes <output_dir>/episodes.json (per episode: state and action in LeRobot SO-101 units, the
layout, the grasp's frames) and one video per camera, <output_dir>/<camera>.mp4, holding every
episode's frames back to back (as a LeRobot v3.0 video file does), encoded by ffmpeg with
`encoder_args` (the caller's LeRobot encoder settings). stdout: one JSON line per episode, then done.
Same seed, same trajectories and same pictures.

Test variants (tests of the camera calibration; the default dataset does not use them):
  --cameras JSON      {name: {pos, lookat, fovy}} replaces the scene's cameras; {name: {"noise": true}} records pure noise
  --backdrop          the table and the wall show a photo-like texture (written to <output_dir>/backdrop.png)
  --sensor_noise S    Gaussian noise of S levels (of 255) on every recorded frame, before encoding
"""
import argparse
import json
import subprocess
import sys
from pathlib import Path

from jobs.sim.sim_env import configure_rendering

configure_rendering()

import numpy as np  # noqa: E402

from jobs.sim.progress import emit  # noqa: E402
from jobs.sim.renderers import Renderers  # noqa: E402
from jobs.demo.scene import CAMERAS, compose, episode_layout  # noqa: E402
from jobs.demo.script import commands, plan  # noqa: E402
from jobs.demo.simulate import JOINTS, grasp_frames, run_episode  # noqa: E402


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--models_dir", type=Path, required=True)
    parser.add_argument("--output_dir", type=Path, required=True)
    parser.add_argument("--episodes", type=int, default=6)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--fps", type=int, default=30)
    parser.add_argument("--width", type=int, default=320)
    parser.add_argument("--height", type=int, default=240)
    parser.add_argument("--ffmpeg", default="ffmpeg")
    parser.add_argument("--cameras", default=None, help="JSON: replaces the scene's cameras (test variants)")
    parser.add_argument("--backdrop", action="store_true", help="a photo-like texture on the table and the wall")
    parser.add_argument("--sensor_noise", type=float, default=0.0)
    parser.add_argument("--encoder_args", default='["-c:v", "libsvtav1", "-preset", "12", "-g", "2", "-crf", "30", "-pix_fmt", "yuv420p"]')
    return parser.parse_args(argv)


def open_encoder(args: argparse.Namespace, path: Path) -> subprocess.Popen:
    return subprocess.Popen(
        [args.ffmpeg, "-hide_banner", "-nostdin", "-y", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", "rgb24", "-s", f"{args.width}x{args.height}",
         "-r", str(args.fps), "-i", "-", *json.loads(args.encoder_args), "-an", str(path)],
        stdin=subprocess.PIPE,
    )


def write_backdrop(path: Path, seed: int) -> Path:
    """A photo-like image: smooth colour blotches at several scales, a few soft-edged shapes, fine grain."""
    from PIL import Image, ImageDraw, ImageFilter

    rng = np.random.default_rng([seed, 1234])
    size = 512
    image = np.zeros((size, size, 3))
    for cells, weight in ((4, 0.5), (16, 0.3), (64, 0.15)):
        coarse = rng.random((cells, cells, 3))
        image += weight * np.asarray(Image.fromarray((coarse * 255).astype(np.uint8)).resize((size, size), Image.BICUBIC), float) / 255
    picture = Image.fromarray(np.clip(image / 0.95 * 255, 0, 255).astype(np.uint8))
    draw = ImageDraw.Draw(picture)
    for _ in range(12):
        x, y = rng.integers(0, size, 2)
        w, h = rng.integers(20, 120, 2)
        draw.rectangle([int(x), int(y), int(x + w), int(y + h)], fill=tuple(int(v) for v in rng.integers(0, 255, 3)))
    picture = picture.filter(ImageFilter.GaussianBlur(1.5))
    grain = rng.normal(0, 6, (size, size, 3))
    Image.fromarray(np.clip(np.asarray(picture, float) + grain, 0, 255).astype(np.uint8)).save(path)
    return path


def recorder(args: argparse.Namespace, cameras: dict):
    """What each camera's encoder receives: the render, with sensor noise if asked, or pure noise for a noise camera."""
    rng = np.random.default_rng([args.seed, 99])

    def record(camera: str, pixels: np.ndarray) -> bytes:
        if cameras[camera].get("noise"):
            return rng.integers(0, 256, pixels.shape, dtype=np.uint8).tobytes()
        if args.sensor_noise > 0:
            noisy = pixels.astype(np.float32) + rng.normal(0, args.sensor_noise, pixels.shape)
            return np.clip(np.round(noisy), 0, 255).astype(np.uint8).tobytes()
        return pixels.tobytes()

    return record


def main(argv: list[str]) -> int:
    args = parse_args(argv)
    args.output_dir.mkdir(parents=True, exist_ok=True)
    layout_cameras = json.loads(args.cameras) if args.cameras else CAMERAS
    backdrop = write_backdrop(args.output_dir / "backdrop.png", args.seed) if args.backdrop else None
    model = compose(args.models_dir / "so101" / "so101.xml", args.width, args.height, layout_cameras, backdrop).compile()
    renderers = Renderers(model)
    renderer = renderers.renderer(args.width, args.height)
    cameras = list(layout_cameras)
    record = recorder(args, layout_cameras)
    encoders = {camera: open_encoder(args, args.output_dir / f"{camera}.mp4") for camera in cameras}
    episodes = []
    try:
        for index in range(args.episodes):
            rng = np.random.default_rng([args.seed, index])
            layout = episode_layout(rng)
            segments = plan(model, layout, rng)
            command, _ = commands(segments, args.fps)
            recording = run_episode(model, layout, command, args.fps, renderer, cameras, lambda camera, pixels: encoders[camera].stdin.write(record(camera, pixels)))
            episode = {
                "frames": len(recording.state),
                "layout": {"cube_xy": list(layout.cube_xy), "cube_yaw": layout.cube_yaw, "box_xy": list(layout.box_xy)},
                "grasp": grasp_frames(recording),
                "cube_start": recording.cube_path[0].tolist(),
                "cube_end": recording.cube_path[-1].tolist(),
                "cube_max_z": float(recording.cube_path[:, 2].max()),
                "state": recording.state.round(4).tolist(),
                "action": recording.action.round(4).tolist(),
            }
            episodes.append(episode)
            emit("episode", index=index, frames=episode["frames"], grasp=episode["grasp"], cube_end=[round(v, 4) for v in episode["cube_end"]])
    finally:
        renderers.close()
        codes = {}
        for camera, encoder in encoders.items():
            encoder.stdin.close()
            codes[camera] = encoder.wait()
    failed = {camera: code for camera, code in codes.items() if code != 0}
    if failed:
        emit("error", code="encode_failed", message=f"ffmpeg exited {failed}")
        return 1
    names = [f"{joint}.pos" for joint in JOINTS]
    (args.output_dir / "episodes.json").write_text(json.dumps({"fps": args.fps, "names": names, "cameras": cameras, "episodes": episodes}))
    emit("done", episodes=len(episodes), frames=sum(e["frames"] for e in episodes))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
