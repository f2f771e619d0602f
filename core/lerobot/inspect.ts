import { DatasetFormatError } from './errors.js';
import { isFloatDtype } from './info.js';
import { openParquet } from './parquet-read.js';
import { resolveInside } from './paths.js';
import { ACTION_KEY, STATE_KEY } from './types.js';
import type { FeatureSpec, LeRobotDataset } from './types.js';

/** The JSON body of `POST /v1/datasets/inspect`. */
export interface DatasetInspection {
  codebase_version: string;
  robot_type: string | null;
  fps: number;
  total_episodes: number;
  total_frames: number;
  total_tasks: number;
  tasks: string[];
  cameras: { key: string; name: string; width: number; height: number; codec: string | null; pix_fmt: string | null; video_present: boolean }[];
  features: Record<string, { dtype: string; shape: number[]; names: FeatureSpec['names'] }>;
  state_dim: number | null;
  action_dim: number | null;
  /** True when the state-based trainer can use the dataset as it is. */
  trainable: boolean;
  /** Why the dataset is not trainable; empty when trainable. */
  problems: string[];
  /** Things that do not stop training but limit other jobs (e.g. missing videos stop augmentations). */
  warnings: string[];
}

/**
 * Checks a dataset for training and summarises it. Reads the footer of every data parquet,
 * so it notices missing or unreadable data files that `openDataset` only stats.
 */
export async function inspectDataset(dataset: LeRobotDataset): Promise<DatasetInspection> {
  const problems: string[] = [];
  const warnings = [...dataset.warnings];

  for (const [key, role] of [[STATE_KEY, "the robot's joint state"], [ACTION_KEY, 'the commanded action']] as const) {
    const spec = dataset.features[key];
    if (!spec) problems.push(`The dataset has no '${key}' feature (${role}); training needs it.`);
    else if (!isFloatDtype(spec.dtype)) problems.push(`Feature '${key}' has dtype ${spec.dtype}; training needs a float feature.`);
  }
  if (dataset.episodes.length === 0) problems.push('The dataset has no episodes.');
  problems.push(...(await dataFileProblems(dataset)));

  for (const camera of dataset.cameras) {
    const missing = dataset.episodes.filter((episode) => !episode.videos[camera.key]?.present).length;
    if (missing > 0) {
      warnings.push(`Camera '${camera.name}' has no video for ${missing} of ${dataset.episodes.length} episodes; video augmentations cannot use it.`);
    }
  }
  if (dataset.cameras.length === 0) warnings.push('The dataset has no video cameras; video augmentations cannot use it.');

  const features: DatasetInspection['features'] = {};
  for (const [name, spec] of Object.entries(dataset.features)) features[name] = { dtype: spec.dtype, shape: [...spec.shape], names: spec.names };

  return {
    codebase_version: dataset.version,
    robot_type: dataset.robotType,
    fps: dataset.fps,
    total_episodes: dataset.episodes.length,
    total_frames: dataset.totalFrames,
    total_tasks: dataset.tasks.length,
    tasks: [...dataset.tasks],
    cameras: dataset.cameras.map((camera) => ({
      key: camera.key,
      name: camera.name,
      width: camera.width,
      height: camera.height,
      codec: camera.codec,
      pix_fmt: camera.pixFmt,
      video_present: camera.videoPresent,
    })),
    features,
    state_dim: dataset.stateDim,
    action_dim: dataset.actionDim,
    trainable: problems.length === 0,
    problems,
    warnings,
  };
}

async function dataFileProblems(dataset: LeRobotDataset): Promise<string[]> {
  const rowsNeeded = new Map<string, number>();
  for (const episode of dataset.episodes) {
    rowsNeeded.set(episode.data.path, Math.max(rowsNeeded.get(episode.data.path) ?? 0, episode.data.rowEnd));
  }
  const missing = dataset.episodes.filter((episode) => !episode.data.present).map((episode) => episode.data.path);
  const problems: string[] = [];
  const uniqueMissing = [...new Set(missing)];
  if (uniqueMissing.length > 0) {
    const shown = uniqueMissing.slice(0, 3).join(', ');
    problems.push(`${uniqueMissing.length} data file(s) are missing: ${shown}${uniqueMissing.length > 3 ? ', …' : ''}.`);
  }
  for (const [path, needed] of rowsNeeded) {
    if (uniqueMissing.includes(path)) continue;
    try {
      const parquet = await openParquet(resolveInside(dataset.root, path), path);
      const absent = [STATE_KEY, ACTION_KEY].filter((column) => dataset.features[column] && !parquet.columns.includes(column));
      if (absent.length > 0) problems.push(`${path} has no column ${absent.map((c) => `'${c}'`).join(', ')}.`);
      if (parquet.numRows < needed) problems.push(`${path} has ${parquet.numRows} rows but the episodes metadata needs ${needed}.`);
    } catch (error) {
      problems.push(error instanceof DatasetFormatError ? error.message : `${path}: ${(error as Error).message}`);
    }
  }
  return problems;
}
