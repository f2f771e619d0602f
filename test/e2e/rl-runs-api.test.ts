import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/ids.js';
import { OBJECTIVES } from '../../core/rl/spec.js';
import { insertTwin } from '../../kinds/twin/db/twin-rows.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';
import { MODELS_DIR } from '../helpers/twin-job.js';
import type { RlBody } from '../helpers/rl-runs.js';

// No worker: runs stay queued, so these checks of the API's side cost no training.
let stack: TestStack;
let alice: TestAccount;
let bob: TestAccount;

beforeAll(async () => {
  stack = await startStack({ worker: false, env: { SIM_MODELS_DIR: MODELS_DIR } });
  alice = await stack.createAccount({ credits: 100, concurrencyLimit: 4, features: ['rl_runs'] });
  bob = await stack.createAccount({ credits: 100, features: ['rl_runs'] });
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});

async function post(account: TestAccount, path: string, json: unknown, headers: Record<string, string> = {}) {
  const response = await stack.request(path, { method: 'POST', headers: { ...account.headers, ...headers }, json });
  return { status: response.status, body: (await response.json()) as RlBody, headers: response.headers };
}

const rlRowCount = async (accountId: string) => Number((await stack.sql<{ n: string }[]>`select count(*) as n from rl_runs where account_id = ${accountId}`)[0]!.n);

describe('GET /v1/rl_runs/catalog', () => {
  it('lists the robots with joints and action space (so101 available, others with why), objectives with bounds and defaults, tiers and engines', async () => {
    const response = await stack.request('/v1/rl_runs/catalog', { headers: alice.headers });
    expect(response.status).toBe(200);
    const catalog = (await response.json()) as RlBody;
    const so101 = catalog.robots.find((r: RlBody) => r.robot === 'so101');
    expect(so101).toMatchObject({ available: true, reason: null, action_space: { type: 'delta_joint_position', control_hz: 50 } });
    expect(so101.joints.length).toBeGreaterThan(4);
    for (const robot of catalog.robots.filter((r: RlBody) => r.robot !== 'so101')) expect(robot).toMatchObject({ available: false, reason: expect.any(String) });
    const reach = catalog.objectives.find((o: RlBody) => o.type === 'reach');
    expect(reach).toMatchObject({ available: true, success_threshold: 0.8, parameters: { success_distance_m: { default: 0.02, min: 0.005, max: 0.1, unit: 'm' } } });
    expect(catalog.objectives.map((o: RlBody) => o.type)).toEqual(['reach', 'lift', 'pick_place']);
    expect(catalog.hardware_tiers.find((t: RlBody) => t.id === 'cpu')).toMatchObject({ available: true, tokens_per_minute: 0 });
    expect(catalog.hardware_tiers.find((t: RlBody) => t.id === 't4')).toMatchObject({ available: false, reason: expect.stringContaining('GPU') });
    expect(catalog.engines).toEqual([
      expect.objectContaining({ id: 'ppo', hardware: 'cpu', available: true }),
      expect.objectContaining({ available: false, reason: expect.stringContaining('GPU') }),
    ]);
  });
});

describe('plan, validate, estimate', () => {
  it('plans a spec from words, which then validates with its defaults filled', async () => {
    const plan = await post(alice, '/v1/rl_runs/plan', { description: 'teach the so101 to touch points in front of it within 1 cm' });
    expect(plan.status).toBe(200);
    expect(plan.body.spec).toMatchObject({ robot: 'so101', objective: { type: 'reach', success_distance_m: 0.01 } });
    const valid = await post(alice, '/v1/rl_runs/validate', { spec: plan.body.spec });
    expect(valid.body).toMatchObject({ ok: true, problems: [], spec: { objective: { type: 'reach', success_distance_m: 0.01, episode_steps: 100 }, budget: { env_steps: 200_000, n_envs: 8 }, hardware_tier: 'cpu' } });
  });

  it('names every problem with a dotted param, for free', async () => {
    const before = await stack.sql<{ balance: string }[]>`select balance from accounts where id = ${alice.account.id}`;
    const { status, body } = await post(alice, '/v1/rl_runs/validate', {
      spec: { robot: 'koch', objective: { type: 'reach', success_distance_m: 2, colour: 'red' }, budget: { env_steps: 5, n_envs: 1.5 }, extra: 1 },
    });
    expect(status).toBe(200);
    expect(body.ok).toBe(false);
    expect(body.problems.map((p: RlBody) => p.param).sort()).toEqual(['budget.env_steps', 'budget.n_envs', 'extra', 'objective.colour', 'objective.success_distance_m', 'robot'].sort());
    const gpu = await post(alice, '/v1/rl_runs/validate', { spec: { robot: 'so101', objective: { type: 'reach' }, hardware_tier: 't4' } });
    expect(gpu.body.problems).toEqual([{ param: 'hardware_tier', message: expect.stringContaining('cpu') }]);
    const panda = await post(alice, '/v1/rl_runs/validate', { spec: { robot: 'panda', objective: { type: 'reach' } } });
    expect(panda.body.problems.map((p: RlBody) => p.param)).toEqual(['robot']);
    expect(await stack.sql`select balance from accounts where id = ${alice.account.id}`).toEqual(before);
  });

  it('estimates minutes from the measured throughput and tokens (CPU is free), for any number of seeds', async () => {
    const { status, body } = await post(alice, '/v1/rl_runs/estimate', { spec: { robot: 'so101', objective: { type: 'reach' } }, seeds: 3 });
    expect(status).toBe(200);
    expect(body).toMatchObject({ seeds: 3, tokens: 0, tokens_per_run: 0 });
    expect(body.minutes_per_run).toBeGreaterThan(1);
    expect(body.minutes_per_run).toBeLessThan(5);
    expect(body.minutes_total).toBeCloseTo(body.minutes_per_run * 3, 0);
  });
});

describe('POST /v1/rl_runs', () => {
  it('rejects a bad spec with the dotted param and every problem in details, creating nothing', async () => {
    const before = await rlRowCount(alice.account.id);
    const { status, body } = await post(alice, '/v1/rl_runs', { spec: { robot: 'so101', objective: { type: 'reach', episode_steps: 5000 } } });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'parameter_invalid', param: 'objective.episode_steps' });
    expect(body.error.details.problems).toHaveLength(1);
    expect((await post(alice, '/v1/rl_runs', { spec: { robot: 'so101', objective: { type: 'reach' } }, seeds: 9 })).status).toBe(400);
    expect(await rlRowCount(alice.account.id)).toBe(before);
  });

  it('seeds=3 gives three runs sharing one group_id; past the free concurrency none is created', async () => {
    const carol = await stack.createAccount({ concurrencyLimit: 2, features: ['rl_runs'] });
    const tooMany = await post(carol, '/v1/rl_runs', { spec: { robot: 'so101', objective: { type: 'reach' } }, seeds: 3 });
    expect([tooMany.status, tooMany.body.error.code]).toEqual([429, 'concurrency_limit_exceeded']);
    expect(await rlRowCount(carol.account.id)).toBe(0);

    const created = await post(alice, '/v1/rl_runs', { spec: { robot: 'so101', objective: { type: 'reach' } }, seeds: 3 });
    expect(created.status).toBe(201);
    const runs = created.body.data as RlBody[];
    expect(runs.map((r) => r.seed)).toEqual([0, 1, 2]);
    expect(new Set(runs.map((r) => r.group_id)).size).toBe(1);
    expect(runs.every((r) => r.status === 'queued' && r.spec.objective.success_distance_m === OBJECTIVES.reach.parameters.success_distance_m!.default)).toBe(true);
    const listed = (await stack.request(`/v1/rl_runs?group_id=${runs[0]!.group_id}`, { headers: alice.headers }).then((r) => r.json())) as RlBody;
    expect(listed.data.map((r: RlBody) => r.id).sort()).toEqual(runs.map((r) => r.id).sort());
    // Alice's limit is 4 and three run: one more seed fits, two do not.
    const over = await post(alice, '/v1/rl_runs', { spec: { robot: 'so101', objective: { type: 'reach' } }, seeds: 2 });
    expect(over.status).toBe(429);
    expect(over.body.error.details).toMatchObject({ limit: 4, in_flight: 3, requested: 2 });
    for (const run of runs) await stack.sql`update rl_runs set status = 'canceled' where id = ${run.id}`;
  });

  it('takes explicit seeds, one run each with that seed, so a run can be reproduced', async () => {
    const created = await post(alice, '/v1/rl_runs', { spec: { robot: 'so101', objective: { type: 'reach' } }, seeds: [7, 2_147_483_647] });
    expect(created.status).toBe(201);
    const runs = created.body.data as RlBody[];
    expect(runs.map((r) => r.seed)).toEqual([7, 2_147_483_647]);
    expect(new Set(runs.map((r) => r.group_id)).size).toBe(1);
    const fetched = (await stack.request(`/v1/rl_runs/${runs[0]!.id}`, { headers: alice.headers }).then((r) => r.json())) as RlBody;
    expect(fetched.seed).toBe(7);
    const estimate = await post(alice, '/v1/rl_runs/estimate', { spec: { robot: 'so101', objective: { type: 'reach' } }, seeds: [3, 4] });
    expect([estimate.status, estimate.body.seeds]).toEqual([200, 2]);
    for (const run of runs) await stack.sql`update rl_runs set status = 'canceled' where id = ${run.id}`;
  });

  it('refuses a seed list that repeats a seed, or holds a negative, a fraction, one too big or too many, naming the seed', async () => {
    const before = await rlRowCount(alice.account.id);
    const cases: Array<[unknown, string]> = [
      [[7, 7], 'seeds.1'],
      [[7, -1], 'seeds.1'],
      [[1.5, 2], 'seeds.0'],
      [[2_147_483_648], 'seeds.0'],
      [[], 'seeds'],
      [[1, 2, 3, 4, 5, 6, 7, 8, 9], 'seeds'],
      ['7', 'seeds'],
    ];
    for (const [seeds, param] of cases) {
      const { status, body } = await post(alice, '/v1/rl_runs', { spec: { robot: 'so101', objective: { type: 'reach' } }, seeds });
      expect([JSON.stringify(seeds), status, body.error.code, body.error.param]).toEqual([JSON.stringify(seeds), 400, 'parameter_invalid', param]);
    }
    expect(await rlRowCount(alice.account.id)).toBe(before);
  });

  it('replays a create with the same Idempotency-Key', async () => {
    const headers = { 'Idempotency-Key': `rl-once-${newId('request')}` };
    const first = await post(alice, '/v1/rl_runs', { spec: { robot: 'so101', objective: { type: 'reach' } } }, headers);
    const again = await post(alice, '/v1/rl_runs', { spec: { robot: 'so101', objective: { type: 'reach' } } }, headers);
    expect(first.status).toBe(201);
    expect(again.body.data[0].id).toBe(first.body.data[0].id);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const other = await post(alice, '/v1/rl_runs', { spec: { robot: 'so101', objective: { type: 'lift' } } }, headers);
    expect([other.status, other.body.error.code]).toEqual([409, 'idempotency_key_reused']);
    await stack.sql`update rl_runs set status = 'canceled' where id = ${first.body.data[0].id}`;
  });

  it("a run's report and files are 409 until it has packaged a policy; other accounts get 404", async () => {
    const created = await post(alice, '/v1/rl_runs', { spec: { robot: 'so101', objective: { type: 'reach' } } });
    const id = created.body.data[0].id as string;
    for (const path of ['report', 'files', 'archive']) {
      const response = await stack.request(`/v1/rl_runs/${id}/${path}`, { headers: alice.headers });
      expect([path, response.status, ((await response.json()) as RlBody).error.code]).toEqual([path, 409, 'rl_run_not_packaged']);
    }
    const mine = (await stack.request(`/v1/rl_runs/${id}`, { headers: alice.headers }).then((r) => r.json())) as RlBody;
    expect(mine).toMatchObject({ status: 'queued', metrics: { env_steps: 0 }, verdict: null, outputs: null });
    for (const path of ['', '/metrics', '/checkpoints', '/report', '/files', '/archive']) {
      expect((await stack.request(`/v1/rl_runs/${id}${path}`, { headers: bob.headers })).status).toBe(404);
    }
    expect((await stack.request(`/v1/rl_runs/${id}/cancel`, { method: 'POST', headers: bob.headers })).status).toBe(404);
    await stack.sql`update rl_runs set status = 'canceled' where id = ${id}`;
  });
});

describe('a spec naming a twin (scene.twin_id)', () => {
  const twinOf = async (account: TestAccount, status: string) => {
    const row = await insertTwin(stack.sql, {
      id: newId('twin'),
      accountId: account.account.id,
      source: { type: 'hub', repo_id: 'demo/so101' },
      sourceRevision: null,
      episodeIndex: 0,
      config: {},
      etaSeconds: 1,
      webhookMetadata: null,
      requestId: null,
      idempotencyKey: null,
    });
    await stack.sql`update twins set status = ${status} where id = ${row.id}`;
    return row.id;
  };

  it("is 404 for another account's twin and 409 for one that has not succeeded, both naming scene.twin_id", async () => {
    const bobs = await twinOf(bob, 'succeeded');
    const notFound = await post(alice, '/v1/rl_runs', { spec: { robot: 'so101', objective: { type: 'reach' }, scene: { twin_id: bobs } } });
    expect([notFound.status, notFound.body.error.param]).toEqual([404, 'scene.twin_id']);
    const building = await twinOf(alice, 'processing');
    const notReady = await post(alice, '/v1/rl_runs', { spec: { robot: 'so101', objective: { type: 'reach' }, scene: { twin_id: building } } });
    expect([notReady.status, notReady.body.error.code, notReady.body.error.param]).toEqual([409, 'twin_not_ready', 'scene.twin_id']);
    const valid = await post(alice, '/v1/rl_runs/validate', { spec: { robot: 'so101', objective: { type: 'reach' }, scene: { twin_id: bobs } } });
    expect(valid.body.problems).toEqual([{ param: 'scene.twin_id', message: expect.stringContaining('No twin') }]);
  });

  it('accepts a succeeded twin of the same account, records it on the run, and ?twin_id= lists the runs in it', async () => {
    const twin = await twinOf(alice, 'succeeded');
    const created = await post(alice, '/v1/rl_runs', { spec: { robot: 'so101', objective: { type: 'reach' }, scene: { twin_id: twin } } });
    expect(created.status).toBe(201);
    expect(created.body.data[0].spec.scene).toEqual({ twin_id: twin });
    const [row] = await stack.sql<{ twin_id: string }[]>`select twin_id from rl_runs where id = ${created.body.data[0].id}`;
    expect(row!.twin_id).toBe(twin);
    await stack.sql`update rl_runs set status = 'canceled' where id = ${created.body.data[0].id}`;

    // Alice's other runs train in the stock scene; another twin, or the same one asked by Bob, lists nothing.
    const listed = async (account: TestAccount, query: string) => ((await (await stack.request(`/v1/rl_runs?${query}`, { headers: account.headers })).json()) as { data: { id: string }[] }).data.map((r) => r.id);
    expect(await listed(alice, `twin_id=${twin}`)).toEqual([created.body.data[0].id]);
    expect(await listed(alice, `twin_id=${twin}&status=canceled`)).toEqual([created.body.data[0].id]);
    expect(await listed(alice, `twin_id=${twin}&status=queued`)).toEqual([]);
    expect(await listed(alice, `twin_id=${newId('twin')}`)).toEqual([]);
    expect(await listed(bob, `twin_id=${twin}`)).toEqual([]);
  });
});
