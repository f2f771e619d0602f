"""Reads one episode of a LeRobot dataset directory (codebase v2.1 or v3.0) with pyarrow."""
import json
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pyarrow.compute as pc
import pyarrow.parquet as pq

from jobs.twin.errors import UserFixableError


@dataclass
class Episode:
    root: Path
    version: str
    robot_type: str
    fps: float
    index: int
    total_episodes: int
    action_names: list[str]
    state_names: list[str]
    cameras: list[str]
    action: np.ndarray  # frames × joints, dataset units
    state: np.ndarray  # frames × joints, dataset units
    task: str | None


def read_info(root: Path) -> dict:
    path = root / "meta" / "info.json"
    if not path.is_file():
        raise UserFixableError("dataset_invalid", f"{root} is not a LeRobot dataset: meta/info.json is missing", "source")
    return json.loads(path.read_text())


def camera_names(info: dict) -> list[str]:
    features = info.get("features", {})
    return [key.removeprefix("observation.images.") for key, feature in features.items() if feature.get("dtype") in ("video", "image")]


def _data_files(root: Path, info: dict, index: int) -> list[Path]:
    version = str(info.get("codebase_version", ""))
    if version.startswith("v2"):
        chunk = index // int(info.get("chunks_size", 1000))
        return [root / info["data_path"].format(episode_chunk=chunk, episode_index=index)]
    episodes_dir = root / "meta" / "episodes"
    files: set[Path] = set()
    for meta_file in sorted(episodes_dir.rglob("*.parquet")):
        table = pq.read_table(meta_file, columns=["episode_index", "data/chunk_index", "data/file_index"])
        for row in table.filter(pc.equal(table["episode_index"], index)).to_pylist():
            files.add(root / info["data_path"].format(chunk_index=row["data/chunk_index"], file_index=row["data/file_index"]))
    return sorted(files)


def _task(root: Path, info: dict, task_index: int | None) -> str | None:
    if task_index is None:
        return None
    tasks_parquet = root / "meta" / "tasks.parquet"
    if tasks_parquet.is_file():
        table = pq.read_table(tasks_parquet).to_pydict()
        names = table.get("task") or table.get("__index_level_0__") or []
        indices = table.get("task_index", list(range(len(names))))
        return next((name for name, i in zip(names, indices) if i == task_index), None)
    tasks_jsonl = root / "meta" / "tasks.jsonl"
    if tasks_jsonl.is_file():
        for line in tasks_jsonl.read_text().splitlines():
            entry = json.loads(line)
            if entry.get("task_index") == task_index:
                return entry.get("task")
    return None


def read_episode(root: Path, index: int) -> Episode:
    info = read_info(root)
    total = int(info.get("total_episodes", 0))
    if index < 0 or index >= total:
        raise UserFixableError("episode_not_found", f"episode_index {index} is out of range: the dataset has {total} episodes (0..{total - 1})", "episode_index")
    features = info.get("features", {})
    for key in ("action", "observation.state"):
        if key not in features:
            raise UserFixableError("dataset_invalid", f"the dataset has no '{key}' feature; a twin replays the recorded joints", "source")
    files = _data_files(root, info, index)
    missing = [str(path) for path in files if not path.is_file()]
    if not files or missing:
        raise UserFixableError("dataset_invalid", f"the data files of episode {index} are missing: {', '.join(missing) or 'none listed'}", "source")
    columns = ["episode_index", "frame_index", "action", "observation.state", "task_index"]
    tables = [pq.read_table(path, columns=[c for c in columns if c in pq.read_schema(path).names]) for path in files]
    rows = {key: [] for key in columns}
    for table in tables:
        table = table.filter(pc.equal(table["episode_index"], index))
        table = table.sort_by("frame_index")
        for key in columns:
            if key in table.column_names:
                rows[key].extend(table[key].to_pylist())
    if not rows["frame_index"]:
        raise UserFixableError("episode_not_found", f"episode {index} has no frames in {', '.join(map(str, files))}", "episode_index")
    names = lambda key: list(features[key].get("names") or [])  # noqa: E731
    return Episode(
        root=root,
        version=str(info.get("codebase_version")),
        robot_type=str(info.get("robot_type") or "unknown"),
        fps=float(info.get("fps", 30)),
        index=index,
        total_episodes=total,
        action_names=names("action"),
        state_names=names("observation.state"),
        cameras=camera_names(info),
        action=np.asarray(rows["action"], dtype=np.float64),
        state=np.asarray(rows["observation.state"], dtype=np.float64),
        task=_task(root, info, rows["task_index"][0] if rows["task_index"] else None),
    )
