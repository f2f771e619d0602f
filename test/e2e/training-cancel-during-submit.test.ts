import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Activities } from '../../activities/index.js';
import { cancelSignal } from '../../contracts/resource.js';
import type { ComputeBackend, JobSpec, JobStatus } from '../../core/ports/compute.js';
import { SO101_RECORD_TEST } from '../helpers/shared-datasets.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';

const DATASET = 'lab/so101-record-test';
const CANCEL_JOB_ACTIVITY: keyof Activities = 'cancelTrainingJob';

/** Holds every job submission at the door until `open()`: the test cancels a run while its job is being submitted. */
function heldSubmissions() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  let reach!: (jobId: string) => void;
  const reached = new Promise<string>((resolve) => (reach = resolve));
  let submit!: (status: JobStatus) => void;
  const submitted = new Promise<JobStatus>((resolve) => (submit = resolve));
  const wrap = (compute: ComputeBackend): ComputeBackend =>
    new Proxy(compute, {
      get(target, property) {
        if (property === 'submit') {
          return async (spec: JobSpec) => {
            reach(spec.jobId);
            await opened;
            const status = await target.submit(spec);
            submit(status);
            return status;
          };
        }
        const value = Reflect.get(target, property, target) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  return { wrap, open, reached, submitted };
}

const held = heldSubmissions();
let stack: TestStack;
let user: TestAccount;

beforeAll(async () => {
  stack = await startStack({ env: { LEROBOT_TRAIN: '/nonexistent/lerobot-train' }, workerCompute: held.wrap });
  await stack.deps.hub.push(DATASET, SO101_RECORD_TEST, { message: 'so101' });
  user = await stack.createAccount();
});
afterAll(async () => {
  held.open();
  await stack.stop();
});

/** What the run's workflow has done since it took the cancel signal: whether it has completed a task since, and the activities it scheduled. */
async function afterTheCancel(id: string): Promise<{ taskCompleted: boolean; scheduled: string[] }> {
  const events = (await stack.temporal.workflow.getHandle(id).fetchHistory()).events ?? [];
  const signaledAt = events.findIndex((e) => e.workflowExecutionSignaledEventAttributes?.signalName === cancelSignal.name);
  if (signaledAt < 0) return { taskCompleted: false, scheduled: [] };
  const since = events.slice(signaledAt + 1);
  return {
    taskCompleted: since.some((e) => e.workflowTaskCompletedEventAttributes),
    scheduled: since.flatMap((e) => (e.activityTaskScheduledEventAttributes ? [e.activityTaskScheduledEventAttributes.activityType?.name ?? ''] : [])),
  };
}

async function get(id: string): Promise<Record<string, any>> {
  return (await stack.request(`/v1/training_runs/${id}`, { headers: user.headers })).json() as Promise<Record<string, any>>;
}

describe('a training run canceled while its job is being submitted', () => {
  it('waits for the submission, then stops the job it started: nothing is left running', async () => {
    const created = await stack.request('/v1/training_runs', {
      method: 'POST',
      headers: user.headers,
      json: { dataset: { uri: DATASET }, policies: ['mlp'], hardware_tier: 'cpu', config: { steps: 1_000_000, save_freq: 500_000, eval_enabled: false } },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const id = ((await created.json()) as { data: { id: string }[] }).data[0]!.id;
    expect(await held.reached).toBe(id);

    const canceled = await stack.request(`/v1/training_runs/${id}/cancel`, { method: 'POST', headers: user.headers });
    expect(canceled.status).toBe(200);
    expect(await canceled.json()).toMatchObject({ id, status: 'canceling' });

    // The workflow has taken the cancel; with the submission still held it schedules no cleanup yet
    // (a cleanup now would find no job to stop, and the submission would then start one).
    await expect.poll(async () => (await afterTheCancel(id)).taskCompleted, { timeout: 60_000, interval: 100 }).toBe(true);
    expect((await afterTheCancel(id)).scheduled).not.toContain(CANCEL_JOB_ACTIVITY);
    expect((await get(id)).status).toBe('canceling');

    held.open();
    const started = await held.submitted;
    expect(started.jobId).toBe(id);
    await expect.poll(async () => (await get(id)).status, { timeout: 120_000, interval: 150 }).toBe('canceled');
    expect((await afterTheCancel(id)).scheduled).toContain(CANCEL_JOB_ACTIVITY);
    expect((await stack.deps.compute.status(id)).state).toBe('canceled');
    const events = await stack.sql<{ type: string }[]>`select type from events where resource_id = ${id} order by created_at`;
    expect(events.map((e) => e.type)).toEqual(['training_run.canceled']);
  }, 300_000);
});
