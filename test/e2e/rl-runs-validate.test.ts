import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/ids.js';
import { EXAMPLE_TWIN_ID, PLAN_RULES } from '../../kinds/rl_run/core/plan-rules.js';
import type { TwinSceneObjects } from '../../kinds/twin/core/scene-objects.js';
import { insertTwin } from '../../kinds/twin/db/twin-rows.js';
import type { RlBody } from '../helpers/rl-runs.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';
import { MODELS_DIR } from '../helpers/twin-job.js';

// No worker: nothing trains; these are the API's own checks, before anything is charged or queued.
let stack: TestStack;
let alice: TestAccount;

beforeAll(async () => {
  // The bound walks send a few hundred checks in a row: above the default per-key rate limit.
  stack = await startStack({ worker: false, env: { SIM_MODELS_DIR: MODELS_DIR, RATE_LIMIT_PER_SECOND: '10000', RATE_LIMIT_BURST: '10000' } });
  alice = await stack.createAccount({ credits: 100, concurrencyLimit: 8, features: ['rl_runs'] });
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});

async function post(path: string, json: unknown) {
  const response = await stack.request(path, { method: 'POST', headers: alice.headers, json });
  return { status: response.status, body: (await response.json()) as RlBody };
}

const CUBE = { name: 'cube', size_m: [0.02, 0.02, 0.02], pos: [0.23, 0.1, 0.01] };

/** A succeeded twin of Alice's whose twin.json said `scene` (what publishTwin keeps on the row); null: a twin published before the row kept it. */
async function twinHolding(scene: TwinSceneObjects | null): Promise<string> {
  const row = await insertTwin(stack.sql, {
    id: newId('twin'),
    accountId: alice.account.id,
    source: { type: 'hub', repo_id: 'demo/so101-pick-place' },
    sourceRevision: null,
    episodeIndex: 0,
    config: {},
    etaSeconds: 1,
    webhookMetadata: null,
    requestId: null,
    idempotencyKey: null,
  });
  await stack.sql`update twins set status = 'succeeded', scene_objects = ${scene ? stack.sql.json(scene as never) : null} where id = ${row.id}`;
  return row.id;
}

const withGrasp = (table = 0): TwinSceneObjects => ({ objects: [CUBE], pick: [0.23, 0.1, 0.03], release: [0.2, -0.1, 0.09], place: [0.2, -0.1, table + 0.0125], table_height_m: table });
const pickPlace = (twinId: string, objective: Record<string, unknown> = {}) => ({ robot: 'so101', objective: { type: 'pick_place', ...objective }, scene: { twin_id: twinId } });

const runCount = async () => Number((await stack.sql<{ n: string }[]>`select count(*) as n from rl_runs where account_id = ${alice.account.id}`)[0]!.n);
const balance = async () => (await stack.sql<{ balance: string }[]>`select balance from accounts where id = ${alice.account.id}`)[0]!.balance;
const cancelQueued = (runs: RlBody[]) => Promise.all(runs.map((run) => stack.sql`update rl_runs set status = 'canceled' where id = ${run.id}`));

describe('pick_place is refused before it queues when the twin cannot hold it', () => {
  it('a twin with no object: validate says why on scene.twin_id, create answers 400 and creates and charges nothing', async () => {
    const twin = await twinHolding({ objects: [], pick: null, release: null, place: null, table_height_m: 0 });
    const [runsBefore, balanceBefore] = [await runCount(), await balance()];
    const valid = await post('/v1/rl_runs/validate', { spec: pickPlace(twin) });
    expect(valid.body).toMatchObject({ ok: false, spec: null, problems: [{ param: 'scene.twin_id', message: expect.stringContaining('has no object to pick') }] });
    const created = await post('/v1/rl_runs', { spec: pickPlace(twin) });
    expect([created.status, created.body.error.code, created.body.error.param]).toEqual([400, 'parameter_invalid', 'scene.twin_id']);
    expect(created.body.error.message).toMatch(/^Twin 'twin_\w+' has no object to pick .*\.$/);
    expect(await runCount()).toBe(runsBefore);
    expect(await balance()).toBe(balanceBefore);
  });

  it('a config.objects twin (an object, no recorded release): refused without objective.target, accepted with one, which the run keeps', async () => {
    const twin = await twinHolding({ objects: [CUBE], pick: null, release: null, place: null, table_height_m: 0 });
    const runsBefore = await runCount();
    const refused = await post('/v1/rl_runs', { spec: pickPlace(twin) });
    expect([refused.status, refused.body.error.code, refused.body.error.param]).toEqual([400, 'parameter_invalid', 'scene.twin_id']);
    expect(refused.body.error.message).toContain('give objective.target');
    expect(await runCount()).toBe(runsBefore);

    const target = [0.2, -0.1, 0.08];
    const valid = await post('/v1/rl_runs/validate', { spec: pickPlace(twin, { target }) });
    expect(valid.body).toMatchObject({ ok: true, problems: [], spec: { objective: { type: 'pick_place', target } } });
    const created = await post('/v1/rl_runs', { spec: pickPlace(twin, { target }) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data[0].spec.objective.target).toEqual(target);
    await cancelQueued(created.body.data);
  });

  it("a twin with a recorded grasp needs no target; a target is bounded above the twin's own table top", async () => {
    const twin = await twinHolding(withGrasp(-0.05));
    expect((await post('/v1/rl_runs/validate', { spec: pickPlace(twin) })).body).toMatchObject({ ok: true, spec: { objective: { target: null } } });
    expect((await post('/v1/rl_runs/validate', { spec: pickPlace(twin, { target: [0.2, 0, -0.05] }) })).body.ok).toBe(true);
    const below = await post('/v1/rl_runs/validate', { spec: pickPlace(twin, { target: [0.2, 0, -0.06] }) });
    expect(below.body.problems).toEqual([{ param: 'objective.target', message: expect.stringContaining("above the twin's table top (z = -0.05 m)") }]);
  });

  it('a twin published before the API kept its objects is left to the job (accepted here)', async () => {
    expect((await post('/v1/rl_runs/validate', { spec: pickPlace(await twinHolding(null)) })).body.ok).toBe(true);
  });
});

describe('the catalog and validate agree on every bound', () => {
  /** Validate's problems for a spec: [] when accepted. */
  const problemsOf = async (spec: unknown) => ((await post('/v1/rl_runs/validate', { spec })).body.problems as { param: string }[]).map((p) => p.param);

  it('at min and max every numeric parameter of every objective, and every budget field, is accepted; just outside, refused naming it', async () => {
    const catalog = (await (await stack.request('/v1/rl_runs/catalog', { headers: alice.headers })).json()) as RlBody;
    const twin = await twinHolding(withGrasp());
    const base = (type: string) => ({ robot: 'so101', objective: { type }, ...(type === 'pick_place' ? { scene: { twin_id: twin } } : {}) });
    // Fields bounded against each other: moving one to an end moves its partner out of the way.
    const partners: Record<string, (value: number, bounds: Record<string, RlBody>) => Record<string, number>> = {
      box_min_forward_m: (_, b) => ({ box_max_forward_m: b.box_max_forward_m!.max }),
      box_max_forward_m: (_, b) => ({ box_min_forward_m: b.box_min_forward_m!.min }),
    };
    const cases: { field: string; spec: (value: number) => unknown; bounds: RlBody }[] = [];
    for (const objective of catalog.objectives as RlBody[]) {
      for (const [name, bounds] of Object.entries(objective.parameters as Record<string, RlBody>)) {
        cases.push({ field: `objective.${name}`, bounds, spec: (value) => ({ ...base(objective.type), objective: { type: objective.type, ...partners[name]?.(value, objective.parameters), [name]: value } }) });
      }
    }
    for (const [name, bounds] of Object.entries(catalog.budget as Record<string, RlBody>)) {
      cases.push({ field: `budget.${name}`, bounds, spec: (value) => ({ ...base('reach'), budget: { [name]: value } }) });
    }
    expect(cases.map((c) => c.field)).toEqual(expect.arrayContaining(['objective.success_distance_m', 'objective.box_min_forward_m', 'objective.place_tolerance_m', 'budget.env_steps', 'budget.time_limit_s', 'budget.n_envs']));
    for (const { field, spec, bounds } of cases) {
      const step = bounds.integer ? 1 : (bounds.max - bounds.min) * 1e-4;
      expect(await problemsOf(spec(bounds.min)), `${field} = min ${bounds.min}`).toEqual([]);
      expect(await problemsOf(spec(bounds.max)), `${field} = max ${bounds.max}`).toEqual([]);
      expect(await problemsOf(spec(bounds.min - step)), `${field} just below min`).toContain(field);
      expect(await problemsOf(spec(bounds.max + step)), `${field} just above max`).toContain(field);
    }
    expect(catalog.budget.n_envs.min, 'the catalog states the n_envs validate enforces').toBe(2);
  });

  it("at each end of each component of a point parameter (z above the twin's table), accepted; just outside, refused", async () => {
    const catalog = (await (await stack.request('/v1/rl_runs/catalog', { headers: alice.headers })).json()) as RlBody;
    const table = -0.05;
    const twin = await twinHolding(withGrasp(table));
    const walked: string[] = [];
    for (const objective of catalog.objectives as RlBody[]) {
      for (const [name, bounds] of Object.entries(objective.point_parameters as Record<string, RlBody>)) {
        const field = `objective.${name}`;
        walked.push(field);
        for (let axis = 0; axis < 3; axis++) {
          const offset = bounds.table_relative[axis] ? table : 0;
          const at = (value: number) => {
            const point = [0.2, 0, 0.1 + table];
            point[axis] = value + offset;
            return { robot: 'so101', objective: { type: objective.type, [name]: point }, scene: { twin_id: twin } };
          };
          const step = (bounds.max[axis] - bounds.min[axis]) * 1e-4;
          const label = `${field} ${bounds.components[axis]}`;
          expect(await problemsOf(at(bounds.min[axis])), `${label} = min`).toEqual([]);
          expect(await problemsOf(at(bounds.max[axis])), `${label} = max`).toEqual([]);
          expect(await problemsOf(at(bounds.min[axis] - step)), `${label} just below min`).toEqual([field]);
          expect(await problemsOf(at(bounds.max[axis] + step)), `${label} just above max`).toEqual([field]);
        }
      }
    }
    expect(walked).toEqual(['objective.target']);
  });

  it('max_seeds is what estimate and create accept, one more is refused', async () => {
    const catalog = (await (await stack.request('/v1/rl_runs/catalog', { headers: alice.headers })).json()) as RlBody;
    const spec = { robot: 'so101', objective: { type: 'reach' } };
    expect((await post('/v1/rl_runs/estimate', { spec, seeds: catalog.max_seeds })).status).toBe(200);
    const over = await post('/v1/rl_runs/estimate', { spec, seeds: catalog.max_seeds + 1 });
    expect([over.status, over.body.error.param]).toEqual([400, 'seeds']);
  });
});

describe('every planner rule gives a plan that validates, or that says why not', () => {
  it.each(PLAN_RULES.map((rule) => [rule.label, rule] as const))('%s', async (label, rule) => {
    const twin = await twinHolding(withGrasp());
    const plan = (await post('/v1/rl_runs/plan', { description: rule.example.replaceAll(EXAMPLE_TWIN_ID, twin) })).body;
    expect(plan.reason, 'the rule fires on its own example').toContain(label);
    const valid = (await post('/v1/rl_runs/validate', { spec: plan.spec })).body;
    if (!valid.ok) expect(plan.unmapped, `validate refused ${JSON.stringify(valid.problems)}; the plan must say why`).not.toEqual([]);
  });

  it('"pick up the cube … put it where I released it" in a twin is pick_place in that twin, which validate accepts', async () => {
    const twin = await twinHolding(withGrasp());
    const plan = (await post('/v1/rl_runs/plan', { description: `pick up the cube and put it where I released it in ${twin}` })).body;
    expect(plan.spec).toMatchObject({ objective: { type: 'pick_place' }, scene: { twin_id: twin } });
    expect((await post('/v1/rl_runs/validate', { spec: plan.spec })).body).toMatchObject({ ok: true, problems: [] });
  });
});
