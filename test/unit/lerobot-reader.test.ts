import { chmod, cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatasetFormatError, inspectDataset, openDataset, readEpisodeFrames } from '../../core/lerobot/index.js';
import type { LeRobotDataset } from '../../core/lerobot/index.js';
import { SO101_EPISODE_LENGTHS, SO101_RECORD_TEST, SO101_TASK } from '../helpers/shared-datasets.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { rejectionOf } from '../helpers/rejection.js';

/** A writable copy of so101-record-test (the shared original is read-only). */
async function copyOfSo101(into: string, name: string): Promise<string> {
  const target = join(into, name);
  await cp(SO101_RECORD_TEST, target, { recursive: true });
  const makeWritable = async (dir: string) => {
    await chmod(dir, 0o755);
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) await makeWritable(join(dir, entry.name));
      else await chmod(join(dir, entry.name), 0o644);
    }
  };
  await makeWritable(target);
  return target;
}

async function editInfo(root: string, edit: (info: Record<string, unknown>) => void): Promise<void> {
  const path = join(root, 'meta/info.json');
  const info = JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>;
  edit(info);
  await writeFile(path, JSON.stringify(info));
}

describe('LeRobot reader on the real so101-record-test recording (v3.0)', () => {
  let dataset: LeRobotDataset;
  beforeAll(async () => {
    dataset = await openDataset(SO101_RECORD_TEST);
  });

  it('reads the dataset-level facts from info.json and the tasks parquet', () => {
    expect(dataset.version).toBe('v3.0');
    expect(dataset.fps).toBe(30);
    expect(dataset.robotType).toBe('so101_follower');
    expect(dataset.tasks).toEqual([SO101_TASK]);
    expect(dataset.stateDim).toBe(6);
    expect(dataset.actionDim).toBe(6);
    expect(dataset.features['observation.state']?.names).toEqual([
      'shoulder_pan.pos',
      'shoulder_lift.pos',
      'elbow_flex.pos',
      'wrist_flex.pos',
      'wrist_roll.pos',
      'gripper.pos',
    ]);
    expect(dataset.warnings).toEqual([]);
  });

  it('lists 4 episodes whose lengths add up to 1,492 frames', () => {
    expect(dataset.episodes.map((e) => e.index)).toEqual([0, 1, 2, 3]);
    expect(dataset.episodes.map((e) => e.length)).toEqual([...SO101_EPISODE_LENGTHS]);
    expect(dataset.totalFrames).toBe(1492);
    for (const episode of dataset.episodes) expect(episode.tasks).toEqual([SO101_TASK]);
  });

  it('exposes the front and top cameras with full keys, geometry and codec, and knows their videos are absent', () => {
    expect(dataset.cameras).toEqual([
      { key: 'observation.images.front', name: 'front', width: 640, height: 480, codec: 'av1', pixFmt: 'yuv420p', fps: 30, videoPresent: false },
      { key: 'observation.images.top', name: 'top', width: 640, height: 480, codec: 'av1', pixFmt: 'yuv420p', fps: 30, videoPresent: false },
    ]);
  });

  it('places every episode in the shared data file and video files with back-to-back spans', () => {
    let frames = 0;
    for (const episode of dataset.episodes) {
      expect(episode.data).toEqual({ path: 'data/chunk-000/file-000.parquet', rowStart: frames, rowEnd: frames + episode.length, present: true });
      expect(episode.datasetFromIndex).toBe(frames);
      const span = episode.videos['observation.images.front']!;
      expect(span.path).toBe('videos/observation.images.front/chunk-000/file-000.mp4');
      expect(span.present).toBe(false);
      expect(span.fromTimestamp).toBeCloseTo(frames / 30, 9);
      expect(span.toTimestamp).toBeCloseTo((frames + episode.length) / 30, 9);
      expect(episode.videos['observation.images.top']!.path).toBe('videos/observation.images.top/chunk-000/file-000.mp4');
      frames += episode.length;
    }
  });

  it("reads exactly episode 2's rows out of the shared file, as plain numbers", async () => {
    const rows = await readEpisodeFrames(dataset, 2);
    expect(rows).toHaveLength(372);
    expect(rows.every((row) => row.episode_index === 2)).toBe(true);
    expect(rows.map((row) => row.frame_index)).toEqual(Array.from({ length: 372 }, (_, i) => i));
    expect(rows.map((row) => row.index)).toEqual(Array.from({ length: 372 }, (_, i) => 747 + i));
    expect(rows[0]!.timestamp).toBe(0);
    expect(rows[371]!.timestamp as number).toBeCloseTo(371 / 30, 4);
    for (const row of rows) {
      expect(row['observation.state']).toHaveLength(6);
      expect(row.action).toHaveLength(6);
      expect(typeof row.task_index).toBe('number');
    }
    // The recording's first state of episode 2 (shoulder_pan ≈ 0.04, elbow_flex ≈ 98.0).
    const first = rows[0]!['observation.state'] as number[];
    expect(first[0]).toBeCloseTo(0.0392, 3);
    expect(first[2]).toBeCloseTo(98.0045, 3);
  });

  it('reads only the requested columns', async () => {
    const rows = await readEpisodeFrames(dataset, 3, { columns: ['frame_index', 'episode_index'] });
    expect(rows).toHaveLength(373);
    expect(Object.keys(rows[0]!).sort()).toEqual(['episode_index', 'frame_index']);
    expect(rows.at(-1)).toEqual({ frame_index: 372, episode_index: 3 });
  });

  it('rejects an episode index the dataset does not have', async () => {
    await expect(readEpisodeFrames(dataset, 4)).rejects.toThrow(/Episode 4 does not exist/);
  });

  it('inspects as trainable, with missing videos as warnings only, in plain JSON', async () => {
    const inspection = await inspectDataset(dataset);
    expect(inspection).toMatchObject({
      codebase_version: 'v3.0',
      robot_type: 'so101_follower',
      fps: 30,
      total_episodes: 4,
      total_frames: 1492,
      total_tasks: 1,
      tasks: [SO101_TASK],
      state_dim: 6,
      action_dim: 6,
      trainable: true,
      problems: [],
    });
    expect(inspection.cameras.map((c) => [c.key, c.name, c.width, c.height, c.codec, c.pix_fmt, c.video_present])).toEqual([
      ['observation.images.front', 'front', 640, 480, 'av1', 'yuv420p', false],
      ['observation.images.top', 'top', 640, 480, 'av1', 'yuv420p', false],
    ]);
    expect(inspection.warnings).toHaveLength(2);
    expect(inspection.warnings[0]).toMatch(/front.*no video for 4 of 4 episodes/);
    expect(inspection.features['observation.state']).toEqual({ dtype: 'float32', shape: [6], names: expect.any(Array) });
    expect(JSON.parse(JSON.stringify(inspection))).toEqual(inspection);
  });
});

describe('LeRobot reader errors', () => {
  let temp: { path: string; cleanup: () => Promise<void> };
  beforeAll(async () => {
    temp = await makeTempDir('reader');
  });
  afterAll(async () => {
    await temp.cleanup();
  });

  it('calls a folder without meta/info.json not_lerobot', async () => {
    const error = await rejectionOf(openDataset(temp.path), DatasetFormatError);
    expect(error.code).toBe('not_lerobot');
    expect(error.message).toMatch(/no meta\/info\.json/);
  });

  it('calls an unparseable info.json not_lerobot', async () => {
    const root = await copyOfSo101(temp.path, 'broken-json');
    await writeFile(join(root, 'meta/info.json'), '{"codebase_version": "v3.0",');
    const error = await rejectionOf(openDataset(root), DatasetFormatError);
    expect(error.code).toBe('not_lerobot');
    expect(error.message).toMatch(/not valid JSON/);
  });

  it('names the version it found when the codebase version is unsupported', async () => {
    const root = await copyOfSo101(temp.path, 'v20');
    await editInfo(root, (info) => {
      info.codebase_version = 'v2.0';
    });
    const error = await rejectionOf(openDataset(root), DatasetFormatError);
    expect(error.code).toBe('unsupported_version');
    expect(error.version).toBe('v2.0');
    expect(error.details.supported).toEqual(['v2.1', 'v3.0']);
    expect(error.message).toContain("'v2.0'");
  });

  it('reports a missing tasks parquet as corrupt, naming the file', async () => {
    const root = await copyOfSo101(temp.path, 'no-tasks');
    await rm(join(root, 'meta/tasks.parquet'));
    const error = await rejectionOf(openDataset(root), DatasetFormatError);
    expect(error.code).toBe('corrupt');
    expect(error.details.path).toBe('meta/tasks.parquet');
    expect(error.message).toMatch(/meta\/tasks\.parquet: required file is missing/);
  });

  it('reports missing v3.0 episodes metadata as corrupt', async () => {
    const root = await copyOfSo101(temp.path, 'no-episodes');
    await rm(join(root, 'meta/episodes'), { recursive: true });
    expect((await rejectionOf(openDataset(root), DatasetFormatError)).code).toBe('corrupt');
  });

  it('reports a missing v2.1 episodes.jsonl as corrupt', async () => {
    const root = join(temp.path, 'v21-empty');
    await cp(join(SO101_RECORD_TEST, 'meta/info.json'), join(root, 'meta/info.json'));
    await chmod(join(root, 'meta/info.json'), 0o644);
    await editInfo(root, (info) => {
      info.codebase_version = 'v2.1';
      delete info.data_path;
      delete info.video_path;
    });
    await writeFile(join(root, 'meta/tasks.jsonl'), `${JSON.stringify({ task_index: 0, task: 'x' })}\n`);
    const error = await rejectionOf(openDataset(root), DatasetFormatError);
    expect(error.code).toBe('corrupt');
    expect(error.details.path).toBe('meta/episodes.jsonl');
  });

  it('refuses path templates that point outside the dataset', async () => {
    const root = await copyOfSo101(temp.path, 'escape');
    await editInfo(root, (info) => {
      info.data_path = '../../outside/file-{file_index:03d}.parquet';
    });
    const error = await rejectionOf(openDataset(root), DatasetFormatError);
    expect(error.code).toBe('corrupt');
    expect(error.message).toMatch(/outside the dataset/);
  });

  it('opens a dataset whose data parquet is missing, but inspection says why it cannot train', async () => {
    const root = await copyOfSo101(temp.path, 'no-data');
    await rm(join(root, 'data'), { recursive: true });
    const dataset = await openDataset(root);
    expect(dataset.episodes.every((e) => !e.data.present)).toBe(true);
    const inspection = await inspectDataset(dataset);
    expect(inspection.trainable).toBe(false);
    expect(inspection.problems).toEqual(['1 data file(s) are missing: data/chunk-000/file-000.parquet.']);
    const error = await rejectionOf(readEpisodeFrames(dataset, 0), DatasetFormatError);
    expect(error.code).toBe('corrupt');
  });

  it('is not trainable without an action feature', async () => {
    const root = await copyOfSo101(temp.path, 'no-action');
    await editInfo(root, (info) => {
      delete (info.features as Record<string, unknown>).action;
    });
    const inspection = await inspectDataset(await openDataset(root));
    expect(inspection.trainable).toBe(false);
    expect(inspection.action_dim).toBeNull();
    expect(inspection.problems.join(' ')).toMatch(/no 'action' feature/);
  });

  it('warns when info.json totals disagree with the episodes', async () => {
    const root = await copyOfSo101(temp.path, 'bad-totals');
    await editInfo(root, (info) => {
      info.total_frames = 1500;
    });
    const dataset = await openDataset(root);
    expect(dataset.warnings).toEqual(['info.json says total_frames=1500 but the episode lengths add up to 1492.']);
  });
});
