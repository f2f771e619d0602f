import { join } from 'node:path';
import { writeJsonFile } from './json-files.js';
import { cameraKeyFor } from './layout.js';
import type { DatasetLayout } from './layout.js';
import { writeParquetFile } from './parquet-write.js';
import type { ColumnType, ParquetColumn } from './parquet-write.js';
import { INFO_PATH, V30_DATA_PATH, V30_EPISODES_PATH, V30_STATS, V30_TASKS, V30_VIDEO_PATH, formatPathTemplate } from './paths.js';
import { QUANTILE_KEYS, aggregateStats, computeStats } from './stats.js';
import type { FeatureStats } from './stats.js';
import { ACTION_KEY, STATE_KEY } from './types.js';
import type { FeatureSpec } from './types.js';
import {
  INDEX_FEATURES,
  baseInfo,
  buildFeatures,
  dataColumns,
  episodeColumns,
  episodeStats,
  isImageFeature,
  nestPerChannel,
  statsToJson,
} from './write-common.js';
import type { EpisodeColumns } from './write-common.js';
import type { DatasetWriteSpec } from './write-spec.js';

const STAT_NAMES = ['min', 'max', 'mean', 'std', 'count', ...QUANTILE_KEYS] as const;

/** Writes a v3.0 dataset: parquet metadata, shared data files, aggregated stats.json. */
export async function writeV30(dir: string, spec: DatasetWriteSpec, layout: DatasetLayout): Promise<void> {
  const features = buildFeatures(spec);
  const columnsByEpisode = layout.episodes.map((_, position) => episodeColumns(spec, layout, position));
  const statsByEpisode = columnsByEpisode.map((columns, position) => episodeStats(spec, spec.episodes[position]!, columns, true));

  for (const file of layout.dataFiles) {
    const parts = file.episodes.map((index) => columnsByEpisode[index]!);
    await writeParquetFile(join(dir, file.path), dataColumns(parts), {
      rowGroupSize: parts.map((part) => part.frameIndex.length),
      kvMetadata: [{ key: 'huggingface', value: JSON.stringify({ info: { features: huggingfaceFeatures(features) } }) }],
    });
  }

  await writeTasksParquet(join(dir, V30_TASKS), layout.tasks);
  await writeParquetFile(join(dir, formatPathTemplate(V30_EPISODES_PATH, { chunk_index: 0, file_index: 0 })), episodesColumns(spec, layout, statsByEpisode));
  await writeJsonFile(join(dir, V30_STATS), statsToJson(spec, datasetStats(spec, columnsByEpisode, statsByEpisode)));
  await writeJsonFile(join(dir, INFO_PATH), {
    codebase_version: 'v3.0',
    ...baseInfo(spec, layout),
    chunks_size: spec.chunksSize ?? 1000,
    data_files_size_in_mb: 100,
    video_files_size_in_mb: 500,
    fps: spec.fps,
    splits: { train: `0:${layout.episodes.length}` },
    data_path: V30_DATA_PATH,
    video_path: spec.cameras.length > 0 ? V30_VIDEO_PATH : null,
    features,
  });
}

/** pandas stores the DataFrame index (the task string) as `__index_level_0__` and names it in the `pandas` metadata. */
async function writeTasksParquet(path: string, tasks: string[]): Promise<void> {
  const pandas = {
    index_columns: ['__index_level_0__'],
    column_indexes: [{ name: null, field_name: null, pandas_type: 'unicode', numpy_type: 'object', metadata: { encoding: 'UTF-8' } }],
    columns: [
      { name: 'task_index', field_name: 'task_index', pandas_type: 'int64', numpy_type: 'int64', metadata: null },
      { name: null, field_name: '__index_level_0__', pandas_type: 'unicode', numpy_type: 'object', metadata: null },
    ],
    attributes: {},
    creator: { library: 'robot-learning-platform', version: '0.1.0' },
    pandas_version: '2.2.3',
  };
  await writeParquetFile(
    path,
    [
      { name: 'task_index', type: 'int64', values: tasks.map((_, index) => index) },
      { name: '__index_level_0__', type: 'string', values: tasks },
    ],
    { kvMetadata: [{ key: 'pandas', value: JSON.stringify(pandas) }] },
  );
}

function episodesColumns(spec: DatasetWriteSpec, layout: DatasetLayout, statsByEpisode: Record<string, FeatureStats>[]): ParquetColumn[] {
  const episodes = layout.episodes;
  const column = (name: string, type: ColumnType, value: (position: number) => unknown): ParquetColumn => ({
    name,
    type,
    values: episodes.map((_, position) => value(position)),
  });
  const location = (position: number) => layout.locations[position]!;
  const columns: ParquetColumn[] = [
    column('episode_index', 'int64', (p) => episodes[p]!.index),
    column('tasks', 'list<string>', (p) => episodes[p]!.tasks),
    column('length', 'int64', (p) => episodes[p]!.length),
    column('data/chunk_index', 'int64', (p) => location(p).chunkIndex),
    column('data/file_index', 'int64', (p) => location(p).fileIndex),
    column('dataset_from_index', 'int64', (p) => episodes[p]!.datasetFromIndex),
    column('dataset_to_index', 'int64', (p) => episodes[p]!.datasetToIndex),
  ];
  for (const camera of spec.cameras) {
    const key = cameraKeyFor(camera.name);
    columns.push(
      column(`videos/${key}/chunk_index`, 'int64', (p) => location(p).chunkIndex),
      column(`videos/${key}/file_index`, 'int64', (p) => location(p).fileIndex),
      column(`videos/${key}/from_timestamp`, 'float64', (p) => episodes[p]!.videos[key]!.fromTimestamp),
      column(`videos/${key}/to_timestamp`, 'float64', (p) => episodes[p]!.videos[key]!.toTimestamp),
    );
  }
  // Only features every episode has statistics for get columns (parquet columns cannot be ragged).
  const statFeatures = Object.keys(statsByEpisode[0] ?? {}).filter((feature) => statsByEpisode.every((stats) => stats[feature] !== undefined));
  for (const feature of statFeatures) {
    const image = isImageFeature(spec, feature);
    const integer = INDEX_FEATURES.some(([name, dtype]) => name === feature && dtype === 'int64');
    for (const stat of STAT_NAMES) {
      if (statsByEpisode.some((stats) => stats[feature]![stat] === undefined)) continue;
      const type: ColumnType =
        stat === 'count' ? 'list<int64>' : image ? 'list<list<list<float64>>>' : integer && (stat === 'min' || stat === 'max') ? 'list<int64>' : 'list<float64>';
      columns.push(
        column(`stats/${feature}/${stat}`, type, (p) => {
          const values = statsByEpisode[p]![feature]![stat]!;
          return image && stat !== 'count' ? nestPerChannel(values) : values;
        }),
      );
    }
  }
  columns.push(
    column('meta/episodes/chunk_index', 'int64', () => 0),
    column('meta/episodes/file_index', 'int64', () => 0),
  );
  return columns;
}

/** Dataset-wide stats: exact (with quantiles) for data features, aggregated per episode for cameras. */
function datasetStats(spec: DatasetWriteSpec, columnsByEpisode: EpisodeColumns[], statsByEpisode: Record<string, FeatureStats>[]): Record<string, FeatureStats> {
  const all = <K extends keyof EpisodeColumns>(key: K) => columnsByEpisode.flatMap((columns) => columns[key] as EpisodeColumns[K][number][]);
  const scalar = (values: number[]) => values.map((value) => [value]);
  const stats: Record<string, FeatureStats> = {
    [ACTION_KEY]: computeStats(all('action'), { quantiles: true }),
    [STATE_KEY]: computeStats(all('state'), { quantiles: true }),
  };
  for (const camera of spec.cameras) {
    const key = cameraKeyFor(camera.name);
    const parts = statsByEpisode.map((episode) => episode[key]);
    if (parts.every((part): part is FeatureStats => part !== undefined)) stats[key] = aggregateStats(parts);
  }
  stats.timestamp = computeStats(scalar(all('timestamp')), { quantiles: true });
  stats.frame_index = computeStats(scalar(all('frameIndex')), { quantiles: true });
  stats.episode_index = computeStats(scalar(all('episodeIndex')), { quantiles: true });
  stats.index = computeStats(scalar(all('index')), { quantiles: true });
  stats.task_index = computeStats(scalar(all('taskIndex')), { quantiles: true });
  return stats;
}

/** The `huggingface` key-value metadata the `datasets` library writes, so it restores fixed-size lists. */
function huggingfaceFeatures(features: Record<string, FeatureSpec>): Record<string, unknown> {
  const hf: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(features)) {
    if (spec.dtype === 'video') continue;
    hf[name] =
      name === ACTION_KEY || name === STATE_KEY
        ? { feature: { dtype: spec.dtype, _type: 'Value' }, length: spec.shape[0], _type: 'List' }
        : { dtype: spec.dtype, _type: 'Value' };
  }
  return hf;
}
