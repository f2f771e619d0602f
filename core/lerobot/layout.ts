import { V21_DATA_PATH, V21_VIDEO_PATH, V30_DATA_PATH, V30_VIDEO_PATH, chunkOf, formatPathTemplate } from './paths.js';
import type { DatasetWriteSpec } from './write-spec.js';
import { CAMERA_KEY_PREFIX } from './types.js';
import type { EpisodeInfo, VideoSpan } from './types.js';

export interface DataFilePlan {
  path: string;
  /** Episode indices stored in this file, in order. */
  episodes: number[];
  rows: number;
}

export interface VideoFilePlan {
  cameraKey: string;
  cameraName: string;
  path: string;
  /** Episode indices whose frames this file holds back to back, in order. */
  episodes: number[];
  /** Total number of frames the file must contain. */
  frames: number;
}

/** Where every episode, data file and video file of a dataset to be written goes. */
export interface DatasetLayout {
  episodes: EpisodeInfo[];
  /** Per episode (same positions as `episodes`): chunk and file numbers of its data and video files. */
  locations: { chunkIndex: number; fileIndex: number }[];
  tasks: string[];
  dataFiles: DataFilePlan[];
  videoFiles: VideoFilePlan[];
}

export function cameraKeyFor(name: string): string {
  return `${CAMERA_KEY_PREFIX}${name}`;
}

/** Collects task strings: the spec's list, or the episodes' tasks in order of first appearance. */
export function taskList(spec: DatasetWriteSpec): string[] {
  if (spec.tasks) return [...spec.tasks];
  const tasks: string[] = [];
  for (const episode of spec.episodes) for (const task of episode.tasks) if (!tasks.includes(task)) tasks.push(task);
  return tasks;
}

/**
 * Plans file paths, row ranges and video spans. v2.1: one data file and one video per camera per
 * episode. v3.0: `episodesPerFile` consecutive episodes share a data file and, per camera, a video
 * whose episode spans follow each other (`from_timestamp` = frames before / fps).
 */
export function planLayout(spec: DatasetWriteSpec): DatasetLayout {
  const chunksSize = spec.chunksSize ?? 1000;
  const perFile = spec.version === 'v3.0' ? Math.max(1, spec.episodesPerFile ?? Math.max(1, spec.episodes.length)) : 1;
  const episodes: EpisodeInfo[] = [];
  const locations: DatasetLayout['locations'] = [];
  const dataFiles = new Map<string, DataFilePlan>();
  const videoFiles = new Map<string, VideoFilePlan>();
  let globalIndex = 0;
  let rowInFile = 0;

  spec.episodes.forEach((source, index) => {
    const length = source.state.length;
    const fileNumber = Math.floor(index / perFile);
    if (index % perFile === 0) rowInFile = 0;
    const dataPath =
      spec.version === 'v3.0'
        ? formatPathTemplate(V30_DATA_PATH, { chunk_index: chunkOf(fileNumber, chunksSize), file_index: fileNumber % chunksSize })
        : formatPathTemplate(V21_DATA_PATH, { episode_chunk: chunkOf(index, chunksSize), episode_index: index });

    const videos: Record<string, VideoSpan> = {};
    for (const camera of spec.cameras) {
      const key = cameraKeyFor(camera.name);
      const path =
        spec.version === 'v3.0'
          ? formatPathTemplate(V30_VIDEO_PATH, { video_key: key, chunk_index: chunkOf(fileNumber, chunksSize), file_index: fileNumber % chunksSize })
          : formatPathTemplate(V21_VIDEO_PATH, { video_key: key, episode_chunk: chunkOf(index, chunksSize), episode_index: index });
      const plan = videoFiles.get(path) ?? { cameraKey: key, cameraName: camera.name, path, episodes: [], frames: 0 };
      videos[key] = { cameraKey: key, path, fromTimestamp: plan.frames / spec.fps, toTimestamp: (plan.frames + length) / spec.fps, present: false };
      plan.episodes.push(index);
      plan.frames += length;
      videoFiles.set(path, plan);
    }

    const dataPlan = dataFiles.get(dataPath) ?? { path: dataPath, episodes: [], rows: 0 };
    dataPlan.episodes.push(index);
    dataPlan.rows += length;
    dataFiles.set(dataPath, dataPlan);

    episodes.push({
      index,
      length,
      tasks: [...source.tasks],
      datasetFromIndex: globalIndex,
      datasetToIndex: globalIndex + length,
      data: { path: dataPath, rowStart: rowInFile, rowEnd: rowInFile + length, present: false },
      videos,
    });
    locations.push(
      spec.version === 'v3.0'
        ? { chunkIndex: chunkOf(fileNumber, chunksSize), fileIndex: fileNumber % chunksSize }
        : { chunkIndex: chunkOf(index, chunksSize), fileIndex: index },
    );
    globalIndex += length;
    rowInFile += length;
  });

  return { episodes, locations, tasks: taskList(spec), dataFiles: [...dataFiles.values()], videoFiles: [...videoFiles.values()] };
}
