import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DATASET } from '../../cli/demo-datasets.js';
import type { ComputeCapabilities } from '../../core/ports/compute.js';
import { seedDemoDataset } from '../helpers/demo-dataset.js';
import { waitForEvaluation, type EvaluationBody } from '../helpers/evaluations.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';
import { MODELS_DIR } from '../helpers/twin-job.js';
import { ended, requireSimEnvironment, waitForTwin } from '../helpers/twins.js';

/**
 * A LeRobot ACT trained through the API (the real lerobot-train, 4 CPU steps on the demo) evaluated through the API:
 * admitted against a twin whose front and top cameras were calibrated, refused naming `policy` against a state-only
 * twin of the same episode. Skipped with the reason where LeRobot is not installed.
 */
let stack: TestStack;
let alice: TestAccount;
let bob: TestAccount;
let capabilities: ComputeCapabilities;
let actRun: string;
let seeingTwin: string;
let blindTwin: string;

const post = async (account: TestAccount, path: string, json: unknown) => {
  const response = await stack.request(path, { method: 'POST', headers: account.headers, json });
  return { status: response.status, body: (await response.json()) as EvaluationBody };
};

async function waitForTrainingRun(id: string): Promise<EvaluationBody> {
  for (;;) {
    const run = (await (await stack.request(`/v1/training_runs/${id}`, { headers: alice.headers })).json()) as EvaluationBody;
    if (['succeeded', 'failed', 'canceled'].includes(run.status)) return run;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

beforeAll(async () => {
  await requireSimEnvironment();
  // lerobot-train's jobs inherit this: the dataset is local and this machine reaches no hub.
  process.env.HF_HUB_OFFLINE = '1';
  // act needs the t4 tier (served here by the CPU) and would download ImageNet weights without LEROBOT_PRETRAINED_BACKBONES=false.
  stack = await startStack({ env: { SIM_MODELS_DIR: MODELS_DIR, LOCAL_COMPUTE_TIERS: 'cpu,t4', LEROBOT_PRETRAINED_BACKBONES: 'false' } });
  capabilities = await stack.deps.compute.capabilities();
  if (!capabilities.lerobotTrain) return;
  await seedDemoDataset(stack.deps.hub);
  alice = await stack.createAccount({ credits: 1000, concurrencyLimit: 4, features: ['twins', 'evaluations'] });
  bob = await stack.createAccount({ credits: 1000, concurrencyLimit: 4, features: ['twins', 'evaluations'] });
  const twin = (calibrate: boolean) => post(alice, '/v1/twins', { source: { repo_id: DEMO_DATASET }, episode_index: 0, config: { calibrate_cameras: calibrate } });
  const [training, seeing, blind] = await Promise.all([
    post(alice, '/v1/training_runs', { dataset: { uri: DEMO_DATASET }, policies: ['act'], hardware_tier: 't4', config: { steps: 4, batch_size: 2, save_freq: 4, eval_enabled: false } }),
    twin(true),
    twin(false),
  ]);
  for (const created of [training, seeing, blind]) expect(created.status, JSON.stringify(created.body)).toBe(201);
  actRun = training.body.data[0].id as string;
  const [trained, ...twins] = await Promise.all([
    waitForTrainingRun(actRun),
    waitForTwin(stack, alice, seeing.body.id as string, ended),
    waitForTwin(stack, alice, blind.body.id as string, ended),
  ]);
  expect(trained.status, JSON.stringify(trained.error)).toBe('succeeded');
  for (const built of twins) expect(built.status, JSON.stringify(built.error)).toBe('succeeded');
  [seeingTwin, blindTwin] = [seeing.body.id as string, blind.body.id as string];
}, 1_500_000);
afterAll(() => stack?.stop());

describe('evaluations of a LeRobot policy through the API', () => {
  it('refuses, naming policy and the cameras, an ACT that reads front and top in a twin that solved no camera; another account gets 404', async (ctx) => {
    if (!capabilities.lerobotTrain) ctx.skip(`lerobot-train unavailable: ${capabilities.notes.join('; ')}`);
    for (const path of ['/v1/evaluations/validate', '/v1/evaluations']) {
      const refused = await post(alice, path, { policy: { training_run_id: actRun }, twin_id: blindTwin, episodes: 1 });
      expect([refused.status, refused.body.error?.param], JSON.stringify(refused.body)).toEqual([400, 'policy']);
      expect(refused.body.error.message).toContain('The policy reads camera(s) front, top, which the twin could not solve (solved: none)');
    }
    const foreign = await post(bob, '/v1/evaluations/validate', { policy: { training_run_id: actRun }, twin_id: seeingTwin });
    expect([foreign.status, foreign.body.error?.param]).toEqual([404, 'policy.training_run_id']);
  });

  it('evaluates the ACT closed loop in the calibrated twin, fed the cameras it renders', async (ctx) => {
    if (!capabilities.lerobotTrain) ctx.skip(`lerobot-train unavailable: ${capabilities.notes.join('; ')}`);
    const body = { policy: { training_run_id: actRun }, twin_id: seeingTwin, episodes: 1, objective: { name: 'pick_place', parameters: { episode_steps: 20 } } };
    const checked = await post(alice, '/v1/evaluations/validate', body);
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    expect(checked.body.policy).toMatchObject({ type: 'training_run', run_id: actRun, checkpoint: '4', kind: 'lerobot' });
    expect(checked.body.warnings.join(' ')).toContain("the twin's renders of front, top");

    const created = await post(alice, '/v1/evaluations', body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const done = await waitForEvaluation(stack, alice, created.body.id as string);
    expect(done.status, JSON.stringify(done.error)).toBe('succeeded');
    expect(done.policy.kind).toBe('lerobot');
    const episodes = (await (await stack.request(`/v1/evaluations/${done.id}/episodes`, { headers: alice.headers })).json()) as EvaluationBody;
    expect(episodes.data).toHaveLength(1);
    expect(episodes.data[0].steps).toBeGreaterThan(0);
    expect(episodes.data[0].steps).toBeLessThanOrEqual(20);
    const report = await stack.request(`/v1/evaluations/${done.id}/files/report.json`, { headers: alice.headers });
    const signed = report.status === 302 ? new URL(report.headers.get('Location')!) : null;
    const reportBody = (await (signed ? await stack.request(signed.pathname + signed.search) : report).json()) as EvaluationBody;
    expect(reportBody.policy.kind).toBe('lerobot_act');
  }, 900_000);
});
