"""Calibrates every camera of a demo-generator output (jobs/demo/main.py: episodes.json and one <camera>.mp4 per
camera, episodes back to back) from its episode-0 frames and recorded states, and compares with the truth the test
passed to the generator. The calibration gets only frames, states and the twin's robot model, never the truth.

python check_truth.py --demo_dir DIR --models_dir DIR --truth JSON
stdout: one JSON line per camera: solved, reason, errors (pos_m, rot_deg, fovy_deg), IoU, seconds."""
import argparse
import json
import sys
from pathlib import Path


from jobs.sim.sim_env import configure_rendering  # noqa: E402

configure_rendering()

import numpy as np  # noqa: E402
from scipy.spatial.transform import Rotation  # noqa: E402

from jobs.twin import camera_calibration as cc  # noqa: E402
from jobs.twin.robot import Robot, joint_map  # noqa: E402
from jobs.twin.video_frames import EpisodeVideo, decode  # noqa: E402

SAMPLED_FRAMES = 48


def true_rotation(pos, lookat) -> np.ndarray:
    return cc.look_at(np.asarray(pos, float), np.asarray(lookat, float))


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--demo_dir", type=Path, required=True)
    parser.add_argument("--models_dir", type=Path, required=True)
    parser.add_argument("--truth", required=True)
    parser.add_argument("--width", type=int, default=320)
    parser.add_argument("--height", type=int, default=240)
    args = parser.parse_args(argv)
    truth = json.loads(args.truth)
    recorded = json.loads((args.demo_dir / "episodes.json").read_text())
    robot_dir = args.models_dir / "so101"
    robot = Robot("so101", robot_dir, json.loads((robot_dir / "model.json").read_text()))
    model = robot.load()
    joints = joint_map(model, robot, recorded["names"])
    state = joints.to_radians(np.asarray(recorded["episodes"][0]["state"], float))
    count = len(state)
    indices = np.unique(np.linspace(0, count - 1, SAMPLED_FRAMES).round().astype(int))
    qpos = np.tile(model.qpos0, (len(indices), 1))
    qpos[:, joints.qpos_addresses] = state[indices]
    for key in recorded["cameras"]:
        frames = decode(EpisodeVideo(args.demo_dir / f"{key}.mp4", 0.0, None, args.width, args.height), count, indices)
        entry, _ = cc.calibrate_camera(key, frames, indices, qpos, model, set(range(1, model.nbody)))
        line = {"camera": key, "solved": entry["solved"], "reason": entry["reason"], "fit": entry["fit"]}
        known = truth.get(key, {})
        if entry["solved"] and "pos" in known:
            got = cc.camera_from_entry(entry)
            line["errors"] = {
                "pos_m": float(np.linalg.norm(got.pos - np.asarray(known["pos"], float))),
                "rot_deg": float(np.degrees(Rotation.from_matrix(true_rotation(known["pos"], known["lookat"]).T @ got.rot).magnitude())),
                "fovy_deg": float(abs(entry["fovy_deg"] - known["fovy"])),
            }
        print(json.dumps(line), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
