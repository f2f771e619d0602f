import { execFile } from 'node:child_process';
import { readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SO101_RECORD_TEST } from '../helpers/shared-datasets.js';
import { readTrackerFiles, startMlflowServer } from '../helpers/mlflow-server.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { MODELS_DIR } from '../helpers/twin-job.js';
import { requireSimEnvironment } from '../helpers/twins.js';
import { rlEnded, rlJobLogs, waitForRlRun, type RlBody } from '../helpers/rl-runs.js';

const run = promisify(execFile);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Run = Record<string, any>;
const DATASET = 'lab/so101-record-test';
const WANDB_KEY = 'wandb-secret-key-0123456789abcdef';
const MLFLOW_PASSWORD = 'mlflow-secret-password-42';

let stack: TestStack;
let alice: TestAccount;
let bob: TestAccount;
let scratch: { path: string; cleanup: () => Promise<void> };
let mlflow: Awaited<ReturnType<typeof startMlflowServer>>;

beforeAll(async () => {
  await requireSimEnvironment();
  scratch = await makeTempDir('tracking');
  [mlflow, stack] = await Promise.all([
    startMlflowServer(scratch.path),
    // W&B offline: the run's files stay on the worker, read back below with the wandb library.
    startStack({ env: { LEROBOT_TRAIN: '/nonexistent/lerobot-train', WANDB_MODE: 'offline', SIM_MODELS_DIR: MODELS_DIR, OUTBOUND_ALLOW_PRIVATE_TARGETS: 'true' } }),
  ]);
  await stack.deps.hub.push(DATASET, SO101_RECORD_TEST, { message: 'so101' });
  alice = await stack.createAccount({ concurrencyLimit: 4, credits: 100, features: ['rl_runs'] });
  bob = await stack.createAccount({ concurrencyLimit: 4, features: ['rl_runs'] });
}, 180_000);
afterAll(async () => {
  await stack?.stop();
  await mlflow?.stop();
  await scratch?.cleanup();
}, 300_000);

async function createTraining(account: TestAccount, body: Record<string, unknown>) {
  const response = await stack.request('/v1/training_runs', { method: 'POST', headers: account.headers, json: { dataset: { uri: DATASET }, policies: ['mlp'], hardware_tier: 'cpu', ...body } });
  return { status: response.status, body: (await response.json()) as Run };
}
async function getTraining(account: TestAccount, id: string): Promise<Run> {
  return (await (await stack.request(`/v1/training_runs/${id}`, { headers: account.headers })).json()) as Run;
}
async function waitEnded(account: TestAccount, id: string): Promise<Run> {
  for (;;) {
    const run = await getTraining(account, id);
    if (['succeeded', 'failed', 'canceled'].includes(run.status)) return run;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
const put = (account: TestAccount, type: string, json: unknown) => stack.request(`/v1/integrations/${type}/credentials`, { method: 'PUT', headers: account.headers, json });

describe('experiment tracking on training runs', () => {
  it('refuses bad integrations with the field in param', async () => {
    const cases: [unknown, string][] = [
      [[{ type: 'mlflow' }], 'integrations.0.tracking_uri'],
      [[{ type: 'tensorboard' }, { type: 'mlflow', tracking_uri: 'ftp://example.com' }], 'integrations.1.tracking_uri'],
      [[{ type: 'mlflow', tracking_uri: 'https://user:pw@example.com' }], 'integrations.0.tracking_uri'],
      [[{ type: 'wandb', project: 'bad/name' }], 'integrations.0.project'],
      [[{ type: 'tensorboard' }, { type: 'tensorboard' }], 'integrations.1.type'],
      [[{ type: 'tensorboard', extra: 1 }], 'integrations.0.extra'],
    ];
    for (const [integrations, param] of cases) {
      const { status, body } = await createTraining(alice, { integrations });
      expect(status, JSON.stringify(integrations)).toBe(400);
      expect(body.error.param, JSON.stringify(body.error)).toBe(param);
    }
    const unknown = await createTraining(alice, { integrations: [{ type: 'comet' }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.param).toMatch(/^integrations\.0/);
  });

  it('sets credentials sealed and never shows them; another account sees none of them', async () => {
    expect((await put(alice, 'wandb', { username: 'x' })).status).toBe(400);
    expect(((await (await put(alice, 'mlflow', { username: 'u' })).json()) as Run).error.param).toBe('password');
    const set = await put(alice, 'wandb', { api_key: WANDB_KEY });
    expect(set.status).toBe(200);
    const text = await set.text();
    expect(text).not.toContain(WANDB_KEY);
    expect(JSON.parse(text)).toMatchObject({ object: 'integration_credentials', type: 'wandb', fields: ['api_key'] });
    expect((await put(alice, 'mlflow', { username: 'robot', password: MLFLOW_PASSWORD })).status).toBe(200);
    const [stored] = await stack.sql<{ sealed: string }[]>`select sealed from integration_credentials where account_id = ${alice.account.id} and type = 'mlflow'`;
    expect(stored!.sealed).not.toContain(MLFLOW_PASSWORD);

    const listed = await (await stack.request('/v1/integrations/credentials', { headers: alice.headers })).text();
    expect(JSON.parse(listed).data.map((entry: Run) => entry.type)).toEqual(['mlflow', 'wandb']);
    expect(listed).not.toContain(WANDB_KEY);
    expect(listed).not.toContain(MLFLOW_PASSWORD);
    expect(JSON.parse(await (await stack.request('/v1/integrations/credentials', { headers: bob.headers })).text()).data).toEqual([]);
    expect((await stack.request('/v1/integrations/wandb/credentials', { method: 'DELETE', headers: bob.headers })).status).toBe(404);
  });

  it('logs params and metrics to a real MLflow server, W&B offline and TensorBoard; the run shows each tracker', async () => {
    const integrations = [{ type: 'mlflow', tracking_uri: mlflow.url, experiment: 'so101-bc' }, { type: 'wandb', project: 'so101-bc' }, { type: 'tensorboard' }];
    const created = await createTraining(alice, { config: { steps: 40, batch_size: 16, save_freq: 20 }, integrations });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data[0].id as string;
    expect(created.body.data[0].integrations.map((i: Run) => [i.type, i.status])).toEqual([['mlflow', 'pending'], ['wandb', 'pending'], ['tensorboard', 'pending']]);

    const done = await waitEnded(alice, id);
    expect(done.status, JSON.stringify(done)).toBe('succeeded');
    const [ml, wb, tb] = done.integrations as Run[];
    expect(ml).toMatchObject({ type: 'mlflow', tracking_uri: `${mlflow.url}/`, experiment: 'so101-bc', status: 'finished', error: null });
    expect(ml!.run_url).toMatch(new RegExp(`^${mlflow.url}/#/experiments/\\d+/runs/[0-9a-f]{32}$`));
    expect(wb).toMatchObject({ type: 'wandb', project: 'so101-bc', status: 'finished', error: null, run_url: null });
    expect(tb).toMatchObject({ type: 'tensorboard', status: 'finished', path: `/v1/training_runs/${id}/tensorboard` });

    // MLflow, through its REST API: the run, its params, every logged training loss and the held-out evaluations.
    const runId = ml!.run_url.split('/').at(-1);
    const { run: mlRun } = await mlflow.api<{ run: Run }>(`/api/2.0/mlflow/runs/get?run_id=${runId}`);
    expect(mlRun.info).toMatchObject({ run_name: id, status: 'FINISHED' });
    const params = Object.fromEntries((mlRun.data.params as Run[]).map((p) => [p.key, p.value]));
    expect(params).toMatchObject({ steps: '40', batch_size: '16', policy: 'mlp', 'dataset.repo_id': DATASET });
    const tags = Object.fromEntries((mlRun.data.tags as Run[]).map((t) => [t.key, t.value]));
    expect(tags['rlp.run_id']).toBe(id);
    expect(tags['rlp.links.checkpoints']).toBe(`http://api.test/v1/training_runs/${id}/checkpoints`);
    const loss = await mlflow.api<{ metrics: Run[] }>(`/api/2.0/mlflow/metrics/get-history?run_id=${runId}&metric_key=${encodeURIComponent('train/loss')}`);
    expect(loss.metrics.map((m) => m.step)).toEqual([2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40]);
    const heldOut = await mlflow.api<{ metrics: Run[] }>(`/api/2.0/mlflow/metrics/get-history?run_id=${runId}&metric_key=${encodeURIComponent('eval/held_out_loss')}`);
    expect(heldOut.metrics.map((m) => m.step)).toEqual([20, 40]);
    expect(heldOut.metrics.at(-1)!.value).toBeCloseTo((done.eval as Run).loss, 5);
    // The held-out evaluations name the best checkpoint (on the run and in the tracker); no warning on a run that does not overfit.
    expect([20, 40]).toContain(done.eval.best_checkpoint.step);
    expect(done.eval.warning).toBeNull();
    expect(Number(Object.fromEntries((mlRun.data.metrics as Run[]).map((m) => [m.key, m.value]))['final/best_checkpoint_step'])).toBe(done.eval.best_checkpoint.step);
    const search = await mlflow.api<{ runs: Run[] }>('/api/2.0/mlflow/runs/search', { experiment_ids: [mlRun.info.experiment_id] });
    expect(search.runs).toHaveLength(1);

    // W&B offline: the run file on the worker, read back with the wandb library.
    const trackingDir = join(stack.deps.compute.outputDir(id), 'tracking');
    const [offline] = (await readdir(join(trackingDir, 'wandb'))).filter((name) => name.startsWith('offline-run-'));
    const runFile = (await readdir(join(trackingDir, 'wandb', offline!))).find((name) => name.endsWith('.wandb'))!;
    const wandbRun = await readTrackerFiles<Run>('wandb', join(trackingDir, 'wandb', offline!, runFile));
    expect(wandbRun.run).toMatchObject({ project: 'so101-bc', display_name: id });
    expect(wandbRun.config).toMatchObject({ steps: 40, batch_size: 16 });
    expect(wandbRun.history.filter((row: Run) => 'train/loss' in row).map((row: Run) => row._step)).toHaveLength(20);
    expect(wandbRun.summary.held_out_loss).toBeCloseTo((done.eval as Run).loss, 5);

    // TensorBoard: the event files as the run's download, read back with tensorboard's event reader.
    expect(tb!.path).toBe(`/v1/training_runs/${id}/tensorboard`);
    const zip = await stack.request(tb!.path, { headers: alice.headers });
    expect(zip.status).toBe(200);
    expect(zip.headers.get('Content-Type')).toBe('application/zip');
    await writeFile(join(scratch.path, `${id}.zip`), Buffer.from(await zip.arrayBuffer()));
    await run('unzip', ['-q', join(scratch.path, `${id}.zip`), '-d', join(scratch.path, id)]);
    const events = await readTrackerFiles<Run>('tensorboard', join(scratch.path, id, 'tensorboard'));
    expect((await stack.request(tb!.path, { headers: bob.headers })).status).toBe(404);
    expect(events.scalars['train/loss'].map(([step]: number[]) => step)).toHaveLength(20);
    expect(events.scalars['eval/held_out_loss'].map(([step]: number[]) => step)).toEqual([20, 40]);

    // Credentials reach the job's tracker only, and not after it ended; never a response, an event or the log.
    await expect(stat(join(trackingDir, 'credentials.json'))).rejects.toThrow();
    const exposed = JSON.stringify([
      done,
      await (await stack.request(`/v1/training_runs/${id}/logs?tail=1000`, { headers: alice.headers })).json(),
      await stack.sql`select * from events where resource_id = ${id}`,
    ]);
    expect(exposed).not.toContain(WANDB_KEY);
    expect(exposed).not.toContain(MLFLOW_PASSWORD);
    expect(exposed).toContain('[tracking] MLflow: logging to');
  });

  it('an unreachable tracking server leaves the run succeeded with that integration failed', async () => {
    const created = await createTraining(alice, { config: { steps: 20, batch_size: 16, save_freq: 10 }, integrations: [{ type: 'mlflow', tracking_uri: 'http://127.0.0.1:9' }, { type: 'tensorboard' }] });
    const id = created.body.data[0].id as string;
    const done = await waitEnded(alice, id);
    expect(done.status).toBe('succeeded');
    expect(done.integrations[0]).toMatchObject({ type: 'mlflow', status: 'failed', run_url: null });
    expect(done.integrations[0].error).toMatch(/could not reach the MLflow tracking server/);
    expect(done.integrations[1]).toMatchObject({ type: 'tensorboard', status: 'finished' });
    const logs = (await (await stack.request(`/v1/training_runs/${id}/logs?tail=1000`, { headers: alice.headers })).json()) as { lines: string[] };
    expect(logs.lines.some((line) => /\[tracking\] MLflow: could not reach/.test(line))).toBe(true);
    expect(JSON.stringify(done)).not.toContain(MLFLOW_PASSWORD);
  });
});

describe('experiment tracking on RL runs', () => {
  it('logs rollout and evaluation metrics to MLflow and W&B offline, and TensorBoard files go into the bundle', async () => {
    const response = await stack.request('/v1/rl_runs', {
      method: 'POST',
      headers: alice.headers,
      json: {
        spec: { robot: 'so101', objective: { type: 'reach' }, budget: { env_steps: 2048 } },
        integrations: [{ type: 'mlflow', tracking_uri: mlflow.url, experiment: 'so101-reach' }, { type: 'tensorboard' }, { type: 'wandb', project: 'so101-reach' }],
      },
    });
    const created = (await response.json()) as { data: RlBody[] };
    expect(response.status, JSON.stringify(created)).toBe(201);
    const id = created.data[0]!.id as string;
    const done = await waitForRlRun(stack, alice, id, rlEnded);
    expect(done.status, await rlJobLogs(stack, id)).toBe('succeeded');
    expect(done.integrations[0]).toMatchObject({ type: 'mlflow', status: 'finished', error: null });
    const runId = (done.integrations[0].run_url as string).split('/').at(-1);
    const { run } = await mlflow.api<{ run: Run }>(`/api/2.0/mlflow/runs/get?run_id=${runId}`);
    expect(run.info).toMatchObject({ run_name: id, status: 'FINISHED' });
    const metricKeys = (run.data.metrics as Run[]).map((m) => m.key);
    expect(metricKeys).toEqual(expect.arrayContaining(['rollout/episode_return', 'eval/success_rate', 'final/success_rate']));
    const tags = Object.fromEntries((run.data.tags as Run[]).map((t) => [t.key, t.value]));
    expect(tags['rlp.verdict']).toBe(done.verdict);
    expect(tags['rlp.links.archive']).toBe(`http://api.test/v1/rl_runs/${id}/archive`);

    const files = (await (await stack.request(`/v1/rl_runs/${id}/files?limit=100`, { headers: alice.headers })).json()) as { data: { path: string }[] };
    expect(files.data.map((f) => f.path).filter((path) => path.startsWith('tensorboard/')).length).toBeGreaterThan(0);
    const events = await readTrackerFiles<Run>('tensorboard', join(stack.config.jobsDir, 'rl_runs', id, 'output', 'bundle', 'tensorboard'));
    expect(Object.keys(events.scalars)).toEqual(expect.arrayContaining(['rollout/episode_return', 'eval/success_rate']));

    // W&B offline: the run file on the worker, read back with the wandb library: the spec, rollout and evaluation metrics, the verdict.
    expect(done.integrations[2]).toMatchObject({ type: 'wandb', project: 'so101-reach', status: 'finished', error: null, run_url: null });
    const wandbDir = join(stack.config.jobsDir, 'rl_runs', id, 'output', 'tracking', 'wandb');
    const [offline] = (await readdir(wandbDir)).filter((name) => name.startsWith('offline-run-'));
    const runFile = (await readdir(join(wandbDir, offline!))).find((name) => name.endsWith('.wandb'))!;
    const wandbRun = await readTrackerFiles<Run>('wandb', join(wandbDir, offline!, runFile));
    expect(wandbRun.run).toMatchObject({ project: 'so101-reach', display_name: id });
    expect(wandbRun.config).toMatchObject({ kind: 'rl_run', 'spec.robot': 'so101', 'spec.objective.name': 'reach' });
    const logged = new Set(wandbRun.history.flatMap((row: Run) => Object.keys(row)));
    expect([...logged]).toEqual(expect.arrayContaining(['rollout/episode_return', 'eval/success_rate']));
    expect(wandbRun.history.filter((row: Run) => 'rollout/episode_return' in row).length).toBeGreaterThan(0);
    expect(wandbRun.summary).toMatchObject({ verdict: done.verdict, success_rate: done.success_rate, evaluation_episodes: done.evaluation_episodes });
  }, 900_000);
});
