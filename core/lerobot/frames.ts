import { corrupt } from './errors.js';
import { findEpisode } from './open.js';
import { openParquet, readParquetRows } from './parquet-read.js';
import { resolveInside } from './paths.js';
import type { FrameRow, LeRobotDataset } from './types.js';

export interface ReadFramesOptions {
  /** Columns to read (default: all). */
  columns?: string[];
}

/**
 * The data rows of one episode, in frame order, with int64 values as numbers.
 * v3.0 reads only the episode's row range out of the shared file.
 */
export async function readEpisodeFrames(dataset: LeRobotDataset, episodeIndex: number, options: ReadFramesOptions = {}): Promise<FrameRow[]> {
  const episode = findEpisode(dataset, episodeIndex);
  if (!episode) {
    const last = dataset.episodes.at(-1)?.index;
    throw new RangeError(`Episode ${episodeIndex} does not exist; the dataset has ${dataset.episodes.length} episodes${last === undefined ? '' : ` (last index ${last})`}.`);
  }
  const { path, rowStart, rowEnd } = episode.data;
  const parquet = await openParquet(resolveInside(dataset.root, path), path);
  if (parquet.numRows < rowEnd) {
    throw corrupt(path, `has ${parquet.numRows} rows but episode ${episodeIndex} needs rows ${rowStart}..${rowEnd - 1}.`);
  }
  const rows = await readParquetRows(parquet, path, {
    ...(options.columns ? { columns: options.columns } : {}),
    rowStart,
    rowEnd,
  });
  const foreign = rows.find((row) => 'episode_index' in row && row.episode_index !== episodeIndex);
  if (foreign) {
    throw corrupt(path, `rows ${rowStart}..${rowEnd - 1} should belong to episode ${episodeIndex} but include episode ${String(foreign.episode_index)}.`);
  }
  return rows;
}
