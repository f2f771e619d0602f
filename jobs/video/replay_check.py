"""Replays a generated episode's actions in a fresh twin of the same variation and says whether the task succeeds.

python -m jobs.video.replay_check --twin_dir DIR --episode EPISODE_JSON

The scene is rebuilt from the episode's variation and seed (the same seed draws the same jitter and distractors), the
recorded actions (dataset units) go through the twin's servo model exactly as replay.py sends a recording's, and the
same verdict as the engine's (lifted, then released within the twin's tolerance of the target) is printed as JSON.
"""
import argparse
import json
import sys
from pathlib import Path

import numpy as np

from jobs.rl.demonstration import load_demonstration
from jobs.twin.replay import Replayer, dataset_to_radians, servo_commands
from jobs.video.variation import Variation, build_scene


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--twin_dir", required=True)
    parser.add_argument("--episode", required=True)
    args = parser.parse_args(argv)
    twin_dir = Path(args.twin_dir)
    episode = json.loads(Path(args.episode).read_text())
    spec = json.loads((twin_dir / "twin.json").read_text())["replay"]
    demo = load_demonstration(twin_dir)
    scene = build_scene(str(twin_dir / spec["scene"]), spec["object"], demo.object_pose[0], demo.place, Variation.from_json(episode["variation"]), np.random.default_rng(episode["seed"]))
    columns = spec["columns"]
    commands = servo_commands(dataset_to_radians(episode["action"], columns), spec["servo"]["joints"])
    replayer = Replayer(scene.model, [c["joint"] for c in columns], float(spec["fps"]), spec["object"], tuple(spec.get("jaw_tips") or ()), [c["actuator"] for c in columns])
    replayer.reset(scene.object_pose)
    recorded = replayer.run(commands, range(len(commands)))
    replayer.settle(float(spec.get("settle_seconds", 1.0)))
    heights = np.array([frame.object_pose[2] for frame in recorded]) - scene.object_pose[2]
    final = replayer.data.qpos[replayer.object_joint:replayer.object_joint + 3]
    lift = float(max(heights.max(), 0.0))
    release_error = float(np.linalg.norm(final[:2] - demo.place[:2]))
    state_error = float(np.abs(np.rad2deg(np.array([f.qpos for f in recorded]) - dataset_to_radians(episode["observation.state"], columns)))[:, :5].max())
    success = lift >= spec["thresholds"]["lifted_m"] and release_error <= spec["thresholds"]["released_within_m"]
    print(json.dumps({"success": bool(success), "lifted_m": round(lift, 4), "release_error_m": round(release_error, 4), "max_arm_state_error_deg": round(state_error, 4)}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
