"""Opens a local LeRobot dataset with LeRobot's own LeRobotDataset and decodes one frame of every camera.

usage: python lerobot_open.py ROOT   → prints one JSON object: version, episodes, frames, cameras {key: [C, H, W]}
"""
import json
import sys

from lerobot.datasets.lerobot_dataset import LeRobotDataset

root = sys.argv[1]
dataset = LeRobotDataset(repo_id="local/relit", root=root)
last = dataset[len(dataset) - 1]
first = dataset[0]
cameras = {}
for key in dataset.meta.camera_keys:
    for item in (first, last):
        frame = item[key]
        assert frame.ndim == 3 and float(frame.max()) > 0, f"{key}: empty frame"
    cameras[key] = list(first[key].shape)
print(json.dumps({
    "version": dataset.meta.info["codebase_version"],
    "episodes": dataset.meta.total_episodes,
    "frames": len(dataset),
    "cameras": cameras,
}))
