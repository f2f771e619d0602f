import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { asyncBufferFromFile, parquetMetadataAsync, parquetReadObjects } from 'hyparquet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectDataset, openDataset, readEpisodeFrames, writeDataset } from '../../core/lerobot/index.js';
import type { CodebaseVersion, DatasetWriteSpec, LeRobotDataset } from '../../core/lerobot/index.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const JOINTS = ['j0', 'j1', 'j2'];
const LENGTHS = [5, 8, 3];

function vectors(frames: number, offset: number): number[][] {
  return Array.from({ length: frames }, (_, i) => [offset + i * 0.1, Math.sin(offset + i) * 10, -offset / 3 + i]);
}

function spec(version: CodebaseVersion): DatasetWriteSpec {
  return {
    version,
    fps: 15,
    robotType: 'test_arm',
    stateNames: JOINTS,
    actionNames: JOINTS,
    cameras: [
      { name: 'front', width: 96, height: 64 },
      { name: 'wrist', width: 64, height: 64, codec: 'h264' },
    ],
    episodes: LENGTHS.map((length, index) => ({
      tasks: [index === 1 ? 'place the cube' : 'pick the cube'],
      state: vectors(length, index * 100),
      action: vectors(length, index * 100 + 0.05),
    })),
    episodesPerFile: 2,
  };
}

const f32 = (values: number[]) => values.map((v) => Math.fround(v));

async function readRaw(path: string) {
  const file = await asyncBufferFromFile(path);
  const metadata = await parquetMetadataAsync(file);
  const rows = await parquetReadObjects({ file, metadata });
  return { metadata, rows };
}

describe.each(['v2.1', 'v3.0'] as const)('LeRobot writer round trip (%s)', (version) => {
  let temp: { path: string; cleanup: () => Promise<void> };
  let dataset: LeRobotDataset;
  const written = spec(version);

  beforeAll(async () => {
    temp = await makeTempDir(`writer-${version}`);
    await writeDataset(temp.path, written);
    dataset = await openDataset(temp.path);
  });
  afterAll(async () => {
    await temp.cleanup();
  });

  it('reads back the dataset-level facts', () => {
    expect(dataset.version).toBe(version);
    expect(dataset.fps).toBe(15);
    expect(dataset.robotType).toBe('test_arm');
    expect(dataset.tasks).toEqual(['pick the cube', 'place the cube']);
    expect(dataset.stateDim).toBe(3);
    expect(dataset.actionDim).toBe(3);
    expect(dataset.totalFrames).toBe(16);
    expect(dataset.warnings).toEqual([]);
    expect(dataset.cameras.map((c) => [c.key, c.name, c.width, c.height, c.codec, c.pixFmt, c.fps])).toEqual([
      ['observation.images.front', 'front', 96, 64, 'av1', 'yuv420p', 15],
      ['observation.images.wrist', 'wrist', 64, 64, 'h264', 'yuv420p', 15],
    ]);
  });

  it('reads back every episode with its length, task and video spans', () => {
    expect(dataset.episodes.map((e) => [e.index, e.length, e.tasks])).toEqual([
      [0, 5, ['pick the cube']],
      [1, 8, ['place the cube']],
      [2, 3, ['pick the cube']],
    ]);
    const spans = dataset.episodes.map((e) => {
      const span = e.videos['observation.images.front']!;
      return [span.path, span.fromTimestamp * 15, span.toTimestamp * 15];
    });
    if (version === 'v3.0') {
      expect(spans).toEqual([
        ['videos/observation.images.front/chunk-000/file-000.mp4', 0, 5],
        ['videos/observation.images.front/chunk-000/file-000.mp4', 5, 13],
        ['videos/observation.images.front/chunk-000/file-001.mp4', 0, 3],
      ]);
      expect(dataset.episodes.map((e) => [e.data.path, e.data.rowStart, e.data.rowEnd])).toEqual([
        ['data/chunk-000/file-000.parquet', 0, 5],
        ['data/chunk-000/file-000.parquet', 5, 13],
        ['data/chunk-000/file-001.parquet', 0, 3],
      ]);
    } else {
      expect(spans).toEqual([
        ['videos/chunk-000/observation.images.front/episode_000000.mp4', 0, 5],
        ['videos/chunk-000/observation.images.front/episode_000001.mp4', 0, 8],
        ['videos/chunk-000/observation.images.front/episode_000002.mp4', 0, 3],
      ]);
      expect(dataset.episodes.map((e) => e.data.path)).toEqual([
        'data/chunk-000/episode_000000.parquet',
        'data/chunk-000/episode_000001.parquet',
        'data/chunk-000/episode_000002.parquet',
      ]);
    }
    expect(dataset.cameras.every((c) => !c.videoPresent)).toBe(true);
  });

  it('reads back every frame exactly as written (float32)', async () => {
    for (const [position, episode] of written.episodes.entries()) {
      const rows = await readEpisodeFrames(dataset, position);
      const from = LENGTHS.slice(0, position).reduce((a, b) => a + b, 0);
      expect(rows.map((r) => r['observation.state'])).toEqual(episode.state.map((v) => f32(Array.from(v))));
      expect(rows.map((r) => r.action)).toEqual(episode.action.map((v) => f32(Array.from(v))));
      expect(rows.map((r) => r.frame_index)).toEqual(rows.map((_, i) => i));
      expect(rows.map((r) => r.index)).toEqual(rows.map((_, i) => from + i));
      expect(rows.map((r) => r.timestamp)).toEqual(rows.map((_, i) => Math.fround(i / 15)));
      expect(new Set(rows.map((r) => r.task_index))).toEqual(new Set([position === 1 ? 1 : 0]));
      expect(new Set(rows.map((r) => r.episode_index))).toEqual(new Set([position]));
    }
  });

  it('writes data parquet with list<float32> state/action, float32 timestamp and int64 indices (read with hyparquet directly)', async () => {
    const { metadata, rows } = await readRaw(join(temp.path, dataset.episodes[0]!.data.path));
    const leaf = (name: string) => metadata.schema.find((element, i) => element.name === name && i > 0);
    expect(metadata.schema.slice(1).filter((e) => e.num_children === undefined).map((e) => `${e.name}:${e.type}`)).toEqual([
      'element:FLOAT',
      'element:FLOAT',
      'timestamp:FLOAT',
      'frame_index:INT64',
      'episode_index:INT64',
      'index:INT64',
      'task_index:INT64',
    ]);
    expect(leaf('action')?.converted_type).toBe('LIST');
    expect(leaf('observation.state')?.converted_type).toBe('LIST');
    expect(typeof rows[0]!.frame_index).toBe('bigint');
    expect(rows[0]!['observation.state']).toEqual(f32(written.episodes[0]!.state[0] as number[]));
  });

  it('inspects as trainable', async () => {
    const inspection = await inspectDataset(dataset);
    expect(inspection.trainable).toBe(true);
    expect(inspection.problems).toEqual([]);
    expect(inspection.warnings).toHaveLength(2); // videos are not written by writeDataset
  });
});

describe('LeRobot writer: version-specific metadata', () => {
  let temp: { path: string; cleanup: () => Promise<void> };
  beforeAll(async () => {
    temp = await makeTempDir('writer-meta');
    await writeDataset(join(temp.path, 'v21'), spec('v2.1'));
    await writeDataset(join(temp.path, 'v30'), spec('v3.0'));
  });
  afterAll(async () => {
    await temp.cleanup();
  });

  it('v2.1 writes tasks, episodes and per-episode stats as JSON Lines', async () => {
    const lines = async (file: string) =>
      (await readFile(join(temp.path, 'v21/meta', file), 'utf8'))
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(await lines('tasks.jsonl')).toEqual([
      { task_index: 0, task: 'pick the cube' },
      { task_index: 1, task: 'place the cube' },
    ]);
    expect(await lines('episodes.jsonl')).toEqual([
      { episode_index: 0, tasks: ['pick the cube'], length: 5 },
      { episode_index: 1, tasks: ['place the cube'], length: 8 },
      { episode_index: 2, tasks: ['pick the cube'], length: 3 },
    ]);
    const stats = await lines('episodes_stats.jsonl');
    expect(stats.map((s) => s.episode_index)).toEqual([0, 1, 2]);
    const state = (stats[1]!.stats as Record<string, Record<string, number[]>>)['observation.state']!;
    expect(state.count).toEqual([8]);
    expect(state.min![0]).toBeCloseTo(100, 4);
    expect(state.max![0]).toBeCloseTo(100.7, 4);
    expect(state.mean![0]).toBeCloseTo(100.35, 4);
    const info = JSON.parse(await readFile(join(temp.path, 'v21/meta/info.json'), 'utf8')) as Record<string, unknown>;
    expect(info).toMatchObject({ codebase_version: 'v2.1', total_episodes: 3, total_frames: 16, total_tasks: 2, total_videos: 6, total_chunks: 1, fps: 15 });
  });

  it('v3.0 tasks.parquet keeps the task string in a pandas index column', async () => {
    const { metadata, rows } = await readRaw(join(temp.path, 'v30/meta/tasks.parquet'));
    const pandas = JSON.parse(metadata.key_value_metadata!.find((kv) => kv.key === 'pandas')!.value!) as { index_columns: string[] };
    expect(pandas.index_columns).toEqual(['__index_level_0__']);
    expect(rows).toEqual([
      { task_index: 0n, __index_level_0__: 'pick the cube' },
      { task_index: 1n, __index_level_0__: 'place the cube' },
    ]);
  });

  it('v3.0 episodes parquet has LeRobot columns, including per-episode stats', async () => {
    const { rows } = await readRaw(join(temp.path, 'v30/meta/episodes/chunk-000/file-000.parquet'));
    expect(rows).toHaveLength(3);
    const second = rows[1]!;
    expect(second).toMatchObject({
      episode_index: 1n,
      tasks: ['place the cube'],
      length: 8n,
      'data/chunk_index': 0n,
      'data/file_index': 0n,
      dataset_from_index: 5n,
      dataset_to_index: 13n,
      'videos/observation.images.wrist/chunk_index': 0n,
      'videos/observation.images.wrist/file_index': 0n,
      'meta/episodes/chunk_index': 0n,
    });
    expect(second['videos/observation.images.front/from_timestamp']).toBeCloseTo(5 / 15, 12);
    expect(second['videos/observation.images.front/to_timestamp']).toBeCloseTo(13 / 15, 12);
    expect(rows[2]!['data/file_index']).toBe(1n);
    expect(second['stats/observation.state/count']).toEqual([8n]);
    expect((second['stats/observation.state/mean'] as number[])[0]).toBeCloseTo(100.35, 4);
    expect((second['stats/action/q50'] as number[])[0]).toBeCloseTo(100.4, 4);
    expect(second['stats/frame_index/max']).toEqual([7n]);
  });

  it('v3.0 stats.json aggregates the whole dataset', async () => {
    const stats = JSON.parse(await readFile(join(temp.path, 'v30/meta/stats.json'), 'utf8')) as Record<string, Record<string, number[]>>;
    expect(stats.index).toMatchObject({ min: [0], max: [15], count: [16] });
    expect(stats['observation.state']!.min![0]).toBeCloseTo(0, 5);
    expect(stats['observation.state']!.max![0]).toBeCloseTo(200.2, 4);
    expect(Object.keys(stats['action']!).sort()).toEqual(['count', 'max', 'mean', 'min', 'q01', 'q10', 'q50', 'q90', 'q99', 'std']);
  });
});

describe('LeRobot writer validation', () => {
  it('refuses episodes whose actions and states differ in length', async () => {
    const bad = spec('v3.0');
    bad.episodes[0] = { ...bad.episodes[0]!, action: vectors(4, 0) };
    await expect(writeDataset('/nonexistent-never-written', bad)).rejects.toThrow(/episode 0 has 5 states but 4 actions/);
  });

  it('refuses vectors that do not match the joint names', async () => {
    const bad = spec('v2.1');
    bad.episodes[2] = { ...bad.episodes[2]!, state: [[1, 2, 3], [1, 2], [1, 2, 3]] };
    await expect(writeDataset('/nonexistent-never-written', bad)).rejects.toThrow(/episode 2 frame 1 has a state of 2 values; expected 3/);
  });
});
