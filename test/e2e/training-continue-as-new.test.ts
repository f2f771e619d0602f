import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SO101_RECORD_TEST } from '../helpers/shared-datasets.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';

let stack: TestStack;
let user: TestAccount;

// A tiny history budget (the least allowed) makes a run continue as new while it trains: progress reaches the history only at phase changes and 10 % steps.
beforeAll(async () => {
  stack = await startStack({ env: { TRAINING_CONTINUE_AS_NEW_AFTER_EVENTS: '20' } });
  await stack.deps.hub.push('lab/so101', SO101_RECORD_TEST, { message: 'so101' });
  user = await stack.createAccount({ concurrencyLimit: 4 });
});
afterAll(() => stack.stop());

type Run = Record<string, any>;
const get = async (id: string) => (await (await stack.request(`/v1/training_runs/${id}`, { headers: user.headers })).json()) as Run;
async function create(steps: number): Promise<string> {
  const response = await stack.request('/v1/training_runs', { method: 'POST', headers: user.headers, json: { dataset: { uri: 'lab/so101' }, policies: ['mlp'], config: { steps, save_freq: Math.ceil(steps / 2) } } });
  expect(response.status).toBe(201);
  return ((await response.json()) as Run).data[0].id;
}
async function until(id: string, done: (run: Run) => boolean, timeoutMs = 120_000): Promise<Run> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const run = await get(id);
    if (done(run)) return run;
    if (Date.now() > deadline) throw new Error(`timed out: ${JSON.stringify(run)}`);
    await sleep(200);
  }
}

describe('a long training run continues as new', () => {
  it('keeps phase, metrics and logs across continuations and completes once', async () => {
    const id = await create(1500);
    const firstRunId = (await stack.temporal.workflow.getHandle(id).describe()).runId;
    const steps: number[] = [];
    const done = await until(id, (run) => {
      if (run.status === 'processing' && run.phase === 'training') steps.push(run.metrics.step);
      return ['succeeded', 'failed', 'canceled'].includes(run.status);
    });
    expect(done).toMatchObject({ status: 'succeeded', phase: 'completed', metrics: { step: 1500 }, output: { checkpoint_count: 2 } });
    expect((await stack.temporal.workflow.getHandle(id, firstRunId).describe()).status.name).toBe('CONTINUED_AS_NEW');
    // Live metrics never went backwards across continuations.
    expect(steps.every((step, i) => i === 0 || step >= steps[i - 1]!)).toBe(true);
    const logs = (await (await stack.request(`/v1/training_runs/${id}/logs?tail=10000`, { headers: user.headers })).json()) as Run;
    expect(logs.lines.filter((l: string) => /^step:/.test(l))).toHaveLength(75);
    const events = await stack.sql<{ type: string }[]>`select type from events where resource_id = ${id}`;
    expect(events.map((e) => e.type)).toEqual(['training_run.completed']);
  });

  it('cancels a run that has continued as new', async () => {
    const id = await create(1_000_000);
    const firstRunId = (await stack.temporal.workflow.getHandle(id).describe()).runId;
    let firstRunStatus = '';
    for (let i = 0; i < 600 && firstRunStatus !== 'CONTINUED_AS_NEW'; i++) {
      firstRunStatus = (await stack.temporal.workflow.getHandle(id, firstRunId).describe()).status.name;
      if (firstRunStatus !== 'CONTINUED_AS_NEW') await sleep(200);
    }
    expect(firstRunStatus).toBe('CONTINUED_AS_NEW');
    const latestRunId = (await stack.temporal.workflow.getHandle(id).describe()).runId;
    expect(latestRunId).not.toBe(firstRunId);
    const response = await stack.request(`/v1/training_runs/${id}/cancel`, { method: 'POST', headers: user.headers });
    expect(response.status).toBe(200);
    await expect.poll(async () => (await get(id)).status, { timeout: 120_000, interval: 100 }).toBe('canceled');
    expect(await get(id)).toMatchObject({ status: 'canceled', phase: 'canceled' });
    // The cancel reached the run that was current, not only the first one: it closes (the row's
    // ending is written by its last activity, a moment before the workflow itself completes).
    await expect.poll(async () => (await stack.temporal.workflow.getHandle(id).describe()).status.name, { timeout: 60_000, interval: 100 }).not.toBe('RUNNING');
  });
});
