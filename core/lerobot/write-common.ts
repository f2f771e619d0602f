import { cameraKeyFor } from './layout.js';
import type { DatasetLayout } from './layout.js';
import type { ParquetColumn } from './parquet-write.js';
import { computeStats } from './stats.js';
import type { FeatureStats } from './stats.js';
import { ACTION_KEY, STATE_KEY } from './types.js';
import type { FeatureSpec } from './types.js';
import type { DatasetWriteSpec, WriteEpisode } from './write-spec.js';

/** The per-frame scalar columns every LeRobot data file carries, with their dtypes. */
export const INDEX_FEATURES = [
  ['timestamp', 'float32'],
  ['frame_index', 'int64'],
  ['episode_index', 'int64'],
  ['index', 'int64'],
  ['task_index', 'int64'],
] as const;

/** Rejects specs that would produce a dataset LeRobot cannot load. */
export function validateSpec(spec: DatasetWriteSpec): void {
  if (!(spec.fps > 0)) throw new Error(`fps must be positive; got ${spec.fps}.`);
  if (spec.episodes.length === 0) throw new Error('a dataset needs at least one episode.');
  if (spec.stateNames.length === 0 || spec.actionNames.length === 0) throw new Error('stateNames and actionNames must not be empty.');
  const names = new Set<string>();
  for (const camera of spec.cameras) {
    if (!/^[A-Za-z0-9_-]+$/.test(camera.name)) throw new Error(`camera name '${camera.name}' may only use letters, digits, '_' and '-'.`);
    if (names.has(camera.name)) throw new Error(`camera '${camera.name}' is listed twice.`);
    names.add(camera.name);
    if (!(camera.width > 0 && camera.height > 0)) throw new Error(`camera '${camera.name}' needs a positive width and height.`);
  }
  const tasks = spec.tasks;
  spec.episodes.forEach((episode, index) => {
    const length = episode.state.length;
    if (length === 0) throw new Error(`episode ${index} has no frames.`);
    if (episode.action.length !== length) throw new Error(`episode ${index} has ${length} states but ${episode.action.length} actions.`);
    if (episode.tasks.length === 0) throw new Error(`episode ${index} has no task.`);
    if (tasks) {
      const unknown = episode.tasks.find((task) => !tasks.includes(task));
      if (unknown !== undefined) throw new Error(`episode ${index} names task '${unknown}', which is not in spec.tasks.`);
    }
    if (episode.taskIndex && episode.taskIndex.length !== length) throw new Error(`episode ${index} taskIndex has ${episode.taskIndex.length} entries; expected ${length}.`);
    for (const [vectors, dim, what] of [[episode.state, spec.stateNames.length, 'state'], [episode.action, spec.actionNames.length, 'action']] as const) {
      const bad = vectors.findIndex((vector) => vector.length !== dim);
      if (bad >= 0) throw new Error(`episode ${index} frame ${bad} has a ${what} of ${vectors[bad]!.length} values; expected ${dim}.`);
    }
  });
}

/** info.json `features`, in the order LeRobot writes them. */
export function buildFeatures(spec: DatasetWriteSpec): Record<string, FeatureSpec> {
  const features: Record<string, FeatureSpec> = {
    [ACTION_KEY]: { dtype: 'float32', names: [...spec.actionNames], shape: [spec.actionNames.length] },
    [STATE_KEY]: { dtype: 'float32', names: [...spec.stateNames], shape: [spec.stateNames.length] },
  };
  for (const camera of spec.cameras) {
    features[cameraKeyFor(camera.name)] = {
      dtype: 'video',
      shape: [camera.height, camera.width, 3],
      names: ['height', 'width', 'channels'],
      info: {
        'video.height': camera.height,
        'video.width': camera.width,
        'video.codec': camera.codec ?? 'av1',
        'video.pix_fmt': camera.pixFmt ?? 'yuv420p',
        'video.is_depth_map': false,
        'video.fps': spec.fps,
        'video.channels': 3,
        has_audio: false,
      },
    };
  }
  for (const [name, dtype] of INDEX_FEATURES) features[name] = { dtype, shape: [1], names: null };
  return features;
}

/** The rows of one episode as column arrays (index columns as numbers). */
export interface EpisodeColumns {
  action: number[][];
  state: number[][];
  timestamp: number[];
  frameIndex: number[];
  episodeIndex: number[];
  index: number[];
  taskIndex: number[];
}

export function episodeColumns(spec: DatasetWriteSpec, layout: DatasetLayout, position: number): EpisodeColumns {
  const source = spec.episodes[position]!;
  const planned = layout.episodes[position]!;
  const defaultTask = layout.tasks.indexOf(source.tasks[0]!);
  const columns: EpisodeColumns = { action: [], state: [], timestamp: [], frameIndex: [], episodeIndex: [], index: [], taskIndex: [] };
  for (let frame = 0; frame < planned.length; frame++) {
    columns.action.push(Array.from(source.action[frame]!, Math.fround));
    columns.state.push(Array.from(source.state[frame]!, Math.fround));
    columns.timestamp.push(Math.fround(frame / spec.fps));
    columns.frameIndex.push(frame);
    columns.episodeIndex.push(planned.index);
    columns.index.push(planned.datasetFromIndex + frame);
    columns.taskIndex.push(source.taskIndex ? source.taskIndex[frame]! : defaultTask);
  }
  return columns;
}

/** Data parquet columns, in LeRobot's order, for a set of episodes stored in one file. */
export function dataColumns(parts: EpisodeColumns[]): ParquetColumn[] {
  const flat = <K extends keyof EpisodeColumns>(key: K) => parts.flatMap((part) => part[key] as EpisodeColumns[K][number][]);
  return [
    { name: ACTION_KEY, type: 'list<float32>', values: flat('action') },
    { name: STATE_KEY, type: 'list<float32>', values: flat('state') },
    { name: 'timestamp', type: 'float32', values: flat('timestamp') },
    { name: 'frame_index', type: 'int64', values: flat('frameIndex') },
    { name: 'episode_index', type: 'int64', values: flat('episodeIndex') },
    { name: 'index', type: 'int64', values: flat('index') },
    { name: 'task_index', type: 'int64', values: flat('taskIndex') },
  ];
}

/** Statistics per feature for one episode (numeric features from the data, cameras from `imageStats`). */
export function episodeStats(spec: DatasetWriteSpec, episode: WriteEpisode, columns: EpisodeColumns, quantiles: boolean): Record<string, FeatureStats> {
  const scalar = (values: number[]) => values.map((value) => [value]);
  const stats: Record<string, FeatureStats> = {
    [ACTION_KEY]: computeStats(columns.action, { quantiles }),
    [STATE_KEY]: computeStats(columns.state, { quantiles }),
  };
  for (const camera of spec.cameras) {
    const image = episode.imageStats?.[camera.name];
    if (image) stats[cameraKeyFor(camera.name)] = quantiles ? image : withoutQuantiles(image);
  }
  stats.timestamp = computeStats(scalar(columns.timestamp), { quantiles });
  stats.frame_index = computeStats(scalar(columns.frameIndex), { quantiles });
  stats.episode_index = computeStats(scalar(columns.episodeIndex), { quantiles });
  stats.index = computeStats(scalar(columns.index), { quantiles });
  stats.task_index = computeStats(scalar(columns.taskIndex), { quantiles });
  return stats;
}

function withoutQuantiles(stats: FeatureStats): FeatureStats {
  const { min, max, mean, std, count } = stats;
  return { min, max, mean, std, count };
}

/** Camera statistics are stored per channel with shape (3, 1, 1), as LeRobot does. */
export function isImageFeature(spec: DatasetWriteSpec, key: string): boolean {
  return spec.cameras.some((camera) => cameraKeyFor(camera.name) === key);
}

export function nestPerChannel(values: number[]): number[][][] {
  return values.map((value) => [[value]]);
}

/** Stats in the JSON layout of stats.json / episodes_stats.jsonl (image stats nested per channel). */
export function statsToJson(spec: DatasetWriteSpec, stats: Record<string, FeatureStats>): Record<string, Record<string, unknown>> {
  const json: Record<string, Record<string, unknown>> = {};
  for (const [key, feature] of Object.entries(stats)) {
    const image = isImageFeature(spec, key);
    const entry: Record<string, unknown> = {};
    for (const [name, values] of Object.entries(feature) as [string, number[] | undefined][]) {
      if (!values) continue;
      entry[name] = image && name !== 'count' ? nestPerChannel(values) : values;
    }
    json[key] = entry;
  }
  return json;
}

/** info.json fields shared by v2.1 and v3.0. */
export function baseInfo(spec: DatasetWriteSpec, layout: DatasetLayout) {
  const totalFrames = layout.episodes.reduce((sum, episode) => sum + episode.length, 0);
  return {
    robot_type: spec.robotType,
    total_episodes: layout.episodes.length,
    total_frames: totalFrames,
    total_tasks: layout.tasks.length,
  };
}
