"""Training episodes for the visual policy, each as joint state, action and every camera's frames at the policy's
resolution: from a LeRobot dataset (v2.1 or v3.0, decoded with ffmpeg as the twin job decodes) or from a video
engine job's output folder (episode.json and one observation.images.<camera>.mp4 per camera)."""
import json
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from jobs.sim.job_errors import UserFixableError
from jobs.twin.dataset import read_episode, read_info
from jobs.twin.video_frames import EpisodeVideo, decode, episode_video
from jobs.visual.network import downscale


@dataclass
class TrainingEpisode:
    source: str
    state: np.ndarray  # T × joints, dataset units
    action: np.ndarray  # T × joints, dataset units
    images: dict[str, np.ndarray]  # camera → T × h × w × 3 uint8 at the policy's resolution
    resolution: dict[str, tuple[int, int]]  # camera → (height, width) of the dataset's frames


def dataset_episodes(root: Path, cameras: list[str] | None = None) -> list[TrainingEpisode]:
    info = read_info(root)
    episodes = []
    for index in range(int(info["total_episodes"])):
        episode = read_episode(root, index)
        frames = len(episode.state)
        images, resolution = {}, {}
        for camera in cameras or episode.cameras:
            video = episode_video(root, index, camera)
            if video is None:
                raise UserFixableError("dataset_invalid", f"{root}: episode {index} has no video for camera {camera}", "dataset")
            images[camera] = downscale(decode(video, frames, np.arange(frames)))
            resolution[camera] = (video.height, video.width)
        episodes.append(TrainingEpisode(f"{root.name}#{index}", episode.state, episode.action, images, resolution))
    return episodes


def generated_episode(directory: Path, resolution: dict[str, tuple[int, int]]) -> TrainingEpisode:
    """A video engine episode, its cameras decoded at `resolution` (camera → (height, width)), the dataset's: the engine
    renders every camera at its dataset's resolution."""
    document = json.loads((directory / "episode.json").read_text())
    if not document.get("success"):
        raise UserFixableError("generated_invalid", f"{directory}: the video engine did not generate this episode", "generated")
    state = np.asarray(document["observation.state"], dtype=np.float64)
    action = np.asarray(document["action"], dtype=np.float64)
    images = {}
    for camera, (height, width) in resolution.items():
        video = EpisodeVideo(directory / f"observation.images.{camera}.mp4", 0.0, None, width, height)
        try:
            images[camera] = downscale(decode(video, len(state), np.arange(len(state)), exact=True))
        except (ValueError, RuntimeError) as error:
            raise UserFixableError("generated_invalid", f"{directory}: {error}", "generated") from error
    return TrainingEpisode(directory.name, state, action, images, dict(resolution))
