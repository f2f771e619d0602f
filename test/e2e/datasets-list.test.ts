import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountNamespace, grantHubNamespace } from '../../db/hub-namespaces.js';
import { pushTinyDataset } from '../helpers/augmentations.js';
import { SO101_RECORD_TEST } from '../helpers/shared-datasets.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';

let stack: TestStack;
let alice: TestAccount;
let bob: TestAccount;
let mine: { private: string; public: string; broken: string; so101: string };
let bobs: { private: string; public: string };

type Json = Record<string, any>;
const get = async (who: TestAccount, query = '') => {
  const response = await stack.request(`/v1/datasets${query}`, { headers: who.headers });
  return { status: response.status, body: (await response.json()) as Json };
};
/** Every page, following next_cursor. */
async function all(who: TestAccount, limit: number): Promise<Json[]> {
  const seen: Json[] = [];
  let cursor: string | null = null;
  do {
    const page = await get(who, `?limit=${limit}${cursor ? `&starting_after=${cursor}` : ''}`);
    expect(page.status).toBe(200);
    expect(page.body.data.length).toBeLessThanOrEqual(limit);
    seen.push(...page.body.data);
    cursor = page.body.has_more ? page.body.next_cursor : null;
    if (!page.body.has_more) expect(page.body.next_cursor).toBeNull();
  } while (cursor);
  return seen;
}

beforeAll(async () => {
  stack = await startStack({ worker: false });
  alice = await stack.createAccount();
  bob = await stack.createAccount();
  const a = accountNamespace(alice.account.id);
  const b = accountNamespace(bob.account.id);
  mine = { private: `${a}/secret`, public: `${a}/open`, broken: `${a}/not-a-dataset`, so101: `${a}/so101` };
  bobs = { private: `${b}/secret`, public: `${b}/open` };
  const { dir } = await pushTinyDataset(stack, 'demo/tiny');
  const push = (repo: string, source: string, isPrivate: boolean) => stack.deps.hub.push(repo, source, { message: repo, private: isPrivate });
  await push(mine.private, dir, true);
  await push(mine.public, dir, false);
  await push(mine.so101, SO101_RECORD_TEST, true);
  const junk = join(stack.dataDir, 'junk');
  await mkdir(junk, { recursive: true });
  await writeFile(join(junk, 'README.md'), 'not a LeRobot dataset\n');
  await push(mine.broken, junk, false);
  await push(bobs.private, dir, true);
  await push(bobs.public, dir, false);
  // An operator's shared namespace: its public repos are everyone's, its private ones nobody's but its grantees'.
  await push('lab/shared-open', dir, false);
  await push('lab/shared-closed', dir, true);
  // A team namespace granted to alice only.
  await grantHubNamespace(stack.sql, 'team', alice.account.id);
  await push('team/closed', dir, true);
}, 120_000);
afterAll(() => stack?.stop());

describe('GET /v1/datasets', () => {
  it("lists the account's own (private included), its granted namespaces' and the shared public datasets, never another account's", async () => {
    const listed = await all(alice, 100);
    const byRepo = Object.fromEntries(listed.map((d) => [d.repo_id, d]));
    expect(listed.map((d) => d.repo_id)).toEqual([...listed.map((d) => d.repo_id)].sort());
    expect(Object.keys(byRepo)).toEqual(expect.arrayContaining([mine.private, mine.public, mine.so101, mine.broken, 'demo/tiny', 'lab/shared-open', 'team/closed']));
    for (const hidden of [bobs.private, bobs.public, 'lab/shared-closed']) expect(Object.keys(byRepo)).not.toContain(hidden);
    expect(byRepo[mine.private]).toMatchObject({ object: 'dataset', private: true, access: 'own', error: null });
    expect(byRepo['team/closed']).toMatchObject({ private: true, access: 'granted' });
    expect(byRepo['demo/tiny']).toMatchObject({ private: false, access: 'shared' });

    const bobSees = (await all(bob, 100)).map((d) => d.repo_id);
    expect(bobSees).toEqual(expect.arrayContaining([bobs.private, bobs.public, 'demo/tiny', 'lab/shared-open']));
    for (const hidden of Object.values(mine).concat(['team/closed', 'lab/shared-closed'])) expect(bobSees).not.toContain(hidden);
  });

  it('gives each dataset its inspect summary at the inspected commit, or why it cannot be read', async () => {
    const listed = await all(alice, 100);
    const so101 = listed.find((d) => d.repo_id === mine.so101)!;
    const inspected = (await (await stack.request('/v1/datasets/inspect', { method: 'POST', headers: alice.headers, json: { repo_id: mine.so101 } })).json()) as Json;
    expect(so101.revision).toBe(inspected.revision);
    expect(so101.summary).toEqual({
      codebase_version: inspected.codebase_version,
      robot_type: inspected.robot_type,
      fps: inspected.fps,
      total_episodes: inspected.total_episodes,
      total_frames: inspected.total_frames,
      total_tasks: inspected.total_tasks,
      cameras: inspected.cameras.map((c: Json) => c.name),
      state_dim: inspected.state_dim,
      action_dim: inspected.action_dim,
      trainable: true,
      problems: [],
    });
    expect(so101.summary).toMatchObject({ robot_type: 'so101_follower', total_episodes: 4, cameras: ['front', 'top'] });
    const broken = listed.find((d) => d.repo_id === mine.broken)!;
    expect(broken).toMatchObject({ summary: null, error: { code: 'incompatible_dataset', message: expect.any(String) } });
  });

  it('pages by repo id with the standard envelope: every dataset once, whatever the page size', async () => {
    const whole = (await all(alice, 100)).map((d) => d.repo_id);
    expect(whole.length).toBeGreaterThanOrEqual(7);
    for (const limit of [1, 2, 3]) expect((await all(alice, limit)).map((d) => d.repo_id)).toEqual(whole);
    const first = await get(alice);
    expect(first.body).toMatchObject({ object: 'list', has_more: whole.length > 10 });
    expect(first.body.data).toHaveLength(Math.min(10, whole.length));
  });

  it('bad list parameters are 400 naming their param', async () => {
    for (const [query, param] of [
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
      ['?starting_after=%21%21', 'starting_after'],
      ['?starting_after=bm90LWEtY3Vyc29y', 'starting_after'],
      ['?owner=demo', 'owner'],
    ] as const) {
      const { status, body } = await get(alice, query);
      expect([query, status, body.error?.param]).toEqual([query, 400, param]);
    }
  });
});
