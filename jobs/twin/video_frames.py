"""One episode's frames of one camera, decoded with ffmpeg from a LeRobot v2.1 or v3.0 dataset directory.

v2.1 keeps one video file per episode; v3.0 keeps many episodes back to back in one file, and the episode's span
is `videos/<key>/from_timestamp..to_timestamp` in meta/episodes."""
import os
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pyarrow.compute as pc
import pyarrow.parquet as pq

from jobs.twin.dataset import read_info


@dataclass
class EpisodeVideo:
    path: Path
    start_s: float
    end_s: float | None
    width: int
    height: int


def ffmpeg_binary() -> str:
    binary = os.environ.get("FFMPEG_PATH") or shutil.which("ffmpeg")
    if not binary:
        raise RuntimeError("ffmpeg is not on PATH (npm run setup checks for it)")
    return binary


def episode_video(root: Path, episode_index: int, camera: str) -> EpisodeVideo | None:
    """Where the camera's frames of the episode are; None when the dataset has no video file for them."""
    info = read_info(root)
    key = f"observation.images.{camera}"
    feature = info.get("features", {}).get(key)
    if not feature or feature.get("dtype") != "video" or not info.get("video_path"):
        return None
    shape = feature.get("shape") or [0, 0, 3]
    names = feature.get("names") or ["height", "width", "channels"]
    height = int(shape[names.index("height")]) if "height" in names else int(shape[0])
    width = int(shape[names.index("width")]) if "width" in names else int(shape[1])
    version = str(info.get("codebase_version", ""))
    if version.startswith("v2"):
        chunk = episode_index // int(info.get("chunks_size", 1000))
        path = root / info["video_path"].format(episode_chunk=chunk, video_key=key, episode_index=episode_index)
        return EpisodeVideo(path, 0.0, None, width, height) if path.is_file() else None
    for meta_file in sorted((root / "meta" / "episodes").rglob("*.parquet")):
        columns = [f"videos/{key}/chunk_index", f"videos/{key}/file_index", f"videos/{key}/from_timestamp", f"videos/{key}/to_timestamp"]
        schema = pq.read_schema(meta_file)
        if any(column not in schema.names for column in columns):
            continue
        table = pq.read_table(meta_file, columns=["episode_index", *columns])
        for row in table.filter(pc.equal(table["episode_index"], episode_index)).to_pylist():
            path = root / info["video_path"].format(video_key=key, chunk_index=row[columns[0]], file_index=row[columns[1]])
            if path.is_file():
                return EpisodeVideo(path, float(row[columns[2]]), float(row[columns[3]]), width, height)
    return None


def decode(video: EpisodeVideo, frame_count: int, frame_indices: np.ndarray, *, exact: bool = False) -> np.ndarray:
    """The episode's frames at `frame_indices` (T×H×W×3 uint8). Decodes the episode's span once and keeps the wanted
    frames: AV1 with a 2-frame GOP as LeRobot writes it is cheap to decode, and one pass avoids per-frame seeks.
    A recording may hold a frame or two fewer than its states (the last index then repeats the last frame); with
    `exact`, a missing frame is an error instead."""
    command = [ffmpeg_binary(), "-hide_banner", "-nostdin", "-loglevel", "error"]
    if video.start_s > 0:
        command += ["-ss", f"{video.start_s:.6f}"]
    command += ["-i", str(video.path), "-frames:v", str(frame_count), "-f", "rawvideo", "-pix_fmt", "rgb24", "-s", f"{video.width}x{video.height}", "-"]
    result = subprocess.run(command, capture_output=True, check=False)
    if result.returncode != 0:
        raise RuntimeError(f"ffmpeg could not decode {video.path}: {result.stderr.decode(errors='replace').strip()[-300:]}")
    size = video.width * video.height * 3
    count = len(result.stdout) // size
    frames = np.frombuffer(result.stdout[: count * size], np.uint8).reshape(count, video.height, video.width, 3)
    wanted = np.asarray(frame_indices, int)
    if count == 0:
        raise RuntimeError(f"ffmpeg decoded no frames of {video.path} from {video.start_s:.3f} s")
    if exact and wanted.size and wanted.max() >= count:
        raise ValueError(f"{video.path} has {count} frames, frame {int(wanted.max())} was asked for")
    return frames[np.clip(wanted, 0, count - 1)].copy()
