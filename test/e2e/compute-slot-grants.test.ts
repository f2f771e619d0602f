import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capacityOf, tellSlotHolders } from '../../activities/compute-slots.js';
import { JobNotFoundError } from '../../core/ports/compute.js';
import { releaseSlot } from '../../db/compute-slots.js';
import { SO101_RECORD_TEST } from '../helpers/shared-datasets.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';

// Runs beyond the compute slots wait in their workflows for a slot grant (db/compute-slots.ts):
// no activity, no heartbeat, no job, their place in the queue on GET, granted in order as slots free.
describe('compute slot grants', () => {
  let stack: TestStack;
  let account: TestAccount;
  const HOLDER = 'test-slot-holder';

  beforeAll(async () => {
    stack = await startStack({ env: { LOCAL_COMPUTE_SLOTS: 'cpu=1' } });
    account = await stack.createAccount({ credits: 1000, concurrencyLimit: 8 });
    await stack.deps.hub.push('lab/slots-so101', SO101_RECORD_TEST, { message: 'so101' });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const pool = () => stack.config.temporal.taskQueue;
  const get = async (id: string) => (await (await stack.request(`/v1/training_runs/${id}`, { headers: account.headers })).json()) as Record<string, any>;
  const waitFor = async (id: string, until: (run: Record<string, any>) => boolean) => {
    for (;;) {
      const run = await get(id);
      if (until(run)) return run;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const createRuns = async (count: number) => {
    const created = await stack.request('/v1/training_runs', {
      method: 'POST',
      headers: account.headers,
      json: { dataset: { uri: 'lab/slots-so101' }, policies: Array.from({ length: count }, () => 'mlp'), hardware_tier: 'cpu', config: { steps: 1_000_000, save_freq: 1_000_000 } },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    return ((await created.json()) as { data: { id: string }[] }).data.map((run) => run.id);
  };
  /** The test holds the only `cpu` slot, as a run would: a granted request outside any run. */
  const holdTheSlot = () => stack.sql`insert into compute_slot_requests (pool, tier, holder, granted_at, signaled_at) values (${pool()}, 'cpu', ${HOLDER}, now(), now())`;
  const releaseTheSlot = async () => tellSlotHolders(stack.sql, stack.temporal, stack.config, await releaseSlot(stack.sql, HOLDER, capacityOf(stack.config)));
  const requestOrder = async (ids: string[]) =>
    (await stack.sql<{ holder: string }[]>`select holder from compute_slot_requests where holder in ${stack.sql(ids)} order by id`).map((row) => row.holder);
  const jobExists = (id: string) => stack.deps.compute.status(id).then(() => true, (error: unknown) => (error instanceof JobNotFoundError ? false : Promise.reject(error)));

  /** Its job was submitted (granted, then started): the compute backend knows it. */
  const waitForJob = async (id: string) => {
    while (!(await jobExists(id))) await new Promise((resolve) => setTimeout(resolve, 100));
  };
  const cancel = async (id: string) => {
    expect((await stack.request(`/v1/training_runs/${id}/cancel`, { method: 'POST', headers: account.headers })).status).toBe(200);
    expect((await waitFor(id, (run) => ['succeeded', 'failed', 'canceled'].includes(run.status))).status).toBe('canceled');
    // The slot is given back after the ending is written: the workflow has closed once it is.
    await stack.temporal.workflow.getHandle(id).result();
  };

  it('holds no activity while waiting, says its place, grants in order, and a canceled waiting run never starts its job', async () => {
    await holdTheSlot();
    const ids = await createRuns(3);
    for (const id of ids) await waitFor(id, (run) => run.status !== 'processing' || /^queued: /.test(run.status_message ?? ''));
    const order = await requestOrder(ids);
    expect(order).toHaveLength(3);
    const [first, second, third] = order as [string, string, string];
    expect((await get(first)).status_message).toBe('queued: next for a compute slot');
    expect((await get(second)).status_message).toBe('queued: 1 job ahead');
    expect(await get(third)).toMatchObject({ status: 'processing', phase: 'provisioning', status_message: 'queued: 2 jobs ahead' });
    for (const id of order) {
      const description = await stack.temporal.workflow.getHandle(id).describe();
      expect(description.raw.pendingActivities ?? [], id).toHaveLength(0);
      expect(await jobExists(id), id).toBe(false);
    }

    // A waiting run canceled: ends at once, no job ever, and the run behind it moves up.
    await cancel(second);
    expect(await jobExists(second)).toBe(false);
    expect((await waitFor(third, (run) => run.status_message === 'queued: 1 job ahead')).status).toBe('processing');

    // The slot frees: the first is granted and starts its job; the third still waits, with no job, until the first gives its slot back.
    await releaseTheSlot();
    await waitForJob(first);
    expect((await waitFor(third, (run) => run.status_message === 'queued: next for a compute slot')).status).toBe('processing');
    expect(await jobExists(third)).toBe(false);
    await cancel(first);
    await waitForJob(third);
    await cancel(third);
    const grants = await stack.sql<{ holder: string; granted_at: Date | null; released_at: Date | null }[]>`
      select holder, granted_at, released_at from compute_slot_requests where holder in ${stack.sql(order)} order by id`;
    expect(grants.map((g) => [g.holder, g.granted_at !== null, g.released_at !== null])).toEqual([
      [first, true, true],
      [second, false, true],
      [third, true, true],
    ]);
    // One slot: the third was granted only once the first had given its slot back.
    expect(grants[2]!.granted_at!.getTime()).toBeGreaterThanOrEqual(grants[0]!.released_at!.getTime());
    const events = await stack.sql<{ resource_id: string; type: string }[]>`select resource_id, type from events where resource_id in ${stack.sql(order)} order by created_at`;
    expect(events.map((event) => [event.resource_id, event.type])).toEqual([
      [second, 'training_run.canceled'],
      [first, 'training_run.canceled'],
      [third, 'training_run.canceled'],
    ]);
  }, 600_000);

  it('a grant whose signal was lost (the worker died after the commit) still wakes its run', async () => {
    await holdTheSlot();
    const [id] = (await createRuns(1)) as [string];
    await waitFor(id, (run) => /^queued: /.test(run.status_message ?? ''));
    // What a release commits, without the signal that would have followed it.
    await stack.sql.begin(async (tx) => {
      await tx`update compute_slot_requests set released_at = now() where holder = ${HOLDER} and released_at is null`;
      await tx`update compute_slot_requests set granted_at = now() where holder = ${id} and released_at is null`;
    });
    await waitForJob(id);
    await cancel(id);
  }, 600_000);
});
