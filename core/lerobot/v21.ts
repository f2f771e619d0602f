import { corrupt } from './errors.js';
import { cameraKeys } from './info.js';
import { readDatasetJsonl } from './json-files.js';
import { V21_EPISODES, V21_TASKS, chunkOf, formatPathTemplate } from './paths.js';
import type { DatasetInfo, EpisodeInfo, VideoSpan } from './types.js';

export interface LoadedMeta {
  tasks: string[];
  /** Presence flags are left false; the caller checks the files. */
  episodes: EpisodeInfo[];
}

/** v2.1: tasks and episodes come from JSON Lines; each episode has its own parquet and mp4 per camera. */
export async function loadV21Meta(root: string, info: DatasetInfo): Promise<LoadedMeta> {
  const tasks = tasksFromRows(await readDatasetJsonl(root, V21_TASKS));
  const rows = await readDatasetJsonl(root, V21_EPISODES);
  const cameras = cameraKeys(info.features);

  const parsed = rows.map((row, line) => {
    const index = row.episode_index;
    const length = row.length;
    if (!Number.isInteger(index) || (index as number) < 0) {
      throw corrupt(V21_EPISODES, `line ${line + 1} has no valid episode_index.`);
    }
    if (!Number.isInteger(length) || (length as number) < 0) {
      throw corrupt(V21_EPISODES, `episode ${index} has no valid length.`);
    }
    const episodeTasks = Array.isArray(row.tasks) ? row.tasks.map(String) : [];
    return { index: index as number, length: length as number, tasks: episodeTasks };
  });
  parsed.sort((a, b) => a.index - b.index);

  let globalIndex = 0;
  const episodes = parsed.map(({ index, length, tasks: episodeTasks }, position): EpisodeInfo => {
    const previous = parsed[position - 1];
    if (previous && previous.index === index) throw corrupt(V21_EPISODES, `episode ${index} is listed twice.`);
    const chunk = chunkOf(index, info.chunksSize);
    const videos: Record<string, VideoSpan> = {};
    for (const key of cameras) {
      if (!info.videoPath) throw corrupt('meta/info.json', 'has video features but no video_path.');
      videos[key] = {
        cameraKey: key,
        path: formatPathTemplate(info.videoPath, { episode_chunk: chunk, episode_index: index, video_key: key }),
        fromTimestamp: 0,
        toTimestamp: length / info.fps,
        present: false,
      };
    }
    const episode: EpisodeInfo = {
      index,
      length,
      tasks: episodeTasks,
      datasetFromIndex: globalIndex,
      datasetToIndex: globalIndex + length,
      data: {
        path: formatPathTemplate(info.dataPath, { episode_chunk: chunk, episode_index: index }),
        rowStart: 0,
        rowEnd: length,
        present: false,
      },
      videos,
    };
    globalIndex += length;
    return episode;
  });
  return { tasks, episodes };
}

function tasksFromRows(rows: Record<string, unknown>[]): string[] {
  const byIndex = new Map<number, string>();
  for (const [line, row] of rows.entries()) {
    const index = row.task_index;
    if (!Number.isInteger(index) || (index as number) < 0 || typeof row.task !== 'string') {
      throw corrupt(V21_TASKS, `line ${line + 1} must have an integer task_index and a task string.`);
    }
    byIndex.set(index as number, row.task);
  }
  return denseTasks(byIndex, V21_TASKS);
}

/** Task strings by position; LeRobot numbers tasks 0..n-1 and a gap means a broken tasks file. */
export function denseTasks(byIndex: Map<number, string>, path: string): string[] {
  const tasks: string[] = [];
  for (let i = 0; i < byIndex.size; i++) {
    const task = byIndex.get(i);
    if (task === undefined) throw corrupt(path, `task_index values must be 0..${byIndex.size - 1}; ${i} is missing.`);
    tasks.push(task);
  }
  return tasks;
}
