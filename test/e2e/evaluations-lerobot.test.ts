import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DATASET } from '../../cli/demo-datasets.js';
import type { ComputeCapabilities } from '../../core/ports/compute.js';
import { seedDemoDataset } from '../helpers/demo-dataset.js';
import type { EvaluationBody } from '../helpers/evaluations.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';
import { MODELS_DIR } from '../helpers/twin-job.js';
import { ended, requireSimEnvironment, waitForTwin } from '../helpers/twins.js';

/**
 * A LeRobot ACT trained through the API (the real lerobot-train, 4 CPU steps on the demo) with `config.evaluation`:
 * its one checkpoint scored closed loop in a twin whose front and top cameras were calibrated, fed their renders.
 * A state-only twin of the same episode is refused, naming the cameras, both as an evaluation's twin and as a
 * training run's `config.evaluation.twin_id`. Skipped with the reason where LeRobot is not installed.
 */
let stack: TestStack;
let alice: TestAccount;
let bob: TestAccount;
let capabilities: ComputeCapabilities;
let actRun: string;
let seeingTwin: string;
let blindTwin: string;
let trained: EvaluationBody;
const actTraining = { dataset: { uri: DEMO_DATASET }, policies: ['act'], hardware_tier: 't4', config: { steps: 4, batch_size: 2, save_freq: 4, eval_enabled: false } };

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
  const [seeing, blind] = await Promise.all([twin(true), twin(false)]);
  for (const created of [seeing, blind]) expect(created.status, JSON.stringify(created.body)).toBe(201);
  const twins = await Promise.all([waitForTwin(stack, alice, seeing.body.id as string, ended), waitForTwin(stack, alice, blind.body.id as string, ended)]);
  for (const built of twins) expect(built.status, JSON.stringify(built.error)).toBe('succeeded');
  [seeingTwin, blindTwin] = [seeing.body.id as string, blind.body.id as string];
  // One checkpoint (save_freq = steps), scored in one short episode: the closed loop of a LeRobot policy is slow on a CPU.
  const training = await post(alice, '/v1/training_runs', { ...actTraining, config: { ...actTraining.config, evaluation: { twin_id: seeingTwin, episodes: 1, episode_steps: 20 } } });
  expect(training.status, JSON.stringify(training.body)).toBe(201);
  actRun = training.body.data[0].id as string;
  trained = await waitForTrainingRun(actRun);
  expect(trained.status, JSON.stringify(trained.error)).toBe('succeeded');
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

  it('refuses a training run whose config.evaluation twin did not solve the cameras an ACT reads, naming them, before anything runs', async (ctx) => {
    if (!capabilities.lerobotTrain) ctx.skip(`lerobot-train unavailable: ${capabilities.notes.join('; ')}`);
    const before = (await (await stack.request('/v1/training_runs', { headers: alice.headers })).json()) as EvaluationBody;
    const refused = await post(alice, '/v1/training_runs', { ...actTraining, config: { ...actTraining.config, evaluation: { twin_id: blindTwin, episodes: 1 } } });
    expect([refused.status, refused.body.error?.code, refused.body.error?.param], JSON.stringify(refused.body)).toEqual([400, 'parameter_invalid', 'config.evaluation.twin_id']);
    expect(refused.body.error.message).toContain("'act' reads every camera of the dataset");
    expect(refused.body.error.message).toContain('The policy reads camera(s) front, top, which the twin could not solve (solved: none); front: camera calibration was turned off');
    const after = (await (await stack.request('/v1/training_runs', { headers: alice.headers })).json()) as EvaluationBody;
    expect(after.data.map((r: EvaluationBody) => r.id)).toEqual(before.data.map((r: EvaluationBody) => r.id));
  });

  it("scores the ACT's checkpoint closed loop in the calibrated twin, fed the cameras it renders, and picks it by success", async (ctx) => {
    if (!capabilities.lerobotTrain) ctx.skip(`lerobot-train unavailable: ${capabilities.notes.join('; ')}`);
    // The checkpoint POST /v1/evaluations would run: the same checks, the same cameras.
    const checked = await post(alice, '/v1/evaluations/validate', { policy: { training_run_id: actRun }, twin_id: seeingTwin, episodes: 1 });
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    expect(checked.body.policy).toMatchObject({ type: 'training_run', run_id: actRun, checkpoint: '4', kind: 'lerobot' });
    expect(checked.body.warnings.join(' ')).toContain("the twin's renders of front, top");

    expect(trained.eval.checkpoint_evaluations_note).toBeUndefined();
    const [score] = trained.eval.checkpoint_evaluations as EvaluationBody[];
    expect(trained.eval.checkpoint_evaluations).toHaveLength(1);
    expect(score).toMatchObject({ step: 4, episodes: 1, held_out_loss: null });
    expect(score!['eval/success_rate']).toBeGreaterThanOrEqual(0);
    expect(trained.eval.best_checkpoint).toMatchObject({ step: 4, success_rate: score!['eval/success_rate'], chosen_by: 'success rate in the twin, held-out loss breaking ties' });
    // The evaluation job's own report of that checkpoint: LeRobot's ACT, one episode cut short at episode_steps.
    const scored = join(stack.deps.config.jobsDir, 'training_runs', actRun, 'checkpoint-evaluations', '000004');
    const report = JSON.parse(await readFile(join(scored, 'report.json'), 'utf8')) as EvaluationBody;
    const episodes = JSON.parse(await readFile(join(scored, 'episodes.json'), 'utf8')) as EvaluationBody[];
    expect([report.policy.kind, report.policy.sees_object, episodes.length]).toEqual(['lerobot_act', true, 1]);
    expect(episodes[0]!.steps).toBeGreaterThan(0);
    expect(episodes[0]!.steps).toBeLessThanOrEqual(20);
  });
});
