import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processAlive } from '../../backends/compute/process-table.js';
import { parseTrainLogLine } from '../../core/training/log-line.js';
import { SO101_RECORD_TEST } from '../helpers/shared-datasets.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';

// A training job's process killed from outside (OOM killer, kill -9, a lost node) is started again
// as a new job that resumes from the run's latest complete checkpoint; the run still succeeds.
let stack: TestStack;
let user: TestAccount;
const DATASET = 'lab/so101-resume';

beforeAll(async () => {
  // t4 is served here by the local backend (a CPU stand-in) so the run is charged a GPU-hour.
  stack = await startStack({ env: { LOCAL_COMPUTE_TIERS: 'cpu,t4', LOCAL_COMPUTE_SLOTS: 'cpu=1,*=1', LEROBOT_TRAIN: '/nonexistent/lerobot-train' } });
  await stack.deps.hub.push(DATASET, SO101_RECORD_TEST, { message: 'so101' });
  user = await stack.createAccount({ credits: 100 });
});
afterAll(() => stack.stop());

type Run = Record<string, any>;
async function get(path: string): Promise<Run> {
  const response = await stack.request(path, { headers: user.headers });
  expect(response.status).toBe(200);
  return (await response.json()) as Run;
}
async function waitFor<T>(what: string, probe: () => Promise<T | null>, timeoutMs = 180_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== null) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

describe('a training job killed mid-run', () => {
  it('resumes from its latest checkpoint: the step continues from there, the run succeeds, charged once, one event', async () => {
    const STEPS = 3000;
    const SAVE_FREQ = 300;
    const response = await stack.request('/v1/training_runs', {
      method: 'POST',
      headers: user.headers,
      json: { dataset: { uri: DATASET }, policies: ['mlp'], hardware_tier: 't4', config: { steps: STEPS, batch_size: 32, save_freq: SAVE_FREQ, eval_enabled: false } },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const id = ((await response.json()) as { data: Run[] }).data[0]!.id as string;

    // Positive signal: a checkpoint is stored and the trainer is still running; then kill its whole process group.
    const pidFile = join(stack.config.jobsDir, id, 'pid');
    const pid = await waitFor('a stored checkpoint while the job runs', async () => {
      const checkpoints = await get(`/v1/training_runs/${id}/checkpoints`);
      if (checkpoints.data.length === 0) return null;
      const { pid: jobPid, startTicks } = JSON.parse(await readFile(pidFile, 'utf8')) as { pid: number; startTicks: number };
      return (await processAlive(jobPid, startTicks)) ? jobPid : null;
    });
    process.kill(-pid, 'SIGKILL');

    const done = await waitFor('the run to end', async () => {
      const current = await get(`/v1/training_runs/${id}`);
      return ['succeeded', 'failed', 'canceled'].includes(current.status) ? current : null;
    });
    expect(done.status, JSON.stringify(done.error)).toBe('succeeded');
    expect(done.metrics.step).toBe(STEPS);
    expect(done.tokens).toEqual({ charged: 60, refunded: 0 });

    const lines = (await get(`/v1/training_runs/${id}/logs?tail=1000`)).lines as string[];
    const notice = lines.findIndex((line) => line.startsWith("The training job's process was killed; resuming from the checkpoint at step"));
    expect(notice, lines.slice(-20).join('\n')).toBeGreaterThanOrEqual(0);
    const resumedAt = Number(/Resuming from checkpoint at step (\d+)/.exec(lines.slice(notice).join('\n'))?.[1]);
    expect(resumedAt).toBeGreaterThanOrEqual(SAVE_FREQ);
    expect(resumedAt % SAVE_FREQ).toBe(0);
    // After the resume the trainer's first step line is just past the checkpoint, not step 1 again.
    const stepsAfter = lines.slice(notice).map(parseTrainLogLine).filter((line) => line !== null).map((line) => line.step);
    expect(stepsAfter[0]).toBeGreaterThan(resumedAt);
    expect(stepsAfter[0]).toBeLessThanOrEqual(resumedAt + 20);
    expect(stepsAfter.at(-1)).toBe(STEPS);

    const checkpoints = (await get(`/v1/training_runs/${id}/checkpoints?limit=100`)).data.map((c: Run) => c.step);
    expect(checkpoints).toEqual(Array.from({ length: STEPS / SAVE_FREQ }, (_, i) => (i + 1) * SAVE_FREQ));

    const ledger = await stack.sql<{ kind: string; amount: number }[]>`select kind, amount from ledger_entries where resource_id = ${id} order by created_at`;
    expect(ledger.map((row) => ({ kind: row.kind, amount: row.amount }))).toEqual([{ kind: 'charge', amount: 60 }]);
    const events = await stack.sql<{ type: string }[]>`select type from events where resource_id = ${id}`;
    expect(events.map((e) => e.type).filter((t) => /\.(completed|failed|canceled)$/.test(t))).toEqual(['training_run.completed']);
    // The killed attempt's group is gone and the resumed one ended: nothing left running.
    const resumedPid = JSON.parse(await readFile(join(stack.config.jobsDir, `${id}-r2`, 'pid'), 'utf8')) as { pid: number; startTicks: number };
    expect(await processAlive(resumedPid.pid, resumedPid.startTicks)).toBe(false);
  }, 400_000);
});
