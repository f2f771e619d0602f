import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalGitHub } from '../../backends/hub/local-git.js';
import { accountNamespace, grantHubNamespace } from '../../db/hub-namespaces.js';
import { newId } from '../../core/ids.js';
import { insertTwin } from '../../kinds/twin/db/twin-rows.js';
import { pushTinyDataset } from '../helpers/augmentations.js';
import { SO101_RECORD_TEST } from '../helpers/shared-datasets.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';

let stack: TestStack;
let alice: TestAccount;
let bob: TestAccount;
let alicePrivate: string;
let alicePublic: string;

beforeAll(async () => {
  stack = await startStack({ worker: false });
  alice = await stack.createAccount({ credits: 1000, concurrencyLimit: 8 });
  bob = await stack.createAccount({ credits: 1000, concurrencyLimit: 8, features: ['twins', 'rl_runs'] });
  alicePrivate = `${accountNamespace(alice.account.id)}/secret-aug`;
  alicePublic = `${accountNamespace(alice.account.id)}/shared`;
  const { dir } = await pushTinyDataset(stack, 'demo/tiny');
  await stack.deps.hub.push(alicePrivate, dir, { message: 'alice private', tags: ['v3.0'], private: true });
  await stack.deps.hub.push(alicePublic, dir, { message: 'alice public', tags: ['v3.0'], private: false });
  await stack.deps.hub.push(`${accountNamespace(alice.account.id)}/so101`, SO101_RECORD_TEST, { message: 'so101', private: true });
});
afterAll(() => stack?.stop());

const post = (who: TestAccount, path: string, json: unknown) => stack.request(path, { method: 'POST', headers: who.headers, json });
const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string; param: string | null; message: string } }).error;
const relight = (source: string, output: Record<string, unknown> = { type: 'download' }) => ({
  source: { repo_id: source },
  instructions: 'warmer',
  model: 'relight',
  config: { relight: { '*': { temperature: 3200 } } },
  output,
});

describe('dataset namespaces on the local hub', () => {
  it("another account's private repo answers exactly like a missing one, for inspect, estimate, create and training", async () => {
    const missing = await errorOf(await post(bob, '/v1/datasets/inspect', { repo_id: `${accountNamespace(alice.account.id)}/no-such-repo` }));
    expect(missing.code).toBe('dataset_not_found');

    const inspected = await post(bob, '/v1/datasets/inspect', { repo_id: alicePrivate });
    expect(inspected.status).toBe(404);
    const hidden = await errorOf(inspected);
    expect(hidden).toMatchObject({ code: 'dataset_not_found', param: 'repo_id' });
    expect(hidden.message).toBe(missing.message.replace('no-such-repo', 'secret-aug'));

    for (const path of ['/v1/augmentations/estimate', '/v1/augmentations']) {
      const response = await post(bob, path, relight(alicePrivate));
      expect(response.status, path).toBe(404);
      expect(await errorOf(response)).toMatchObject({ code: 'dataset_not_found', param: 'source.repo_id' });
    }
    const training = await post(bob, '/v1/training_runs', { dataset: { uri: `${accountNamespace(alice.account.id)}/so101` }, policies: ['mlp'], hardware_tier: 'cpu' });
    expect(training.status).toBe(404);
    expect(await errorOf(training)).toMatchObject({ code: 'dataset_not_found', param: 'dataset.uri' });
  });

  it("twins validate and create treat another account's private repo exactly like a missing one, and create nothing", async () => {
    const twin = (repo: string) => ({ source: { repo_id: repo }, episode_index: 0 });
    const missingRepo = `${accountNamespace(alice.account.id)}/no-such-repo`;
    for (const path of ['/v1/twins/validate', '/v1/twins']) {
      const missing = await post(bob, path, twin(missingRepo));
      expect(missing.status, path).toBe(404);
      const missingError = await errorOf(missing);
      const hidden = await post(bob, path, twin(`${accountNamespace(alice.account.id)}/so101`));
      expect(hidden.status, path).toBe(404);
      const hiddenError = await errorOf(hidden);
      expect(hiddenError).toMatchObject({ code: 'dataset_not_found', param: 'source.repo_id' });
      expect(hiddenError.code).toBe(missingError.code);
      expect(hiddenError.message).toBe(missingError.message.replace('no-such-repo', 'so101'));
    }
    const [rows] = await stack.sql<{ n: number }[]>`select count(*)::int as n from twins where account_id = ${bob.account.id}`;
    expect(rows!.n).toBe(0);
  });

  it("an RL run naming another account's twin answers like a missing twin", async () => {
    const aliceTwin = await insertTwin(stack.sql, {
      id: newId('twin'), accountId: alice.account.id, source: { type: 'hub', repo_id: alicePublic }, sourceRevision: null,
      episodeIndex: 0, config: {}, etaSeconds: 0, webhookMetadata: null, requestId: null, idempotencyKey: null,
    });
    await stack.sql`update twins set status = 'succeeded' where id = ${aliceTwin.id}`;
    const spec = (twinId: string) => ({ spec: { robot: 'so101', objective: { type: 'reach' }, scene: { twin_id: twinId } } });
    const missingId = newId('twin');
    const validated = async (twinId: string) =>
      ((await (await post(bob, '/v1/rl_runs/validate', spec(twinId))).json()) as { problems: { param: string; message: string }[] }).problems.filter((p) => p.param === 'scene.twin_id');
    expect((await validated(aliceTwin.id)).map((p) => p.message.replace(aliceTwin.id, 'ID'))).toEqual((await validated(missingId)).map((p) => p.message.replace(missingId, 'ID')));
    const created = await post(bob, '/v1/rl_runs', spec(aliceTwin.id));
    expect(created.status).toBe(404);
    expect(await errorOf(created)).toMatchObject({ code: 'resource_not_found', param: 'scene.twin_id' });
    const [rows] = await stack.sql<{ n: number }[]>`select count(*)::int as n from rl_runs where account_id = ${bob.account.id}`;
    expect(rows!.n).toBe(0);
  });

  it('the owner reads its private repos, and anyone reads public ones', async () => {
    expect((await post(alice, '/v1/datasets/inspect', { repo_id: alicePrivate })).status).toBe(200);
    expect((await post(alice, '/v1/augmentations/estimate', relight(alicePrivate))).status).toBe(200);
    expect((await post(bob, '/v1/datasets/inspect', { repo_id: alicePublic })).status).toBe(200);
    expect((await post(bob, '/v1/datasets/inspect', { repo_id: 'demo/tiny' })).status).toBe(200);
  });

  it("a write into another account's namespace is 403 hub_unauthorized and leaves the repo as it was", async () => {
    const hub = stack.deps.hub as LocalGitHub;
    const before = await hub.summary(alicePrivate);
    const response = await post(bob, '/v1/augmentations', relight('demo/tiny', { type: 'hub', repo_id: alicePrivate, private: false }));
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toMatchObject({ code: 'hub_unauthorized', param: 'output.repo_id' });
    const training = await post(bob, '/v1/training_runs', {
      dataset: { uri: 'demo/tiny' },
      policies: ['mlp'],
      hardware_tier: 'cpu',
      output: { push_to_hub: true, hub_repo_id: `${accountNamespace(alice.account.id)}/policy` },
    });
    expect([training.status, (await errorOf(training)).code]).toEqual([403, 'hub_unauthorized']);
    // An operator's shared namespace is read-only to accounts.
    const intoDemo = await post(bob, '/v1/augmentations', relight('demo/tiny', { type: 'hub', repo_id: 'demo/mine' }));
    expect([intoDemo.status, (await errorOf(intoDemo)).param]).toEqual([403, 'output.repo_id']);
    expect(await hub.summary(alicePrivate)).toEqual(before);
  });

  it("default output repos go to the account's own namespace, and a grant opens another", async () => {
    const created = await post(bob, '/v1/augmentations', relight('demo/tiny', { type: 'hub' }));
    expect(created.status).toBe(201);
    const body = (await created.json()) as { id: string; output: { repo_id: string } };
    expect(body.output.repo_id).toBe(`${accountNamespace(bob.account.id)}/tiny-aug-${body.id.slice(4).toLowerCase()}`);

    const before = await post(bob, '/v1/augmentations', relight('demo/tiny', { type: 'hub', repo_id: 'robotics-lab/relit' }));
    expect(before.status).toBe(403);
    await grantHubNamespace(stack.sql, 'robotics-lab', bob.account.id);
    const after = await post(bob, '/v1/augmentations', relight('demo/tiny', { type: 'hub', repo_id: 'robotics-lab/relit' }));
    expect(after.status).toBe(201);
  });

  it('training output.hub_repo_id and cameras.rename targets are never paths', async () => {
    const base = { dataset: { uri: 'demo/tiny' }, policies: ['mlp'], hardware_tier: 'cpu' };
    const badRepo = await post(bob, '/v1/training_runs', { ...base, output: { push_to_hub: true, hub_repo_id: '../../etc/x' } });
    expect([badRepo.status, (await errorOf(badRepo)).param]).toEqual([400, 'output.hub_repo_id']);
    const badRename = await post(bob, '/v1/training_runs', { ...base, cameras: { rename: { front: '../../front' } } });
    expect([badRename.status, (await errorOf(badRename)).param]).toEqual([400, 'cameras.rename.front']);
  });
});
