import { isAbsolute, relative, resolve, sep } from 'node:path';
import { corrupt } from './errors.js';

export const V21_DATA_PATH = 'data/chunk-{episode_chunk:03d}/episode_{episode_index:06d}.parquet';
export const V21_VIDEO_PATH = 'videos/chunk-{episode_chunk:03d}/{video_key}/episode_{episode_index:06d}.mp4';
export const V21_INFO = 'meta/info.json';
export const V21_EPISODES = 'meta/episodes.jsonl';
export const V21_TASKS = 'meta/tasks.jsonl';
export const V21_EPISODES_STATS = 'meta/episodes_stats.jsonl';

export const V30_DATA_PATH = 'data/chunk-{chunk_index:03d}/file-{file_index:03d}.parquet';
export const V30_VIDEO_PATH = 'videos/{video_key}/chunk-{chunk_index:03d}/file-{file_index:03d}.mp4';
export const V30_EPISODES_PATH = 'meta/episodes/chunk-{chunk_index:03d}/file-{file_index:03d}.parquet';
export const V30_TASKS = 'meta/tasks.parquet';
export const V30_STATS = 'meta/stats.json';

export const INFO_PATH = 'meta/info.json';

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)(?::([^}]*))?\}/g;

/**
 * Fills a LeRobot path template such as `data/chunk-{chunk_index:03d}/file-{file_index:03d}.parquet`.
 * Supports the Python format specs LeRobot uses: none, `d` and zero-padded `0Nd`.
 */
export function formatPathTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(PLACEHOLDER, (_match, name: string, spec: string | undefined) => {
    const value = values[name];
    if (value === undefined) {
      throw corrupt(INFO_PATH, `path template '${template}' uses an unknown field '{${name}}'.`);
    }
    if (spec === undefined || spec === '') return String(value);
    const padded = /^0?(\d*)d$/.exec(spec);
    if (!padded || typeof value !== 'number') {
      throw corrupt(INFO_PATH, `path template '${template}' uses an unsupported format '{${name}:${spec}}'.`);
    }
    const width = padded[1] ? Number(padded[1]) : 0;
    const digits = String(Math.abs(value)).padStart(width - (value < 0 ? 1 : 0), '0');
    return value < 0 ? `-${digits}` : digits;
  });
}

/**
 * Resolves a dataset-relative path and refuses anything that escapes the dataset root,
 * because templates and file names come from the dataset itself and cannot be trusted.
 */
export function resolveInside(root: string, relativePath: string): string {
  const absolute = resolve(root, relativePath);
  const rel = relative(root, absolute);
  if (rel === '' || rel.startsWith(`..${sep}`) || rel === '..' || isAbsolute(rel)) {
    throw corrupt(relativePath, 'path points outside the dataset folder.');
  }
  return absolute;
}

export function chunkOf(episodeIndex: number, chunksSize: number): number {
  return Math.floor(episodeIndex / chunksSize);
}
