import { join } from 'node:path';
import { writeJsonFile, writeJsonlFile } from './json-files.js';
import type { DatasetLayout } from './layout.js';
import { writeParquetFile } from './parquet-write.js';
import { INFO_PATH, V21_DATA_PATH, V21_EPISODES, V21_EPISODES_STATS, V21_TASKS, V21_VIDEO_PATH } from './paths.js';
import { baseInfo, buildFeatures, dataColumns, episodeColumns, episodeStats, statsToJson } from './write-common.js';
import type { DatasetWriteSpec } from './write-spec.js';

/** Writes a v2.1 dataset: JSON Lines metadata and one parquet per episode. */
export async function writeV21(dir: string, spec: DatasetWriteSpec, layout: DatasetLayout): Promise<void> {
  const chunksSize = spec.chunksSize ?? 1000;
  const episodesStats: unknown[] = [];
  for (const [position, episode] of layout.episodes.entries()) {
    const columns = episodeColumns(spec, layout, position);
    await writeParquetFile(join(dir, episode.data.path), dataColumns([columns]));
    episodesStats.push({ episode_index: episode.index, stats: statsToJson(spec, episodeStats(spec, spec.episodes[position]!, columns, false)) });
  }

  await writeJsonlFile(join(dir, V21_TASKS), layout.tasks.map((task, index) => ({ task_index: index, task })));
  await writeJsonlFile(
    join(dir, V21_EPISODES),
    layout.episodes.map((episode) => ({ episode_index: episode.index, tasks: episode.tasks, length: episode.length })),
  );
  await writeJsonlFile(join(dir, V21_EPISODES_STATS), episodesStats);
  await writeJsonFile(join(dir, INFO_PATH), {
    codebase_version: 'v2.1',
    ...baseInfo(spec, layout),
    total_videos: layout.videoFiles.length,
    total_chunks: Math.ceil(layout.episodes.length / chunksSize),
    chunks_size: chunksSize,
    fps: spec.fps,
    splits: { train: `0:${layout.episodes.length}` },
    data_path: V21_DATA_PATH,
    video_path: spec.cameras.length > 0 ? V21_VIDEO_PATH : null,
    features: buildFeatures(spec),
  });
}
