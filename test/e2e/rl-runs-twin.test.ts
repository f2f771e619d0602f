import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DATASET } from '../../cli/demo-datasets.js';
import { seedDemoDataset } from '../helpers/demo-dataset.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';
import { MODELS_DIR } from '../helpers/twin-job.js';
import { ended, requireSimEnvironment, waitForTwin } from '../helpers/twins.js';
import { rlEnded, rlJobLogs, waitForRlRun, type RlBody } from '../helpers/rl-runs.js';

let stack: TestStack;
let alice: TestAccount;
let twinId: string;

beforeAll(async () => {
  await requireSimEnvironment();
  stack = await startStack({ env: { SIM_MODELS_DIR: MODELS_DIR } });
  await seedDemoDataset(stack.deps.hub);
  alice = await stack.createAccount({ credits: 100, features: ['twins', 'rl_runs'] });
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});

describe('twin → RL: a run trains in the scene of a twin the same account built', () => {
  it("passes the twin's folder to the job, which trains there and says so in the report", async () => {
    const built = await stack.request('/v1/twins', { method: 'POST', headers: alice.headers, json: { source: { repo_id: DEMO_DATASET }, episode_index: 0 } });
    expect(built.status).toBe(201);
    twinId = ((await built.json()) as RlBody).id as string;
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
    // Its evidence: the evaluation seeds, the twin scene's hash, the packages; a clip of several episodes and its poster.
    expect(report.evaluation_config.seeds).toEqual(Array.from({ length: report.evaluation.episodes }, (_, i) => 1_000_000 + i));
    expect(report.scene_hash.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(report.packages.mujoco).toMatch(/^\d+\.\d+/);
    expect(report.clip.episodes).toHaveLength(4);
    // Served where the clip is: a 302 to a signed storage link, or the file itself when signing is off.
    const first = await stack.request(`/v1/rl_runs/${id}/files/${report.clip.poster}`, { headers: alice.headers });
    const signed = first.status === 302 ? new URL(first.headers.get('Location')!) : null;
    const poster = signed ? await stack.request(signed.pathname + signed.search) : first;
    expect([poster.status, poster.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect([...new Uint8Array(await poster.arrayBuffer()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  }, 900_000);
});

describe('the flagship story: demo recording → twin → pick_place → verdict', () => {
  it("learns pick-and-place from the twin's demonstration and passes its verdict on 100 fixed evaluation episodes (reduced budget)", async () => {
    expect(twinId, 'the twin of the demo episode was built by the test above').toMatch(/^twin_/);
    const twin = (await stack.request(`/v1/twins/${twinId}`, { headers: alice.headers }).then((r) => r.json())) as RlBody;
    expect(twin.status).toBe('succeeded');
    // The budget covers the full warm start (behaviour cloning with DAgger, 8 rounds: 76k env steps) and a few PPO rollouts;
    // bench:rl-pick-place runs the default budget. (45k steps, 4 rounds, gave 0.39: the actor needs its own rounds.)
    const created = await stack.request('/v1/rl_runs', {
      method: 'POST',
      headers: alice.headers,
      json: { spec: { robot: 'so101', objective: { type: 'pick_place' }, scene: { twin_id: twinId }, budget: { env_steps: 80_000 } } },
    });
    const body = (await created.json()) as RlBody;
    expect(created.status, JSON.stringify(body)).toBe(201);
    const id = body.data[0].id as string;
    const done = await waitForRlRun(stack, alice, id, rlEnded);
    expect(done.status, `${JSON.stringify(done.error)}\n${await rlJobLogs(stack, id)}`).toBe('succeeded');
    const report = (await stack.request(`/v1/rl_runs/${id}/report`, { headers: alice.headers }).then((r) => r.json())) as RlBody;
    expect(report.evaluation.episodes).toBe(100);
    expect(report.evaluation.success_rate, JSON.stringify(report.checks)).toBeGreaterThanOrEqual(0.8);
    expect(report.verdict).toBe('pass');
    expect(report.training.warm_start.rounds.length).toBe(9);
    expect(report.notes.join('\n')).toMatch(/learned from the twin's demonstration/);
    expect(report.scene).toMatchObject({ twin_id: twinId, object: 'object_0' });
  }, 1_500_000);
});
