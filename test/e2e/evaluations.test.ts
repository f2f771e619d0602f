import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DATASET } from '../../cli/demo-datasets.js';
import { freePort } from '../../cli/setup/free-port.js';
import { seedDemoDataset } from '../helpers/demo-dataset.js';
import { rlp } from '../helpers/rlp-cli.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { trainedPolicyAndTwin, waitForEvaluation, type EvaluationBody } from '../helpers/evaluations.js';
import { readTrackerFiles, startMlflowServer } from '../helpers/mlflow-server.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';
import { MODELS_DIR } from '../helpers/twin-job.js';
import { requireSimEnvironment } from '../helpers/twins.js';

let stack: TestStack;
let alice: TestAccount;
let bob: TestAccount;
let inputs: { trainingRunId: string; twinId: string };
let server: Server | undefined;
let home: Awaited<ReturnType<typeof makeTempDir>>;
let rlpEnv: Record<string, string>;
let mlflow: Awaited<ReturnType<typeof startMlflowServer>>;

beforeAll(async () => {
  await requireSimEnvironment();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  home = await makeTempDir('rlp-eval');
  [mlflow, stack] = await Promise.all([
    startMlflowServer(home.path),
    // The MLflow server of the checkpoint-evaluation test is on loopback.
    startStack({ env: { PUBLIC_BASE_URL: base, SIM_MODELS_DIR: MODELS_DIR, LEROBOT_TRAIN: '/nonexistent/lerobot-train', OUTBOUND_ALLOW_PRIVATE_TARGETS: 'true' } }),
  ]);
  server = await new Promise<Server>((resolve) => {
    const listening = serve({ fetch: stack.app.fetch, hostname: '127.0.0.1', port }, () => resolve(listening as Server));
  });
  await seedDemoDataset(stack.deps.hub);
  alice = await stack.createAccount({ credits: 1000, concurrencyLimit: 4, features: ['twins', 'evaluations'] });
  bob = await stack.createAccount({ credits: 1000, concurrencyLimit: 4, features: ['twins', 'evaluations'] });
  inputs = await trainedPolicyAndTwin(stack, alice);
  rlpEnv = { XDG_CONFIG_HOME: join(home.path, 'config'), RLP_API_KEY: alice.apiKey, RLP_BASE_URL: base };
}, 900_000);
afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await stack?.stop();
  await mlflow?.stop();
  await home?.cleanup();
});

const post = (account: TestAccount, path: string, json: unknown) => stack.request(path, { method: 'POST', headers: account.headers, json });
const get = async (account: TestAccount, path: string) => {
  const response = await stack.request(path, { headers: account.headers });
  return { status: response.status, body: (await response.json()) as EvaluationBody };
};

describe('evaluations: the built-in policy trained on the demo, closed loop in the demo twin', () => {
  it('gives a success rate with its interval, one row per episode and a clip grid; the same request gives the same figures; another account gets 404', async () => {
    const body = { policy: { training_run_id: inputs.trainingRunId }, twin_id: inputs.twinId, episodes: 4 };
    const validation = await post(alice, '/v1/evaluations/validate', body);
    const checked = (await validation.json()) as EvaluationBody;
    expect(validation.status, JSON.stringify(checked)).toBe(200);
    expect(checked.policy).toMatchObject({ type: 'training_run', run_id: inputs.trainingRunId, kind: 'builtin_mlp' });
    expect(checked.warnings.join(' ')).toMatch(/cannot see where the object is/);
    const estimate = (await (await post(alice, '/v1/evaluations/estimate', body)).json()) as EvaluationBody;
    expect(estimate).toMatchObject({ object: 'evaluation_estimate', episodes: 4, tokens: 1 });

    const figures: EvaluationBody[] = [];
    for (let attempt = 0; attempt < 2; attempt++) {
      const created = await post(alice, '/v1/evaluations', body);
      const run = (await created.json()) as EvaluationBody;
      expect(created.status, JSON.stringify(run)).toBe(201);
      expect(run.id).toMatch(/^eval_/);
      const done = await waitForEvaluation(stack, alice, run.id);
      expect(done.status, JSON.stringify(done.error)).toBe('succeeded');
      expect(done.success_rate).toBeGreaterThanOrEqual(0);
      expect(done.interval.low).toBeLessThanOrEqual(done.success_rate);
      expect(done.interval.high).toBeGreaterThanOrEqual(done.success_rate);
      expect(done.tokens.charged).toBe(1);
      const episodes = await get(alice, `/v1/evaluations/${run.id}/episodes`);
      expect(episodes.status).toBe(200);
      expect(episodes.body.data.map((e: EvaluationBody) => e.seed)).toEqual([1_000_000, 1_000_001, 1_000_002, 1_000_003]);
      expect(episodes.body.data.filter((e: EvaluationBody) => e.success)).toHaveLength(done.successes);
      const files = await get(alice, `/v1/evaluations/${run.id}/files`);
      expect(files.body.data.map((f: EvaluationBody) => f.path).sort()).toEqual(['clip_grid.jpg', 'clip_grid.mp4', 'episodes.json', 'report.json']);
      const report = await stack.request(`/v1/evaluations/${run.id}/files/report.json`, { headers: alice.headers });
      const signed = report.status === 302 ? new URL(report.headers.get('Location')!) : null;
      const reportBody = (await (signed ? await stack.request(signed.pathname + signed.search) : report).json()) as EvaluationBody;
      expect(reportBody.clip_grid.episodes.length).toBe(4);
      if (done.successes < 4) expect(reportBody.clip_grid.episodes.some((e: EvaluationBody) => !e.success)).toBe(true);
      figures.push({ success_rate: done.success_rate, interval: done.interval, episodes: episodes.body.data, policy: reportBody.policy.checksum.sha256, scene: reportBody.scene_hash.sha256 });

      // Another account can neither read it nor evaluate alice's policy or in alice's twin.
      expect((await get(bob, `/v1/evaluations/${run.id}`)).status).toBe(404);
      expect((await get(bob, `/v1/evaluations/${run.id}/episodes`)).status).toBe(404);
    }
    expect(figures[1]).toEqual(figures[0]);

    const foreign = await post(bob, '/v1/evaluations', body);
    expect([foreign.status, ((await foreign.json()) as EvaluationBody).error.param]).toEqual([404, 'policy.training_run_id']);
  }, 900_000);

  it('refuses what cannot run: a missing checkpoint, an RL run from another account, seeds that disagree with episodes', async () => {
    const cases: [EvaluationBody, number, string][] = [
      [{ policy: { training_run_id: inputs.trainingRunId, checkpoint: 7 }, twin_id: inputs.twinId }, 400, 'policy.checkpoint'],
      [{ policy: { rl_run_id: 'rl_nope' }, twin_id: inputs.twinId }, 404, 'policy.rl_run_id'],
      [{ policy: { training_run_id: inputs.trainingRunId }, twin_id: 'twin_nope' }, 404, 'twin_id'],
      [{ policy: { training_run_id: inputs.trainingRunId }, twin_id: inputs.twinId, episodes: 3, seeds: [1, 2] }, 400, 'episodes'],
      [{ policy: { training_run_id: inputs.trainingRunId }, twin_id: inputs.twinId, episodes: 501 }, 400, 'episodes'],
    ];
    for (const [body, status, param] of cases) {
      const response = await post(alice, '/v1/evaluations', body);
      const answer = (await response.json()) as EvaluationBody;
      expect([response.status, answer.error?.param], JSON.stringify(body)).toEqual([status, param]);
    }
  });

  it("a training run with config.evaluation evaluates each checkpoint in the twin, picks its best checkpoint by success (held-out loss breaking ties) and sends eval/success_rate to its MLflow and TensorBoard", async () => {
    const config = { steps: 60, batch_size: 16, save_freq: 30, evaluation: { twin_id: inputs.twinId, episodes: 2 } };
    const foreign = await post(bob, '/v1/training_runs', { dataset: { uri: DEMO_DATASET }, policies: ['mlp'], hardware_tier: 'cpu', config });
    expect([foreign.status, ((await foreign.json()) as EvaluationBody).error.param]).toEqual([404, 'config.evaluation.twin_id']);
    const integrations = [{ type: 'mlflow', tracking_uri: mlflow.url, experiment: 'checkpoint-evaluations' }, { type: 'tensorboard' }];
    const created = await post(alice, '/v1/training_runs', { dataset: { uri: DEMO_DATASET }, policies: ['mlp'], hardware_tier: 'cpu', config, integrations });
    const body = (await created.json()) as EvaluationBody;
    expect(created.status, JSON.stringify(body)).toBe(201);
    const id = body.data[0].id as string;
    let run: EvaluationBody;
    do {
      run = (await get(alice, `/v1/training_runs/${id}`)).body;
      if (!['succeeded', 'failed', 'canceled'].includes(run.status)) await new Promise((resolve) => setTimeout(resolve, 500));
    } while (!['succeeded', 'failed', 'canceled'].includes(run.status));
    expect(run.status, JSON.stringify(run.error)).toBe('succeeded');
    const scores = run.eval.checkpoint_evaluations as EvaluationBody[];
    expect(scores.map((s) => s.step)).toEqual([30, 60]);
    for (const score of scores) {
      expect(score['eval/success_rate']).toBeGreaterThanOrEqual(0);
      expect(score.episodes).toBe(2);
    }
    const expected = [...scores].sort((a, b) => b['eval/success_rate'] - a['eval/success_rate'] || (a.held_out_loss ?? Infinity) - (b.held_out_loss ?? Infinity) || b.step - a.step)[0]!;
    expect(run.eval.best_checkpoint).toMatchObject({ step: expected.step, success_rate: expected['eval/success_rate'] });

    // The trackers: the training job's MLflow run and TensorBoard files, continued with eval/success_rate at each checkpoint's step.
    expect(run.integrations.map((i: EvaluationBody) => [i.type, i.status, i.error])).toEqual([['mlflow', 'finished', null], ['tensorboard', 'finished', null]]);
    const mlflowRunId = (run.integrations[0].run_url as string).split('/').at(-1);
    const history = async (key: string) => (await mlflow.api<{ metrics: EvaluationBody[] }>(`/api/2.0/mlflow/metrics/get-history?run_id=${mlflowRunId}&metric_key=${encodeURIComponent(key)}`)).metrics;
    const success = (await history('eval/success_rate')).map((m) => [m.step, m.value]);
    expect(success).toEqual(scores.map((s) => [s.step, s['eval/success_rate']]));
    expect((await history('train/loss')).length).toBeGreaterThan(0);
    const { run: mlRun } = await mlflow.api<{ run: EvaluationBody }>(`/api/2.0/mlflow/runs/get?run_id=${mlflowRunId}`);
    expect(mlRun.info.status).toBe('FINISHED');
    const finals = Object.fromEntries((mlRun.data.metrics as EvaluationBody[]).map((m) => [m.key, m.value]));
    expect(finals).toMatchObject({ 'final/best_checkpoint_step': expected.step, 'final/best_checkpoint_success_rate': expected['eval/success_rate'] });
    const search = await mlflow.api<{ runs: EvaluationBody[] }>('/api/2.0/mlflow/runs/search', { experiment_ids: [mlRun.info.experiment_id] });
    expect(search.runs).toHaveLength(1);

    const zip = await stack.request(`/v1/training_runs/${id}/tensorboard`, { headers: alice.headers });
    expect(zip.status).toBe(200);
    await writeFile(join(home.path, `${id}.zip`), Buffer.from(await zip.arrayBuffer()));
    await promisify(execFile)('unzip', ['-q', join(home.path, `${id}.zip`), '-d', join(home.path, id)]);
    const events = await readTrackerFiles<EvaluationBody>('tensorboard', join(home.path, id, 'tensorboard'));
    expect(events.scalars['eval/success_rate']).toEqual(scores.map((s) => [s.step, s['eval/success_rate']]));
    expect(events.scalars['train/loss'].length).toBeGreaterThan(0);
  }, 900_000);

  it('rlp eval create --training-run --twin --follow: the figures on stdout, exit 4 when the policy misses the threshold (3 when the run fails)', async () => {
    const result = await rlp(['eval', 'create', '--training-run', inputs.trainingRunId, '--twin', inputs.twinId, '--episodes', '2', '--follow', '--json'], rlpEnv);
    const printed = JSON.parse(result.stdout.trim().split('\n')[0]!) as EvaluationBody;
    expect(printed.status, result.stderr).toBe('succeeded');
    expect(printed.episodes).toBe(2);
    expect(result.code).toBe(printed.verdict === 'pass' ? 0 : 4);
    const usage = await rlp(['eval', 'create', '--twin', inputs.twinId], rlpEnv);
    expect(usage.code).toBe(2);
  }, 600_000);
});
