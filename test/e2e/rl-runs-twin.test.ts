import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DATASET, ensureDemoDatasets } from '../../cli/demo-datasets.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';
import { MODELS_DIR } from '../helpers/twin-job.js';
import { ended, requireSimEnvironment, waitForTwin } from '../helpers/twins.js';
import { rlEnded, rlJobLogs, waitForRlRun, type RlBody } from '../helpers/rl-runs.js';

let stack: TestStack;
let alice: TestAccount;

beforeAll(async () => {
  await requireSimEnvironment();
  stack = await startStack({ env: { SIM_MODELS_DIR: MODELS_DIR } });
  await ensureDemoDatasets(stack.deps.hub);
  alice = await stack.createAccount({ credits: 100, features: ['twins', 'rl_runs'] });
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});

describe('twin → RL: a run trains in the scene of a twin the same account built', () => {
  it("passes the twin's folder to the job, which trains there and says so in the report", async () => {
    const built = await stack.request('/v1/twins', { method: 'POST', headers: alice.headers, json: { source: { repo_id: DEMO_DATASET }, episode_index: 0 } });
    expect(built.status).toBe(201);
    const twinId = ((await built.json()) as RlBody).id as string;
    const twin = await waitForTwin(stack, alice, twinId, ended);
    expect(twin.status, JSON.stringify(twin.error)).toBe('succeeded');

    const lift = await stack.request('/v1/rl_runs/validate', { method: 'POST', headers: alice.headers, json: { spec: { robot: 'so101', objective: { type: 'lift' }, scene: { twin_id: twinId } } } });
    expect(((await lift.json()) as RlBody).problems.map((p: RlBody) => p.param)).toEqual(['objective.type']);

    // A tiny budget: this checks where the run trains, not how well.
    const created = await stack.request('/v1/rl_runs', {
      method: 'POST',
      headers: alice.headers,
      json: { spec: { robot: 'so101', objective: { type: 'reach' }, scene: { twin_id: twinId }, budget: { env_steps: 2048, n_envs: 2 } } },
    });
    const body = (await created.json()) as RlBody;
    expect(created.status, JSON.stringify(body)).toBe(201);
    const id = body.data[0].id as string;
    const done = await waitForRlRun(stack, alice, id, rlEnded);
    expect(done.status, `${JSON.stringify(done.error)}\n${await rlJobLogs(stack, id)}`).toBe('succeeded');
    expect(done.spec.scene).toEqual({ twin_id: twinId });
    const report = (await stack.request(`/v1/rl_runs/${id}/report`, { headers: alice.headers }).then((r) => r.json())) as RlBody;
    expect(report.scene).toMatchObject({ twin_id: twinId });
    expect(await rlJobLogs(stack, id, Infinity)).toContain(`in twin ${twinId}`);
  }, 900_000);
});
