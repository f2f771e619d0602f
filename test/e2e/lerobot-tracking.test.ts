import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSyntheticDataset } from '../../core/lerobot/index.js';
import type { ComputeCapabilities } from '../../core/ports/compute.js';
import { readTrackerFiles, startMlflowServer } from '../helpers/mlflow-server.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';
import { makeTempDir } from '../helpers/temp-dir.js';

/**
 * Experiment tracking on a LeRobot policy's run: `act` through the real `lerobot-train` (its log
 * lines become the tracker's metrics), logged to a real MLflow server and to TensorBoard files.
 * Runs only where lerobot-train is installed and starts (npm run setup:lerobot); otherwise skipped
 * with the reason the backend gives.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Run = Record<string, any>;
const DATASET = 'lab/act-tracking';
const STEPS = 4;

let stack: TestStack;
let alice: TestAccount;
let scratch: { path: string; cleanup: () => Promise<void> };
let mlflow: Awaited<ReturnType<typeof startMlflowServer>> | undefined;
let capabilities: ComputeCapabilities;

beforeAll(async () => {
  // lerobot-train's jobs inherit this: the dataset is local and this machine reaches no hub.
  process.env.HF_HUB_OFFLINE = '1';
  scratch = await makeTempDir('lerobot-tracking');
  // act needs the t4 tier (served here by the CPU) and would download ImageNet weights without LEROBOT_PRETRAINED_BACKBONES=false.
  stack = await startStack({ env: { LOCAL_COMPUTE_TIERS: 'cpu,t4', LEROBOT_PRETRAINED_BACKBONES: 'false', OUTBOUND_ALLOW_PRIVATE_TARGETS: 'true' } });
  capabilities = await stack.deps.compute.capabilities();
  if (!capabilities.runners.includes('lerobot')) {
    console.warn(`[lerobot tracking test] skipped: ${capabilities.notes.join('; ')}`);
    return;
  }
  mlflow = await startMlflowServer(scratch.path);
  const root = join(scratch.path, 'dataset');
  await writeSyntheticDataset(root, { version: 'v3.0', episodes: 2, framesPerEpisode: 30, cameras: [{ name: 'front', width: 64, height: 64 }], seed: 7 });
  await stack.deps.hub.push(DATASET, root, { message: 'act', tags: ['v3.0'] });
  alice = await stack.createAccount({ credits: 100 });
}, 300_000);
afterAll(async () => {
  await stack?.stop();
  await mlflow?.stop();
  await scratch?.cleanup();
}, 300_000);

async function waitEnded(id: string): Promise<Run> {
  for (;;) {
    const run = (await (await stack.request(`/v1/training_runs/${id}`, { headers: alice.headers })).json()) as Run;
    if (['succeeded', 'failed', 'canceled'].includes(run.status)) return run;
    await sleep(500);
  }
}

describe('experiment tracking on a lerobot-train run', () => {
  it("logs act's training loss at every logged step to a real MLflow server and to TensorBoard", async (ctx) => {
    if (!capabilities.runners.includes('lerobot')) ctx.skip(`lerobot-train unavailable: ${capabilities.notes.join('; ')}`);
    const response = await stack.request('/v1/training_runs', {
      method: 'POST',
      headers: alice.headers,
      json: {
        dataset: { uri: DATASET },
        policies: ['act'],
        hardware_tier: 't4',
        config: { steps: STEPS, batch_size: 2, save_freq: STEPS, eval_enabled: false },
        integrations: [{ type: 'mlflow', tracking_uri: mlflow!.url, experiment: 'act-tracking' }, { type: 'tensorboard' }],
      },
    });
    const created = (await response.json()) as Run;
    expect(response.status, JSON.stringify(created)).toBe(201);
    const id = created.data[0].id as string;

    const done = await waitEnded(id);
    const logs = (await (await stack.request(`/v1/training_runs/${id}/logs?tail=300`, { headers: alice.headers })).json()) as { lines: string[] };
    expect(done.status, logs.lines.slice(-30).join('\n')).toBe('succeeded');
    expect(done.metrics.step).toBe(STEPS);
    const [ml, tb] = done.integrations as Run[];
    expect(ml).toMatchObject({ type: 'mlflow', status: 'finished', error: null });
    expect(tb).toMatchObject({ type: 'tensorboard', status: 'finished', path: `/v1/training_runs/${id}/tensorboard` });

    // MLflow, through its REST API: the run, its params, and the loss at every step lerobot-train logged (log_freq 1 here).
    const runId = (ml!.run_url as string).split('/').at(-1);
    const { run } = await mlflow!.api<{ run: Run }>(`/api/2.0/mlflow/runs/get?run_id=${runId}`);
    expect(run.info).toMatchObject({ run_name: id, status: 'FINISHED' });
    const params = Object.fromEntries((run.data.params as Run[]).map((p) => [p.key, p.value]));
    expect(params).toMatchObject({ policy: 'act', trainer: 'lerobot-train', steps: String(STEPS), batch_size: '2', 'dataset.repo_id': DATASET });
    const loss = await mlflow!.api<{ metrics: Run[] }>(`/api/2.0/mlflow/metrics/get-history?run_id=${runId}&metric_key=${encodeURIComponent('train/loss')}`);
    expect(loss.metrics.map((m) => m.step)).toEqual([1, 2, 3, 4]);
    expect(loss.metrics.every((m) => Number.isFinite(m.value))).toBe(true);
    const gradNorm = await mlflow!.api<{ metrics: Run[] }>(`/api/2.0/mlflow/metrics/get-history?run_id=${runId}&metric_key=${encodeURIComponent('train/grad_norm')}`);
    expect(gradNorm.metrics).toHaveLength(STEPS);

    // TensorBoard: the event files in the job's outputs, read back with tensorboard's event reader.
    const events = await readTrackerFiles<Run>('tensorboard', join(stack.deps.compute.outputDir(id), 'tensorboard'));
    expect(events.scalars['train/loss'].map(([step]: number[]) => step)).toEqual([1, 2, 3, 4]);
    expect(logs.lines.some((line) => line.includes('[tracking] MLflow: logging to'))).toBe(true);
  }, 600_000);
});
