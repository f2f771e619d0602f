"""Opens a local LeRobot dataset with LeRobot's own LeRobotDataset and decodes the first and last frame of every camera.

LeRobot 0.4 reads v3.0 only: a v2.1 dataset is first converted by LeRobot's own v2.1 → v3.0 converter
(which reads every v2.1 file: info, tasks, episodes, episode stats, data and videos), in a copy.

usage: python lerobot_open.py ROOT   → prints one JSON object: version, episodes, frames, cameras {key: [C, H, W]}
"""
import json
import shutil
import sys
import tempfile
from pathlib import Path

from lerobot.datasets.lerobot_dataset import LeRobotDataset

root = Path(sys.argv[1])
version = json.loads((root / "meta" / "info.json").read_text())["codebase_version"]
if version == "v2.1":
    from lerobot.datasets.v30.convert_dataset_v21_to_v30 import convert_dataset

    parent = Path(tempfile.mkdtemp())
    shutil.copytree(root, parent / "relit")
    convert_dataset(repo_id="relit", root=parent, push_to_hub=False, force_conversion=True)
    root = parent / "relit"
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
    "version": version,
    "episodes": dataset.meta.total_episodes,
    "frames": len(dataset),
    "cameras": cameras,
}))
