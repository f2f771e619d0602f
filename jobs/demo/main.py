"""Generates the demo dataset's episodes: the SO-101 MuJoCo model scripted to pick an orange cube and
place it in a box, recorded as LeRobot records the real arm.

python jobs/demo/main.py --models_dir DIR --output_dir DIR --episodes N --seed S --fps 30
                         --width 320 --height 240 --ffmpeg PATH --encoder_args JSON

Writes <output_dir>/episodes.json (per episode: state and action in LeRobot SO-101 units, the
layout, the grasp's frames) and one video per camera, <output_dir>/<camera>.mp4, holding every
episode's frames back to back (as a LeRobot v3.0 video file does), encoded by ffmpeg with
`encoder_args` (the caller's LeRobot encoder settings). stdout: one JSON line per episode, then done.
Same seed, same trajectories and same pictures.
"""
import argparse
import json
import subprocess
import sys
from pathlib import Path

# What every simulation job shares (progress lines, offscreen rendering) lives in jobs/sim.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "sim"))

from sim_env import configure_rendering  # noqa: E402

configure_rendering()

import mujoco  # noqa: E402
import numpy as np  # noqa: E402

from progress import emit  # noqa: E402
from scene import CAMERAS, compose, episode_layout  # noqa: E402
from script import commands, plan  # noqa: E402
from simulate import JOINTS, grasp_frames, run_episode  # noqa: E402


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
    parser.add_argument("--encoder_args", default='["-c:v", "libsvtav1", "-preset", "12", "-g", "2", "-crf", "30", "-pix_fmt", "yuv420p"]')
    return parser.parse_args(argv)


def open_encoder(args: argparse.Namespace, path: Path) -> subprocess.Popen:
    return subprocess.Popen(
        [args.ffmpeg, "-hide_banner", "-nostdin", "-y", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", "rgb24", "-s", f"{args.width}x{args.height}",
         "-r", str(args.fps), "-i", "-", *json.loads(args.encoder_args), "-an", str(path)],
        stdin=subprocess.PIPE,
    )


def main(argv: list[str]) -> int:
    args = parse_args(argv)
    args.output_dir.mkdir(parents=True, exist_ok=True)
    model = compose(args.models_dir / "so101" / "so101.xml", args.width, args.height).compile()
    renderer = mujoco.Renderer(model, args.height, args.width)
    cameras = list(CAMERAS)
    encoders = {camera: open_encoder(args, args.output_dir / f"{camera}.mp4") for camera in cameras}
    episodes = []
    try:
        for index in range(args.episodes):
            rng = np.random.default_rng([args.seed, index])
            layout = episode_layout(rng)
            segments = plan(model, layout, rng)
            command, _ = commands(segments, args.fps)
            recording = run_episode(model, layout, command, args.fps, renderer, cameras, lambda camera, pixels: encoders[camera].stdin.write(pixels.tobytes()))
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
        renderer.close()
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
