import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/ids.js';
import { collectionPath, findResourceKind, REFERENCE_FILTERS, RESOURCE_KINDS, type ReferenceFilter, type ResourceKind } from '../../core/kinds.js';
import { insertEvaluation } from '../../kinds/evaluation/db/evaluations.js';
import { insertTwin } from '../../kinds/twin/db/twin-rows.js';
import { pushTinyDataset } from '../helpers/augmentations.js';
import { SO101_RECORD_TEST } from '../helpers/shared-datasets.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';
import { MODELS_DIR } from '../helpers/twin-job.js';

// No worker: every run stays where the test puts it, so the lists' filters are checked without training.
let stack: TestStack;
let alice: TestAccount;
let bob: TestAccount;

type Json = Record<string, any>;
const TABLES: Record<ResourceKind, string> = { augmentation: 'augmentations', training_run: 'training_runs', twin: 'twins', rl_run: 'rl_runs', evaluation: 'evaluations' };
/** Three rows of each kind, newest last; the grouped kinds' first two come from one create. */
const rows: Record<ResourceKind, Json[]> = { augmentation: [], training_run: [], twin: [], rl_run: [], evaluation: [] };

const post = async (path: string, json: unknown) => {
  const response = await stack.request(path, { method: 'POST', headers: alice.headers, json });
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(201);
  return (await response.json()) as Json;
};
const list = async (path: string, who: TestAccount = alice) => {
  const response = await stack.request(path, { headers: who.headers });
  return { status: response.status, body: (await response.json()) as Json };
};

beforeAll(async () => {
  stack = await startStack({ worker: false, env: { SIM_MODELS_DIR: MODELS_DIR, LEROBOT_TRAIN: '/nonexistent/lerobot-train' } });
  alice = await stack.createAccount({ credits: 10_000, concurrencyLimit: 20, features: ['twins', 'rl_runs', 'evaluations'] });
  bob = await stack.createAccount({ credits: 10_000, concurrencyLimit: 20, features: ['twins', 'rl_runs', 'evaluations'] });
  await pushTinyDataset(stack, 'lab/tiny');
  await stack.deps.hub.push('lab/so101', SO101_RECORD_TEST, { message: 'so101' });

  const relight = { source: { repo_id: 'lab/tiny' }, instructions: 'warmer', model: 'relight', config: { relight: { '*': { temperature: 3200 } } } };
  for (let i = 0; i < 3; i++) rows.augmentation.push(await post('/v1/augmentations', relight));
  const training = { dataset: { uri: 'lab/so101' }, hardware_tier: 'cpu' };
  rows.training_run.push(...(await post('/v1/training_runs', { ...training, policies: ['mlp', 'mlp'] })).data, ...(await post('/v1/training_runs', { ...training, policies: ['mlp'] })).data);
  const spec = { robot: 'so101', objective: { type: 'reach' } };
  rows.rl_run.push(...(await post('/v1/rl_runs', { spec, seeds: 2 })).data, ...(await post('/v1/rl_runs', { spec, seeds: 1 })).data);
  for (let i = 0; i < 3; i++) {
    rows.twin.push(
      await insertTwin(stack.sql, {
        id: newId('twin'), accountId: alice.account.id, source: { type: 'hub', repo_id: 'lab/tiny' }, sourceRevision: null,
        episodeIndex: 0, config: {}, etaSeconds: 60, webhookMetadata: null, requestId: null, idempotencyKey: null,
      }),
    );
  }
  // Evaluations need a trained policy and a built twin: their rows are written as create writes them.
  // The first two evaluate the training run's policy in the first twin, the last the RL run's in the second.
  for (let i = 0; i < 3; i++) {
    const policy = i < 2
      ? { type: 'training_run' as const, run_id: rows.training_run[0]!.id, checkpoint: String(100 * (i + 1)), kind: 'builtin_mlp' as const, storage_key: 'x' }
      : { type: 'rl_run' as const, run_id: rows.rl_run[0]!.id, checkpoint: 'best', kind: 'rl_onnx' as const, storage_key: 'x' };
    rows.evaluation.push(
      await insertEvaluation(stack.sql, {
        id: newId('evaluation'), account_id: alice.account.id, twin_id: rows.twin[i < 2 ? 0 : 1]!.id, episodes: 5, seeds: null, randomisation: {},
        policy, objective: { name: 'pick_place', parameters: {} }, webhook_metadata: null, request_id: null, idempotency_key: null,
      }),
    );
  }
  // The middle row of each kind has ended; the others are still queued or processing.
  for (const kind of RESOURCE_KINDS) {
    await stack.sql`update ${stack.sql(TABLES[kind.kind])} set status = 'succeeded', completed_at = now() where id = ${rows[kind.kind][1]!.id}`;
  }
}, 300_000);
afterAll(() => stack?.stop());

describe('every kind’s list takes the filters of the kinds table', () => {
  for (const kind of RESOURCE_KINDS) {
    const path = collectionPath(kind);
    const ids = () => rows[kind.kind].map((row) => row.id as string);

    it(`${kind.kind}: ?status= lists only the runs with that status, paged with the filter kept`, async () => {
      const [first, middle, last] = ids();
      const succeeded = await list(`${path}?status=succeeded`);
      expect(succeeded.status).toBe(200);
      expect(succeeded.body.data.map((r: Json) => [r.id, r.status])).toEqual([[middle, 'succeeded']]);

      const open = await list(`${path}?status=${(await list(`${path}/${last}`)).body.status}`);
      expect(open.body.data.map((r: Json) => r.id)).toEqual([last, first]);

      const page1 = await list(`${path}?status=${open.body.data[0].status}&limit=1`);
      expect([page1.body.data.map((r: Json) => r.id), page1.body.has_more]).toEqual([[last], true]);
      const page2 = await list(`${path}?status=${open.body.data[0].status}&limit=1&starting_after=${page1.body.next_cursor}`);
      expect([page2.body.data.map((r: Json) => r.id), page2.body.has_more, page2.body.next_cursor]).toEqual([[first], false, null]);

      expect((await list(`${path}?status=canceled`)).body.data).toEqual([]);
      expect((await list(`${path}?status=succeeded`, bob)).body.data).toEqual([]);
    });

    it(`${kind.kind}: a bad filter is 400 naming its param`, async () => {
      const cases: [string, string][] = [['status=done', 'status'], ['status=', 'status']];
      cases.push(kind.grouped ? ['group_id=%20', 'group_id'] : ['group_id=grp_x', 'group_id']);
      // A reference filter takes an id of its own kind, exactly; a kind without it refuses the parameter.
      const taken = new Set<string>(kind.filters ?? []);
      for (const name of Object.keys(REFERENCE_FILTERS)) {
        const ownPrefix = findResourceKind(REFERENCE_FILTERS[name as ReferenceFilter].kind)!.prefix;
        cases.push(taken.has(name) ? [`${name}=${ownPrefix}_x`, name] : [`${name}=${newId(REFERENCE_FILTERS[name as ReferenceFilter].kind)}`, name]);
        if (taken.has(name)) cases.push([`${name}=${newId('account')}`, name], [`${name}=${newId(REFERENCE_FILTERS[name as ReferenceFilter].kind).toLowerCase()}`, name]);
      }
      for (const [query, param] of cases) {
        const response = await list(`${path}?${query}`);
        expect([query, response.status, response.body.error?.param]).toEqual([query, 400, param]);
      }
    });

    if (kind.grouped) {
      it(`${kind.kind}: ?group_id= lists the runs of one create, and combines with status`, async () => {
        const [first, middle] = rows[kind.kind];
        expect(first!.group_id).toBe(middle!.group_id);
        const group = await list(`${path}?group_id=${first!.group_id}`);
        expect(group.body.data.map((r: Json) => r.id).sort()).toEqual([first!.id, middle!.id].sort());
        const both = await list(`${path}?group_id=${first!.group_id}&status=succeeded`);
        expect(both.body.data.map((r: Json) => r.id)).toEqual([middle!.id]);
      });
    }
  }

  describe('evaluation: ?twin_id=, ?training_run_id= and ?rl_run_id= list the evaluations in a twin or of a run’s policy', () => {
    const ids = (body: Json) => body.data.map((r: Json) => r.id as string);

    it('lists only the account’s evaluations in that twin, newest first, paged with the filter kept and combined with status', async () => {
      const [first, middle, last] = rows.evaluation.map((row) => row.id as string);
      const [twin0, twin1] = rows.twin.map((row) => row.id as string);
      expect(ids((await list(`/v1/evaluations?twin_id=${twin0}`)).body)).toEqual([middle, first]);
      expect(ids((await list(`/v1/evaluations?twin_id=${twin1}`)).body)).toEqual([last]);
      expect(ids((await list(`/v1/evaluations?twin_id=${twin0}&status=succeeded`)).body)).toEqual([middle]);

      const page1 = (await list(`/v1/evaluations?twin_id=${twin0}&limit=1`)).body;
      expect([ids(page1), page1.has_more]).toEqual([[middle], true]);
      const page2 = (await list(`/v1/evaluations?twin_id=${twin0}&limit=1&starting_after=${page1.next_cursor}`)).body;
      expect([ids(page2), page2.has_more, page2.next_cursor]).toEqual([[first], false, null]);

      // An unknown twin, or the right twin asked by another account, lists nothing (no 404: a list reveals no other account's ids).
      expect((await list(`/v1/evaluations?twin_id=${rows.twin[2]!.id}`)).body.data).toEqual([]);
      expect((await list(`/v1/evaluations?twin_id=${newId('twin')}`)).body.data).toEqual([]);
      expect(await list(`/v1/evaluations?twin_id=${twin0}`, bob)).toEqual({ status: 200, body: expect.objectContaining({ data: [], has_more: false }) });
    });

    it('lists the evaluations of one run’s policy (any checkpoint), alone or with the twin', async () => {
      const [first, middle, last] = rows.evaluation.map((row) => row.id as string);
      expect(ids((await list(`/v1/evaluations?training_run_id=${rows.training_run[0]!.id}`)).body)).toEqual([middle, first]);
      expect(ids((await list(`/v1/evaluations?rl_run_id=${rows.rl_run[0]!.id}`)).body)).toEqual([last]);
      expect(ids((await list(`/v1/evaluations?rl_run_id=${rows.rl_run[0]!.id}&twin_id=${rows.twin[0]!.id}`)).body)).toEqual([]);
      expect((await list(`/v1/evaluations?training_run_id=${rows.training_run[1]!.id}`)).body.data).toEqual([]);
      expect((await list(`/v1/evaluations?training_run_id=${rows.training_run[0]!.id}`, bob)).body.data).toEqual([]);
    });
  });

  it('the OpenAPI document and x-resource-kinds publish the same filters for each list', async () => {
    const document = (await list('/v1/openapi.json')).body;
    for (const published of document['x-resource-kinds'] as Json[]) {
      const parameters = (document.paths[published.path].get.parameters as Json[]).map((p) => p.name);
      expect(parameters.filter((name) => !['limit', 'starting_after'].includes(name)).sort(), published.kind).toEqual([...published.list_filters].sort());
    }
  });
});
