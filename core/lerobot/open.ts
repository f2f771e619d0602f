import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { cameraFormat, cameraKeys, cameraShortName, featureSize, readInfo } from './info.js';
import { resolveInside } from './paths.js';
import { ACTION_KEY, STATE_KEY } from './types.js';
import type { CameraInfo, LeRobotDataset } from './types.js';
import { loadV21Meta } from './v21.js';
import { loadV30Meta } from './v30.js';

/**
 * Reads a LeRobot dataset's metadata (v2.1 or v3.0) from a local folder.
 * Data and video files are only checked for existence here; missing videos are normal
 * (see `CameraInfo.videoPresent`). Throws `DatasetFormatError` when the folder is not a
 * readable dataset.
 */
export async function openDataset(root: string): Promise<LeRobotDataset> {
  const absoluteRoot = resolve(root);
  const info = await readInfo(absoluteRoot);
  const meta = info.codebaseVersion === 'v3.0' ? await loadV30Meta(absoluteRoot, info) : await loadV21Meta(absoluteRoot, info);

  const exists = fileExistsCache(absoluteRoot);
  for (const episode of meta.episodes) {
    episode.data.present = await exists(episode.data.path);
    for (const span of Object.values(episode.videos)) span.present = await exists(span.path);
  }

  const cameras: CameraInfo[] = cameraKeys(info.features).map((key) => {
    const spec = info.features[key]!;
    return {
      key,
      name: cameraShortName(key),
      ...cameraFormat(spec, info.fps),
      videoPresent: meta.episodes.length > 0 && meta.episodes.every((episode) => episode.videos[key]?.present === true),
    };
  });

  const totalFrames = meta.episodes.reduce((sum, episode) => sum + episode.length, 0);
  const warnings: string[] = [];
  if (info.totalEpisodes !== meta.episodes.length) {
    warnings.push(`info.json says total_episodes=${info.totalEpisodes} but the episodes metadata lists ${meta.episodes.length}.`);
  }
  if (info.totalFrames !== totalFrames) {
    warnings.push(`info.json says total_frames=${info.totalFrames} but the episode lengths add up to ${totalFrames}.`);
  }
  if (info.totalTasks !== meta.tasks.length) {
    warnings.push(`info.json says total_tasks=${info.totalTasks} but the tasks file lists ${meta.tasks.length}.`);
  }
  if (meta.episodes.some((episode, position) => episode.index !== position)) {
    warnings.push('episode indices are not numbered 0..n-1 without gaps.');
  }
  const unknownTasks = new Set(meta.episodes.flatMap((episode) => episode.tasks).filter((task) => !meta.tasks.includes(task)));
  if (unknownTasks.size > 0) {
    warnings.push(`episodes name tasks missing from the tasks file: ${[...unknownTasks].map((t) => JSON.stringify(t)).join(', ')}.`);
  }

  return {
    root: absoluteRoot,
    version: info.codebaseVersion,
    info,
    fps: info.fps,
    robotType: info.robotType,
    features: info.features,
    cameras,
    tasks: meta.tasks,
    episodes: meta.episodes,
    totalFrames,
    stateDim: featureSize(info.features[STATE_KEY]),
    actionDim: featureSize(info.features[ACTION_KEY]),
    warnings,
  };
}

function fileExistsCache(root: string): (relativePath: string) => Promise<boolean> {
  const known = new Map<string, Promise<boolean>>();
  return (relativePath) => {
    let result = known.get(relativePath);
    if (!result) {
      result = stat(resolveInside(root, relativePath)).then(
        (s) => s.isFile(),
        () => false,
      );
      known.set(relativePath, result);
    }
    return result;
  };
}

/** The episode with this index, or undefined. */
export function findEpisode(dataset: LeRobotDataset, episodeIndex: number) {
  return dataset.episodes.find((episode) => episode.index === episodeIndex);
}
