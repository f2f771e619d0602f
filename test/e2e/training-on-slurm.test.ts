import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SO101_RECORD_TEST } from '../helpers/shared-datasets.js';
import { processMatching, slurmCommand, slurmHasGpus, slurmUnavailableReason } from '../helpers/slurm.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';

// Training runs through the HTTP API with COMPUTE_BACKEND=slurm, on the real Slurm of test/slurm/setup-slurm.sh.
const skipReason = slurmUnavailableReason();
if (skipReason) console.warn(`[training-on-slurm.test] SKIPPED: no Slurm cluster reachable: ${skipReason}. Run test/slurm/setup-slurm.sh (as root) first.`);

type Run = Record<string, any>;
const DATASET = 'lab/so101-record-test';
let stack: TestStack;
let user: TestAccount;

describe.skipIf(skipReason !== null)('training runs on the Slurm compute backend', () => {
  beforeAll(async () => {
    stack = await startStack({ env: { COMPUTE_BACKEND: 'slurm' } });
    user = await stack.createAccount({ credits: 1000, concurrencyLimit: 8 });
    // Only a missing Slurm skips this file: a training route that does not answer is a failure.
    const list = await stack.request('/v1/training_runs', { headers: user.headers });
    expect(list.status, await list.clone().text()).toBe(200);
    await stack.deps.hub.push(DATASET, SO101_RECORD_TEST, { message: 'so101' });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  async function get(id: string): Promise<Run> {
    const response = await stack.request(`/v1/training_runs/${id}`, { headers: user.headers });
    expect(response.status).toBe(200);
    return (await response.json()) as Run;
  }
  async function create(body: Record<string, unknown>): Promise<Run> {
    const response = await stack.request('/v1/training_runs', { method: 'POST', headers: user.headers, json: { dataset: { uri: DATASET }, ...body } });
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as { data: Run[] }).data[0]!;
  }
  async function waitFor(id: string, done: (run: Run) => boolean, timeoutMs = 120_000): Promise<Run> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const current = await get(id);
      if (done(current)) return current;
      if (Date.now() > deadline) throw new Error(`timed out waiting on ${id}: ${JSON.stringify(current)}`);
      await sleep(200);
    }
  }
  const ended = (r: Run) => ['succeeded', 'failed', 'canceled'].includes(r.status);
  const slurmStateOf = (id: string) => slurmCommand('squeue', ['-h', '--states=all', `--name=${id}`, '-o', '%T']).trim();

  it('trains an mlp run to the end as a Slurm job: metrics, logs, checkpoints', async () => {
    const created = await create({ policies: ['mlp'], hardware_tier: 'cpu', config: { steps: 200, batch_size: 32, save_freq: 100 } });
    const done = await waitFor(created.id, ended);
    expect(done).toMatchObject({ status: 'succeeded', phase: 'completed', metrics: { step: 200, max_steps: 200 }, output: { checkpoint_count: 2 } });
    expect(done.metrics.loss).toBeGreaterThan(0);
    expect(slurmStateOf(created.id)).toBe('COMPLETED');
    const logs = (await (await stack.request(`/v1/training_runs/${done.id}/logs?tail=10000`, { headers: user.headers })).json()) as Run;
    expect(logs.lines.filter((l: string) => /^step:\d/.test(l)).length).toBeGreaterThan(0);
    expect(logs.lines.some((l: string) => l.includes('slurmstepd'))).toBe(false);
    const zip = await stack.request(`/v1/training_runs/${done.id}/checkpoints/200/download`, { headers: user.headers });
    expect(zip.status).toBe(200);
  });

  it('cancels a training run: the Slurm job is CANCELLED and the trainer process is gone', async () => {
    const created = await create({ policies: ['mlp'], hardware_tier: 'cpu', config: { steps: 1_000_000, save_freq: 1_000_000 } });
    await waitFor(created.id, (r) => r.phase === 'training' && r.metrics.step > 0);
    expect(processMatching(created.id)).toBe(true); // the trainer's --output_dir names the run
    const response = await stack.request(`/v1/training_runs/${created.id}/cancel`, { method: 'POST', headers: user.headers });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'canceling' });
    await waitFor(created.id, (r) => r.status === 'canceled');
    let alive = processMatching(created.id);
    for (let i = 0; alive && i < 20; i++) {
      await sleep(250);
      alive = processMatching(created.id);
    }
    expect(alive).toBe(false);
    expect(slurmStateOf(created.id)).toBe('CANCELLED');
  });

  it('fails a GPU-tier run as submission_failed, uncharged, when the cluster has no GPUs', async (ctx) => {
    if (slurmHasGpus()) return ctx.skip(); // this case needs a cluster without GPUs
    const created = await create({ policies: ['mlp'], hardware_tier: 't4', config: { steps: 50 } });
    const done = await waitFor(created.id, ended);
    expect(done).toMatchObject({ status: 'failed', error: { code: 'submission_failed' }, tokens: { charged: 0 }, started_at: null });
    expect(done.error.message).toMatch(/sbatch/);
  });
});
