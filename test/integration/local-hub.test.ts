import { spawn } from 'node:child_process';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { HubError } from '../../core/ports/hub-errors.js';
import { LocalGitHub } from '../../backends/hub/local-git.js';
import { openDataset, writeSyntheticDataset } from '../../core/lerobot/index.js';
import { listFiles } from '../helpers/list-files.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { rejectionOf } from '../helpers/rejection.js';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const COMMIT = /^[0-9a-f]{40}$/;


async function expectSameFiles(actual: string, expected: string): Promise<void> {
  const files = await listFiles(expected);
  expect(await listFiles(actual)).toEqual(files);
  for (const file of files) {
    expect((await readFile(join(actual, file))).equals(await readFile(join(expected, file))), file).toBe(true);
  }
}

function runCli(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'hub', '--', ...args], { cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('local git hub', () => {
  let temp: { path: string; cleanup: () => Promise<void> };
  let hub: LocalGitHub;
  let twoEpisodes: string;
  let threeEpisodes: string;

  beforeAll(async () => {
    temp = await makeTempDir('hub');
    hub = new LocalGitHub({ hubDir: join(temp.path, 'hub'), cacheDir: join(temp.path, 'cache') });
    const common = { version: 'v3.0' as const, codec: 'h264' as const, cameras: [{ name: 'front', width: 64, height: 48 }], episodesPerFile: 1 };
    twoEpisodes = (await writeSyntheticDataset(join(temp.path, 'ds2'), { ...common, episodes: 2, framesPerEpisode: 5 })).root;
    threeEpisodes = (await writeSyntheticDataset(join(temp.path, 'ds3'), { ...common, episodes: 3, framesPerEpisode: 4, episodesPerFile: 3 })).root;
  });
  afterAll(async () => {
    await temp.cleanup();
  });

  describe('push, resolve and checkout', () => {
    let first: Awaited<ReturnType<LocalGitHub['push']>>;
    let second: Awaited<ReturnType<LocalGitHub['push']>>;

    beforeAll(async () => {
      first = await hub.push('lab/pick-cube', twoEpisodes, { message: 'first upload', tags: ['v3.0'] });
      second = await hub.push('lab/pick-cube', threeEpisodes, { message: 'more episodes', tags: ['v3.0'] });
    });

    it('creates the repository on the first push and adds a commit on the second', () => {
      // What clients see names the repo, never where this server keeps it.
      expect(first).toEqual({ repoId: 'lab/pick-cube', commit: expect.stringMatching(COMMIT), url: 'hub://lab/pick-cube', created: true });
      expect(second.created).toBe(false);
      expect(second.commit).toMatch(COMMIT);
      expect(second.commit).not.toBe(first.commit);
      expect(hub.repoUrl('lab/pick-cube')).toBe(`file://${join(temp.path, 'hub', 'lab', 'pick-cube.git')}`);
    });

    it('resolves main, the version tag and the commit itself to the newest commit', async () => {
      for (const revision of [undefined, null, 'main', 'v3.0', second.commit]) {
        expect(await hub.resolve('lab/pick-cube', revision)).toEqual({ repoId: 'lab/pick-cube', commit: second.commit, tags: ['v3.0'] });
      }
      expect(await hub.resolve('lab/pick-cube', first.commit)).toEqual({ repoId: 'lab/pick-cube', commit: first.commit, tags: [] });
    });

    it('checks out exactly the pushed files, read-only', async () => {
      const dir = await hub.checkout('lab/pick-cube', second.commit);
      await expectSameFiles(dir, threeEpisodes);
      expect((await stat(join(dir, 'meta/info.json'))).mode & 0o222).toBe(0);
      expect((await openDataset(dir)).episodes).toHaveLength(3);
    });

    it('still checks out the old content at the old commit (files removed later included)', async () => {
      const dir = await hub.checkout('lab/pick-cube', first.commit);
      await expectSameFiles(dir, twoEpisodes);
      expect((await openDataset(dir)).episodes).toHaveLength(2);
      const newest = await hub.checkout('lab/pick-cube', second.commit);
      expect(await listFiles(dir)).toContain('data/chunk-000/file-001.parquet');
      expect(await listFiles(newest)).not.toContain('data/chunk-000/file-001.parquet');
    });

    it('keeps history in order with the messages given', async () => {
      const history = await hub.history('lab/pick-cube');
      expect(history.map((c) => [c.commit, c.message])).toEqual([
        [second.commit, 'more episodes'],
        [first.commit, 'first upload'],
      ]);
    });
  });

  it('gives concurrent checkouts of one commit the same complete folder', async () => {
    const pushed = await hub.push('lab/concurrent', twoEpisodes, { message: 'x', tags: ['v3.0'] });
    const fresh = new LocalGitHub({ hubDir: join(temp.path, 'hub'), cacheDir: join(temp.path, 'cache-concurrent') });
    const dirs = await Promise.all(Array.from({ length: 8 }, () => fresh.checkout('lab/concurrent', pushed.commit)));
    expect(new Set(dirs).size).toBe(1);
    await expectSameFiles(dirs[0]!, twoEpisodes);
    expect(await readdir(join(temp.path, 'cache-concurrent', 'lab', 'concurrent'))).toEqual([pushed.commit]);
  });

  it('serialises concurrent pushes to a new repository into one linear history', async () => {
    const results = await Promise.all([1, 2, 3].map((n) => hub.push('lab/racy', twoEpisodes, { message: `push ${n}` })));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.commit)).size).toBe(3);
    const history = await hub.history('lab/racy');
    expect(history).toHaveLength(3);
    expect(history[0]!.commit).toBe((await hub.resolve('lab/racy')).commit);
  });

  it('records the private flag', async () => {
    await hub.push('lab/secret', twoEpisodes, { message: 'x', private: true });
    expect((await hub.summary('lab/secret')).private).toBe(true);
    expect((await hub.summary('lab/concurrent')).private).toBe(false);
  });

  it('answers unknown repositories, revisions and commits with typed errors', async () => {
    expect((await rejectionOf(hub.resolve('lab/nothing-here'), HubError)).code).toBe('repo_not_found');
    expect((await rejectionOf(hub.checkout('lab/nothing-here', 'a'.repeat(40)), HubError)).code).toBe('repo_not_found');
    const badRevision = await rejectionOf(hub.resolve('lab/pick-cube', 'v9.9'), HubError);
    expect(badRevision.code).toBe('revision_not_found');
    expect(badRevision.message).toContain("'v9.9'");
    expect((await rejectionOf(hub.resolve('lab/pick-cube', '--output=/tmp/x'), HubError)).code).toBe('revision_not_found');
    expect((await rejectionOf(hub.checkout('lab/pick-cube', 'b'.repeat(40)), HubError)).code).toBe('revision_not_found');
  });

  it('rejects malformed repository ids before touching the disk', async () => {
    for (const id of ['', 'no-slash', 'a/b/c', '../etc', 'lab/..', '-lab/x', 'lab/x y', `lab/${'n'.repeat(497)}`]) {
      expect((await rejectionOf(hub.resolve(id), HubError)).code, id).toBe('invalid_repo_id');
    }
    expect((await rejectionOf(hub.push('../escape', twoEpisodes, { message: 'x' }), HubError)).code).toBe('invalid_repo_id');
    // Up to 500 characters is a well-formed id (the contract's bound); past 96 per part no hub holds it.
    expect((await rejectionOf(hub.resolve(`lab/${'n'.repeat(97)}`), HubError)).code).toBe('repo_not_found');
    expect((await rejectionOf(hub.push(`lab/${'n'.repeat(97)}`, twoEpisodes, { message: 'x' }), HubError)).code).toBe('invalid_repo_id');
    expect(() => hub.repoUrl('bad')).toThrow(HubError);
  });

  describe('CLI', () => {
    const env = () => ({ HUB_DIR: join(temp.path, 'cli-hub'), DATA_DIR: join(temp.path, 'cli-data'), DATABASE_URL: inject('databaseUrl') });

    it('pushes a dataset folder, tags it with its version and prints the commit', async () => {
      const pushed = await runCli(['push', twoEpisodes, 'lab/from-cli', '--message', 'via cli', '--json'], env());
      expect(pushed.code, pushed.stderr).toBe(0);
      const output = JSON.parse(pushed.stdout) as { commit: string; tags: string[]; created: boolean; total_episodes: number };
      expect(output).toMatchObject({ tags: ['v3.0'], created: true, total_episodes: 2 });
      expect(output.commit).toMatch(COMMIT);

      const sameHub = new LocalGitHub({ hubDir: env().HUB_DIR, cacheDir: join(env().DATA_DIR, 'hub-cache') });
      expect(await sameHub.resolve('lab/from-cli', 'v3.0')).toEqual({ repoId: 'lab/from-cli', commit: output.commit, tags: ['v3.0'] });
      expect((await sameHub.history('lab/from-cli'))[0]!.message).toBe('via cli');

      const plain = await runCli(['push', threeEpisodes, 'lab/from-cli'], env());
      expect(plain.code).toBe(0);
      expect(plain.stdout.split('\n')[0]).toMatch(COMMIT);
      const listed = await runCli(['list', '--json'], env());
      expect(JSON.parse(listed.stdout)).toEqual([
        { repo_id: 'lab/from-cli', head: plain.stdout.split('\n')[0], tags: ['v3.0'], private: false, url: sameHub.repoUrl('lab/from-cli') },
      ]);
    });

    it('refuses a folder that is not a LeRobot dataset, with exit code 1', async () => {
      const result = await runCli(['push', temp.path, 'lab/not-a-dataset'], env());
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/not_lerobot.*no meta\/info\.json/);
    });

    it('exits 1 with a hub error for an unknown repository and 2 for bad usage', async () => {
      const unknown = await runCli(['show', 'lab/missing'], env());
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toMatch(/repo_not_found/);
      const usage = await runCli(['push'], env());
      expect(usage.code).toBe(2);
      expect(usage.stderr).toMatch(/push needs DIR and OWNER\/NAME/);
    });
  });
});
