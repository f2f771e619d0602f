import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEASURED_PASSING_ENV_STEPS } from '../../kinds/rl_run/core/budget-warnings.js';
import { pushTinyDataset } from '../helpers/augmentations.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';
import { MODELS_DIR } from '../helpers/twin-job.js';

// No worker: estimate and validate never start anything.
let stack: TestStack;
let alice: TestAccount;

type Json = Record<string, any>;
const post = async (path: string, json: unknown) => {
  const response = await stack.request(path, { method: 'POST', headers: alice.headers, json });
  return { status: response.status, body: (await response.json()) as Json };
};
const rowCount = async (table: string) => Number((await stack.sql<{ n: string }[]>`select count(*) as n from ${stack.sql(table)} where account_id = ${alice.account.id}`)[0]!.n);

beforeAll(async () => {
  stack = await startStack({ worker: false, env: { SIM_MODELS_DIR: MODELS_DIR } });
  alice = await stack.createAccount({ credits: 10_000, concurrencyLimit: 8, features: ['twins', 'rl_runs'] });
  await pushTinyDataset(stack, 'lab/tiny');
}, 120_000);
afterAll(() => stack?.stop());

describe("estimate takes create's body", () => {
  const createBody = {
    dataset: { uri: 'lab/tiny' },
    policies: ['mlp', 'mlp'],
    hardware_tier: 't4',
    robot: 'so101_follower',
    config: { steps: 500, batch_size: 32 },
    cameras: { rename: { 'observation.images.top': 'observation.images.overhead' } },
    integrations: [{ type: 'tensorboard' }],
    webhook_metadata: { team: 'lab' },
  };

  it('training runs: the create body copied as it is prices one run per policy, and creates nothing', async () => {
    const { status, body } = await post('/v1/training_runs/estimate', createBody);
    expect([status, body]).toEqual([200, { object: 'training_run_estimate', tokens: 120, tokens_per_run: 60, assumptions: { hardware_tier: 't4', hours: 1, policies: 2 } }]);
    expect(await rowCount('training_runs')).toBe(0);
  });

  it("training runs: without a tier, the list's smallest common tier, as create picks it", async () => {
    const { hardware_tier: _tier, ...noTier } = createBody;
    const { status, body } = await post('/v1/training_runs/estimate', noTier);
    expect([status, body.assumptions]).toEqual([200, { hardware_tier: 'cpu', hours: 1, policies: 2 }]);
  });

  it('training runs: the number form still works; each bad input is 400 naming its field', async () => {
    expect((await post('/v1/training_runs/estimate', { hardware_tier: 't4', policies: 3, hours: 5 })).body).toMatchObject({ tokens: 180, assumptions: { policies: 3, hours: 5 } });
    for (const [json, param] of [
      [{ policies: 2 }, 'hardware_tier'],
      [{ ...createBody, policies: ['mlp', 'no-such-policy'] }, 'policies.1'],
      [{ ...createBody, policies: [] }, 'policies'],
      [{ ...createBody, hardware_tier: 'quantum' }, 'hardware_tier'],
      [{ ...createBody, colour: 'blue' }, 'colour'],
    ] as const) {
      const { status, body } = await post('/v1/training_runs/estimate', json);
      expect([JSON.stringify(json), status, body.error?.param]).toEqual([JSON.stringify(json), 400, param]);
    }
  });

  it('RL runs: estimate and validate take the create body (integrations, webhook_metadata); nothing is created', async () => {
    const create = { spec: { robot: 'so101', objective: { type: 'reach' } }, seeds: [3, 5], integrations: [{ type: 'tensorboard' }], webhook_metadata: { team: 'lab' } };
    const estimate = await post('/v1/rl_runs/estimate', create);
    expect([estimate.status, estimate.body.object, estimate.body.seeds]).toEqual([200, 'rl_estimate', 2]);
    const validation = await post('/v1/rl_runs/validate', create);
    expect([validation.status, validation.body.ok, validation.body.problems]).toEqual([200, true, []]);
    expect((await post('/v1/rl_runs/validate', { ...create, seeds: 0 })).body.error?.param).toBe('seeds');
    expect(await rowCount('rl_runs')).toBe(0);
  });

  it("twins: validate (the twin's price and time) takes the create body with webhook_metadata", async () => {
    const { status, body } = await post('/v1/twins/validate', { source: { repo_id: 'lab/tiny' }, episode_index: 0, webhook_metadata: { team: 'lab' } });
    expect(status).toBe(200);
    expect(body.object).toBe('twin_validation');
    expect(await rowCount('twins')).toBe(0);
  });
});

describe('validate warns when the budget is under what the objective needs to pass', () => {
  const reach = (budget: Record<string, number>) => ({ spec: { robot: 'so101', objective: { type: 'reach' }, budget } });

  it('a 20k-step reach run: valid, with a warning on budget.env_steps, in validate and estimate; the catalog says the figure', async () => {
    const validation = await post('/v1/rl_runs/validate', reach({ env_steps: 20_000 }));
    expect(validation.body).toMatchObject({ object: 'rl_validation', ok: true, problems: [] });
    expect(validation.body.warnings).toEqual([{ param: 'budget.env_steps', message: expect.stringContaining('140,000') }]);
    expect(validation.body.warnings[0].message).toMatch(/20,000 env steps.*verdict fail/);
    const estimate = await post('/v1/rl_runs/estimate', reach({ env_steps: 20_000 }));
    expect(estimate.body.warnings.map((w: Json) => w.param)).toEqual(['budget.env_steps']);

    const catalog = (await (await stack.request('/v1/rl_runs/catalog', { headers: alice.headers })).json()) as Json;
    expect(Object.fromEntries(catalog.objectives.map((o: Json) => [o.type, o.min_passing_env_steps]))).toEqual(MEASURED_PASSING_ENV_STEPS);
  });

  it('the default budget and one at the measured figure carry no warning; a time limit too short to train it does', async () => {
    expect((await post('/v1/rl_runs/validate', reach({}))).body.warnings).toEqual([]);
    expect((await post('/v1/rl_runs/validate', reach({ env_steps: MEASURED_PASSING_ENV_STEPS.reach }))).body.warnings).toEqual([]);
    const short = await post('/v1/rl_runs/validate', reach({ env_steps: 200_000, time_limit_s: 60 }));
    expect(short.body.warnings).toEqual([{ param: 'budget.time_limit_s', message: expect.stringContaining('60 s') }]);
  });

  it('a spec with problems has no warnings (problems come first)', async () => {
    const invalid = await post('/v1/rl_runs/validate', reach({ env_steps: 10 }));
    expect([invalid.body.ok, invalid.body.warnings]).toEqual([false, []]);
  });
});
