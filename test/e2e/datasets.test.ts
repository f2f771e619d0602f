import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSyntheticDataset } from '../../core/lerobot/index.js';
import { SO101_EPISODE_LENGTHS, SO101_RECORD_TEST, SO101_TASK } from '../helpers/shared-datasets.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';
import { makeTempDir } from '../helpers/temp-dir.js';

let stack: TestStack;
let user: TestAccount;
let scratch: { path: string; cleanup: () => Promise<void> };

beforeAll(async () => {
  stack = await startStack({ worker: false });
  // Inspection is free and needs no particular scope: any valid key.
  user = await stack.createAccount({ scopes: ['usage:read'] });
  scratch = await makeTempDir('inspect');
});
afterAll(async () => {
  await stack.stop();
  await scratch.cleanup();
});

async function push(repoId: string, dir: string): Promise<string> {
  return (await stack.deps.hub.push(repoId, dir, { message: 'test', tags: [] })).commit;
}

const inspect = (json: unknown) => stack.request('/v1/datasets/inspect', { method: 'POST', headers: user.headers, json });

async function errorOf(response: Response) {
  return ((await response.json()) as { error: Record<string, unknown> }).error;
}

describe('POST /v1/datasets/inspect', () => {
  it('reads the real so101 recording: trainable, cameras by full and short name, exact counts', async () => {
    const commit = await push('lab/so101-record-test', SO101_RECORD_TEST);
    const response = await inspect({ repo_id: 'lab/so101-record-test' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown> & { cameras: Record<string, unknown>[]; features: Record<string, unknown>; warnings: string[] };
    expect(body).toMatchObject({
      object: 'dataset_inspection',
      repo_id: 'lab/so101-record-test',
      revision: commit,
      codebase_version: 'v3.0',
      robot_type: 'so101_follower',
      fps: 30,
      total_episodes: 4,
      total_frames: SO101_EPISODE_LENGTHS.reduce((a, b) => a + b, 0),
      tasks: [SO101_TASK],
      state_dim: 6,
      action_dim: 6,
      trainable: true,
      problems: [],
    });
    expect(body.cameras.map((c) => [c.key, c.name, c.width, c.height, c.codec, c.video_present])).toEqual([
      ['observation.images.front', 'front', 640, 480, 'av1', false],
      ['observation.images.top', 'top', 640, 480, 'av1', false],
    ]);
    expect(Object.keys(body.features)).toEqual(expect.arrayContaining(['action', 'observation.state', 'observation.images.top', 'timestamp']));
    expect(body.warnings.join(' ')).toMatch(/video/i);
  });

  it('reads a generated v2.1 dataset, and reads an old commit when asked', async () => {
    const v1 = join(scratch.path, 'v21-a');
    await writeSyntheticDataset(v1, { version: 'v2.1', episodes: 2, framesPerEpisode: 8, codec: 'h264', cameras: [{ name: 'wrist', width: 64, height: 48 }] });
    const first = await push('lab/v21', v1);
    const v2 = join(scratch.path, 'v21-b');
    await writeSyntheticDataset(v2, { version: 'v2.1', episodes: 3, framesPerEpisode: 8, codec: 'h264', cameras: [{ name: 'wrist', width: 64, height: 48 }] });
    const second = await push('lab/v21', v2);

    const latest = (await (await inspect({ repo_id: 'lab/v21' })).json()) as Record<string, unknown> & { cameras: { name: string; video_present: boolean }[] };
    expect(latest).toMatchObject({ codebase_version: 'v2.1', revision: second, total_episodes: 3, total_frames: 24, trainable: true });
    expect(latest.cameras).toMatchObject([{ name: 'wrist', video_present: true }]);
    const old = (await (await inspect({ repo_id: 'lab/v21', revision: first })).json()) as Record<string, unknown>;
    expect(old).toMatchObject({ revision: first, total_episodes: 2 });
  });

  it('a missing repo → 404 dataset_not_found naming repo_id', async () => {
    const response = await inspect({ repo_id: 'lab/does-not-exist' });
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toMatchObject({ type: 'not_found_error', code: 'dataset_not_found', param: 'repo_id' });
  });

  it('an unknown revision → 404 revision_not_found naming revision', async () => {
    const response = await inspect({ repo_id: 'lab/so101-record-test', revision: 'no-such-branch' });
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toMatchObject({ code: 'revision_not_found', param: 'revision' });
  });

  it('a repo that is not a LeRobot dataset → 400 incompatible_dataset', async () => {
    const dir = join(scratch.path, 'not-lerobot');
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'README.md'), '# just some files\n');
    await push('lab/not-lerobot', dir);
    const response = await inspect({ repo_id: 'lab/not-lerobot' });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error).toMatchObject({ code: 'incompatible_dataset', param: 'repo_id', details: { reason: 'not_lerobot' } });
    expect(error.message).toMatch(/info\.json/);
  });

  it('an unsupported codebase version → 400 unsupported_dataset_version with the versions we read', async () => {
    const dir = join(scratch.path, 'v16');
    await cp(SO101_RECORD_TEST, dir, { recursive: true });
    const infoPath = join(dir, 'meta', 'info.json');
    const info = JSON.parse(await readFile(infoPath, 'utf8')) as Record<string, unknown>;
    await writeFile(infoPath, JSON.stringify({ ...info, codebase_version: 'v1.6' }));
    await push('lab/old-format', dir);
    const response = await inspect({ repo_id: 'lab/old-format' });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({
      code: 'unsupported_dataset_version',
      param: 'repo_id',
      details: { codebase_version: 'v1.6', supported: ['v2.1', 'v3.0'] },
    });
  });

  it.each([
    [{ repo_id: 'ab' }, 'repo_id'],
    [{ repo_id: 'no-slash-here' }, 'repo_id'],
    [{ repo_id: '../../etc/passwd' }, 'repo_id'],
    [{}, 'repo_id'],
    [{ repo_id: 'lab/x', revision: '' }, 'revision'],
  ])('%j → 400 parameter_invalid naming %s', async (json, param) => {
    const response = await inspect(json);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ code: 'parameter_invalid', param });
  });
});
