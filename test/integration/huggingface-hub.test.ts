import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHubBackend } from '../../backends/index.js';
import { HubError } from '../../core/ports/hub-errors.js';
import { HuggingFaceHub } from '../../backends/hub/huggingface.js';
import { openHubDataset } from '../../core/ports/hub-dataset.js';
import type { PushResult } from '../../core/ports/hub.js';
import { loadConfig } from '../../core/config.js';
import { writeSyntheticDataset } from '../../core/lerobot/index.js';
import { startFakeHfHub, type FakeHfHub } from '../helpers/fake-hf-hub.js';
import { listFiles } from '../helpers/list-files.js';
import { rejectionOf } from '../helpers/rejection.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const COMMIT = /^[0-9a-f]{40}$/;
const REPO = 'lab/pick-cube';


/** The checkout holds exactly the pushed files, byte for byte, plus the hub's own `.gitattributes`. */
async function expectSameFiles(checkout: string, pushed: string): Promise<void> {
  const files = await listFiles(pushed);
  expect(await listFiles(checkout)).toEqual(['.gitattributes', ...files].sort());
  for (const file of files) {
    expect((await readFile(join(checkout, file))).equals(await readFile(join(pushed, file))), file).toBe(true);
  }
}

describe('Hugging Face Hub adapter against a fake hub', () => {
  let temp: { path: string; cleanup: () => Promise<void> };
  let fake: FakeHfHub;
  let hub: HuggingFaceHub;
  let auth: { token: string };
  let twoEpisodes: string;
  let threeEpisodes: string;
  let first: PushResult;
  let second: PushResult;

  beforeAll(async () => {
    temp = await makeTempDir('hf-hub');
    // A small tree page makes the adapter follow the tree listing's `Link: rel="next"` pages.
    fake = await startFakeHfHub({ treePageSize: 5 });
    auth = { token: fake.token };
    hub = new HuggingFaceHub({ endpoint: fake.url, cacheDir: join(temp.path, 'cache') });
    const common = { version: 'v3.0' as const, codec: 'h264' as const, cameras: [{ name: 'front', width: 64, height: 48 }] };
    twoEpisodes = (await writeSyntheticDataset(join(temp.path, 'ds2'), { ...common, episodes: 2, framesPerEpisode: 5, episodesPerFile: 1 })).root;
    threeEpisodes = (await writeSyntheticDataset(join(temp.path, 'ds3'), { ...common, episodes: 3, framesPerEpisode: 4, episodesPerFile: 3 })).root;
  });
  afterAll(async () => {
    await fake?.close();
    await temp?.cleanup();
  });

  describe('push, resolve, checkout', () => {
    beforeAll(async () => {
      first = await hub.push(REPO, twoEpisodes, { message: 'first upload', tags: ['v3.0'], private: true, auth });
    });

    it('creates a private repository and returns its commit and URL', () => {
      expect(first).toEqual({ repoId: REPO, commit: expect.stringMatching(COMMIT), url: `${fake.url}/datasets/${REPO}`, created: true });
      expect(fake.isPrivate(REPO)).toBe(true);
    });

    it('sends binary files through LFS and text files inline', () => {
      expect(fake.requests).toContain(`POST /datasets/${REPO}.git/info/lfs/objects/batch`);
      expect(fake.requests.filter((line) => line.startsWith('PUT /__lfs-upload/')).length).toBeGreaterThan(0);
      expect(fake.offeredTransfers[0]).toContain('basic');
      expect(fake.offeredTransfers.flat()).not.toContain('xet');
    });

    it('resolves main, the tag and the commit itself to the pushed commit', async () => {
      for (const revision of [undefined, null, 'main', 'v3.0', first.commit]) {
        expect(await hub.resolve(REPO, revision, auth)).toEqual({ repoId: REPO, commit: first.commit, tags: ['v3.0'] });
      }
    });

    it('checks out exactly the pushed files, byte for byte, read-only', async () => {
      const dir = await hub.checkout(REPO, first.commit, auth);
      expect(dir).toBe(join(temp.path, 'cache', 'lab', 'pick-cube', first.commit));
      await expectSameFiles(dir, twoEpisodes);
      expect((await stat(join(dir, 'meta/info.json'))).mode & 0o222).toBe(0);
    });

    it('gives concurrent checkouts of one commit the same complete folder', async () => {
      const fresh = new HuggingFaceHub({ endpoint: fake.url, cacheDir: join(temp.path, 'cache-concurrent') });
      const dirs = await Promise.all(Array.from({ length: 4 }, () => fresh.checkout(REPO, first.commit, auth)));
      expect(new Set(dirs).size).toBe(1);
      await expectSameFiles(dirs[0]!, twoEpisodes);
      expect(await readdir(join(temp.path, 'cache-concurrent', 'lab', 'pick-cube'))).toEqual([first.commit]);
    });

    describe('a second push', () => {
      beforeAll(async () => {
        second = await hub.push(REPO, threeEpisodes, { message: 'more episodes', tags: ['v3.0'], auth });
      });

      it('adds a commit and moves the tag to it', async () => {
        expect(second.created).toBe(false);
        expect(second.commit).toMatch(COMMIT);
        expect(second.commit).not.toBe(first.commit);
        expect(await hub.resolve(REPO, 'v3.0', auth)).toEqual({ repoId: REPO, commit: second.commit, tags: ['v3.0'] });
        expect(await hub.resolve(REPO, 'main', auth)).toEqual({ repoId: REPO, commit: second.commit, tags: ['v3.0'] });
        expect(await hub.resolve(REPO, first.commit, auth)).toEqual({ repoId: REPO, commit: first.commit, tags: [] });
        expect(fake.isPrivate(REPO)).toBe(true);
      });

      it('leaves exactly the new files: a file not in the folder is deleted on the hub', async () => {
        const newest = await hub.checkout(REPO, second.commit, auth);
        await expectSameFiles(newest, threeEpisodes);
        expect(await listFiles(twoEpisodes)).toContain('data/chunk-000/file-001.parquet');
        expect(await listFiles(newest)).not.toContain('data/chunk-000/file-001.parquet');
        // The old commit keeps its files.
        expect(await listFiles(await hub.checkout(REPO, first.commit, auth))).toContain('data/chunk-000/file-001.parquet');
      });

      it('opens the checkout with the LeRobot reader', async () => {
        const opened = await openHubDataset(hub, REPO, 'v3.0', auth);
        expect(opened.commit).toBe(second.commit);
        expect(opened.dataset.episodes).toHaveLength(3);
        expect(opened.dataset.version).toBe('v3.0');
      });

      it('updates the private flag when a later push asks', async () => {
        const third = await hub.push(REPO, threeEpisodes, { message: 'make public', private: false, auth });
        expect(fake.isPrivate(REPO)).toBe(false);
        // Public now: readable without a token.
        expect((await hub.resolve(REPO, 'main')).commit).toBe(third.commit);
      });
    });
  });

  it('serialises concurrent pushes into one linear history (a push that lost the race retries on top)', async () => {
    const results = await Promise.all([1, 2, 3].map((n) => hub.push('lab/racy', n === 2 ? threeEpisodes : twoEpisodes, { message: `push ${n}`, tags: ['v3.0'], auth })));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.commit)).size).toBe(3);
    const head = await hub.resolve('lab/racy', 'main', auth);
    expect(results.map((r) => r.commit)).toContain(head.commit);
    const dir = await hub.checkout('lab/racy', head.commit, auth);
    const winner = results.findIndex((r) => r.commit === head.commit);
    await expectSameFiles(dir, winner === 1 ? threeEpisodes : twoEpisodes);
  });

  describe('errors', () => {
    it('answers a refused token with unauthorized, on every operation', async () => {
      const bad = { token: 'hf_not-the-right-one' };
      expect((await rejectionOf(hub.resolve(REPO, 'main', bad), HubError)).code).toBe('unauthorized');
      expect((await rejectionOf(hub.checkout(REPO, 'c'.repeat(40), bad), HubError)).code).toBe('unauthorized');
      expect((await rejectionOf(hub.push('lab/other', twoEpisodes, { message: 'x', auth: bad }), HubError)).code).toBe('unauthorized');
      expect((await rejectionOf(hub.resolve(REPO, 'main', { token: 'not-a-hf-token' }), HubError)).code).toBe('unauthorized');
      expect((await rejectionOf(hub.push('lab/other', twoEpisodes, { message: 'x' }), HubError)).code).toBe('unauthorized');
    });

    it('answers a private repository asked without a token like a missing one, as the hub does', async () => {
      await hub.push('lab/secret', twoEpisodes, { message: 'x', private: true, auth });
      const error = await rejectionOf(hub.resolve('lab/secret'), HubError);
      expect(error.code).toBe('repo_not_found');
      expect(error.message).toMatch(/private and no token/);
      expect((await rejectionOf(hub.resolve('lab/nothing-here'), HubError)).code).toBe('repo_not_found');
    });

    it('answers a missing repository with repo_not_found', async () => {
      const error = await rejectionOf(hub.resolve('lab/nothing-here', 'main', auth), HubError);
      expect(error.code).toBe('repo_not_found');
      expect(error.repoId).toBe('lab/nothing-here');
      expect((await rejectionOf(hub.checkout('lab/nothing-here', 'a'.repeat(40), auth), HubError)).code).toBe('repo_not_found');
    });

    it('answers an unknown revision or commit with revision_not_found', async () => {
      const error = await rejectionOf(hub.resolve(REPO, 'v9.9', auth), HubError);
      expect(error.code).toBe('revision_not_found');
      expect(error.message).toContain("'v9.9'");
      expect((await rejectionOf(hub.checkout(REPO, 'b'.repeat(40), auth), HubError)).code).toBe('revision_not_found');
    });

    it('answers an unreachable hub with unavailable', async () => {
      const down = new HuggingFaceHub({ endpoint: 'http://127.0.0.1:9', cacheDir: join(temp.path, 'cache-down') });
      expect((await rejectionOf(down.resolve(REPO, 'main', auth), HubError)).code).toBe('unavailable');
    });

    it('refuses malformed repository ids before any request', async () => {
      const before = fake.requests.length;
      expect((await rejectionOf(hub.resolve('a/b/c', 'main', auth), HubError)).code).toBe('invalid_repo_id');
      expect(() => hub.repoUrl('bad')).toThrow(HubError);
      expect(fake.requests.length).toBe(before);
    });
  });

  it('is built from HUB_BACKEND=huggingface with HF_ENDPOINT and the default HF_TOKEN', async () => {
    const config = loadConfig({ HUB_BACKEND: 'huggingface', HF_ENDPOINT: `${fake.url}/`, HF_TOKEN: fake.token, DATA_DIR: join(temp.path, 'data') });
    const backend = createHubBackend(config);
    expect(backend.kind).toBe('huggingface');
    expect(backend.repoUrl(REPO)).toBe(`${fake.url}/datasets/${REPO}`);
    // No per-call token: the service-wide one reads the private repository.
    expect((await backend.resolve('lab/secret')).commit).toMatch(COMMIT);
    // A per-call token wins over the default.
    expect((await rejectionOf(backend.resolve('lab/secret', 'main', { token: 'hf_wrong' }), HubError)).code).toBe('unauthorized');
  });
});
