import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { corrupt } from './errors.js';
import { cameraKeys } from './info.js';
import { openParquet, pandasIndexColumns, readParquetRows } from './parquet-read.js';
import { V30_TASKS, formatPathTemplate, resolveInside } from './paths.js';
import type { DatasetInfo, EpisodeInfo, FrameRow, VideoSpan } from './types.js';
import { denseTasks } from './v21.js';
import type { LoadedMeta } from './v21.js';

const EPISODES_DIR = 'meta/episodes';

/** v3.0: tasks and episodes are parquet files; many episodes share one data file and one mp4 per camera. */
export async function loadV30Meta(root: string, info: DatasetInfo): Promise<LoadedMeta> {
  const tasks = await readV30Tasks(root);
  const cameras = cameraKeys(info.features);
  const rows: { row: FrameRow; path: string }[] = [];
  for (const path of await listEpisodesFiles(root)) {
    const parquet = await openParquet(resolveInside(root, path), path);
    const wanted = ['episode_index', 'tasks', 'length', 'data/chunk_index', 'data/file_index', 'dataset_from_index', 'dataset_to_index'];
    for (const key of cameras) {
      for (const field of ['chunk_index', 'file_index', 'from_timestamp', 'to_timestamp']) wanted.push(`videos/${key}/${field}`);
    }
    for (const row of await readParquetRows(parquet, path, { columns: wanted })) rows.push({ row, path });
  }
  rows.sort((a, b) => Number(a.row.episode_index) - Number(b.row.episode_index));

  const episodes: EpisodeInfo[] = rows.map(({ row, path }, position) => {
    const int = (column: string) => {
      const value = row[column];
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
        throw corrupt(path, `row ${position} has no valid '${column}' (found ${JSON.stringify(value)}).`);
      }
      return value;
    };
    const seconds = (column: string) => {
      const value = row[column];
      if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
        throw corrupt(path, `row ${position} has no valid '${column}' (found ${JSON.stringify(value)}).`);
      }
      return value;
    };
    const index = int('episode_index');
    const length = int('length');
    const from = int('dataset_from_index');
    const to = int('dataset_to_index');
    if (to - from !== length) {
      throw corrupt(path, `episode ${index} has length ${length} but dataset_from_index..dataset_to_index spans ${to - from} frames.`);
    }
    if (rows[position - 1]?.row.episode_index === index) throw corrupt(path, `episode ${index} is listed twice.`);
    const videos: Record<string, VideoSpan> = {};
    for (const key of cameras) {
      if (!info.videoPath) throw corrupt('meta/info.json', 'has video features but no video_path.');
      const fromTimestamp = seconds(`videos/${key}/from_timestamp`);
      const toTimestamp = seconds(`videos/${key}/to_timestamp`);
      if (toTimestamp < fromTimestamp) throw corrupt(path, `episode ${index} camera '${key}' ends before it starts.`);
      videos[key] = {
        cameraKey: key,
        path: formatPathTemplate(info.videoPath, {
          video_key: key,
          chunk_index: int(`videos/${key}/chunk_index`),
          file_index: int(`videos/${key}/file_index`),
        }),
        fromTimestamp,
        toTimestamp,
        present: false,
      };
    }
    return {
      index,
      length,
      tasks: Array.isArray(row.tasks) ? row.tasks.map(String) : [],
      datasetFromIndex: from,
      datasetToIndex: to,
      data: {
        path: formatPathTemplate(info.dataPath, { chunk_index: int('data/chunk_index'), file_index: int('data/file_index') }),
        rowStart: 0,
        rowEnd: 0,
        present: false,
      },
      videos,
    };
  });

  // Row offsets inside each shared data file: the file starts at the first global index it holds.
  const fileStart = new Map<string, number>();
  for (const episode of episodes) {
    const start = fileStart.get(episode.data.path);
    if (start === undefined || episode.datasetFromIndex < start) fileStart.set(episode.data.path, episode.datasetFromIndex);
  }
  for (const episode of episodes) {
    const start = fileStart.get(episode.data.path) ?? 0;
    episode.data.rowStart = episode.datasetFromIndex - start;
    episode.data.rowEnd = episode.datasetToIndex - start;
  }
  return { tasks, episodes };
}

async function readV30Tasks(root: string): Promise<string[]> {
  const parquet = await openParquet(resolveInside(root, V30_TASKS), V30_TASKS);
  if (!parquet.columns.includes('task_index')) throw corrupt(V30_TASKS, "has no 'task_index' column.");
  // pandas writes the DataFrame index (the task string) as a column named in its metadata.
  const candidates = [...pandasIndexColumns(parquet.metadata), '__index_level_0__', 'task'];
  const taskColumn = candidates.find((c) => parquet.columns.includes(c));
  if (!taskColumn) throw corrupt(V30_TASKS, 'has no task string column (pandas index or `task`).');
  const byIndex = new Map<number, string>();
  for (const row of await readParquetRows(parquet, V30_TASKS, { columns: ['task_index', taskColumn] })) {
    const index = row.task_index;
    const task = row[taskColumn];
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || typeof task !== 'string') {
      throw corrupt(V30_TASKS, 'every row needs an integer task_index and a task string.');
    }
    byIndex.set(index, task);
  }
  return denseTasks(byIndex, V30_TASKS);
}

/** `meta/episodes/chunk-XXX/file-XXX.parquet`, in chunk then file order. */
async function listEpisodesFiles(root: string): Promise<string[]> {
  const numbered = async (dir: string, pattern: RegExp) => {
    let names: string[];
    try {
      names = await readdir(join(root, dir));
    } catch {
      return [];
    }
    return names
      .map((name) => ({ name, match: pattern.exec(name) }))
      .filter((entry): entry is { name: string; match: RegExpExecArray } => entry.match !== null)
      .sort((a, b) => Number(a.match[1]) - Number(b.match[1]))
      .map((entry) => entry.name);
  };
  const files: string[] = [];
  for (const chunk of await numbered(EPISODES_DIR, /^chunk-(\d+)$/)) {
    for (const file of await numbered(`${EPISODES_DIR}/${chunk}`, /^file-(\d+)\.parquet$/)) {
      files.push(`${EPISODES_DIR}/${chunk}/${file}`);
    }
  }
  if (files.length === 0) throw corrupt(EPISODES_DIR, 'required episodes parquet files (chunk-XXX/file-XXX.parquet) are missing.');
  return files;
}
