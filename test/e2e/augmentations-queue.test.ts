import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAugmentation, pushTinyDataset, waitForAugmentation, type AugmentationBody } from '../helpers/augmentations.js';
import { SO101_RECORD_TEST } from '../helpers/shared-datasets.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';

// Heavy work runs in bounded slots: with one `cpu` slot, runs wait their turn and say where they are in the queue.
// The worker runs only two short activities at once here, fewer than the runs waiting: the activities
// that follow waiting jobs must not take those slots, or no charge, cancel or ending could run.
describe('relights beyond the compute slots wait in a queue', () => {
  let stack: TestStack;
  let account: TestAccount;

  beforeAll(async () => {
    stack = await startStack({ env: { LOCAL_COMPUTE_SLOTS: 'cpu=1', WORKER_ACTIVITY_SLOTS: '2' } });
    account = await stack.createAccount({ credits: 1000, concurrencyLimit: 8 });
    await pushTinyDataset(stack, 'demo/queue', { episodes: 2, frames: 20, size: 64 });
    await stack.deps.hub.push('lab/queue-so101', SO101_RECORD_TEST, { message: 'so101' });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('reports "queued: N jobs ahead" while waiting, then runs each in turn to success, charged once each', async () => {
    // A job of our own holds the only `cpu` slot until the test releases it, so the relights must queue.
    const release = join(stack.dataDir, 'release-slot');
    await stack.deps.compute.submit({ jobId: 'slot-holder', tier: 'cpu', gpus: 0, command: ['sh', '-c', `while [ ! -e '${release}' ]; do sleep 0.1; done`] });
    const create = () => createAugmentation(stack, account, { source: { repo_id: 'demo/queue' }, instructions: 'darker', config: { relight: { top: { exposure: -1 } } } });
    const runs = [await create(), await create()];
    const seen: AugmentationBody[] = [];
    await waitForAugmentation(stack, account, runs[1]!.id, { seen, until: (a) => a.status !== 'processing' || /^queued: /.test(a.status_message ?? '') });
    // Which of the two submits its job first is a race; either way it waits behind the held slot.
    expect(seen.at(-1)!.status_message).toMatch(/^queued: (1 job ahead|next for a compute slot)$/);
    await writeFile(release, '');
    const ended = await Promise.all(runs.map((run) => waitForAugmentation(stack, account, run.id, { timeoutMs: 300_000 })));
    for (const run of ended) expect(run.status, JSON.stringify(run.error)).toBe('succeeded');
    const usage = (await (await stack.request('/v1/usage', { headers: account.headers })).json()) as { data: { resource_id: string; entries: { kind: string }[] }[] };
    for (const run of ended) expect(usage.data.find((r) => r.resource_id === run.id)?.entries.filter((e) => e.kind === 'charge')).toHaveLength(1);
  }, 600_000);

  it('queues training runs the same way: a waiting run says where it is, a cancel ends it at once, the next runs when the slot frees', async () => {
    const release = join(stack.dataDir, 'release-training-slot');
    await stack.deps.compute.submit({ jobId: 'training-slot-holder', tier: 'cpu', gpus: 0, command: ['sh', '-c', `while [ ! -e '${release}' ]; do sleep 0.1; done`] });
    const created = await stack.request('/v1/training_runs', {
      method: 'POST',
      headers: account.headers,
      json: { dataset: { uri: 'lab/queue-so101' }, policies: ['mlp', 'mlp', 'mlp', 'mlp'], hardware_tier: 'cpu', config: { steps: 100, save_freq: 100 } },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const [first, second, ...others] = ((await created.json()) as { data: { id: string }[] }).data.map((run) => run.id);
    const get = async (id: string) => (await (await stack.request(`/v1/training_runs/${id}`, { headers: account.headers })).json()) as Record<string, any>;
    const waitFor = async (id: string, until: (run: Record<string, any>) => boolean) => {
      for (;;) {
        const run = await get(id);
        if (until(run)) return run;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const waiting = await waitFor(second!, (run) => run.status !== 'processing' || /^queued: /.test(run.status_message ?? ''));
    // Waiting for a compute slot is the contract's provisioning phase, not preparing (issue 23, F16).
    expect(waiting).toMatchObject({ status: 'processing', phase: 'provisioning' });
    // The four submit in any order behind the held slot.
    expect(waiting.status_message).toMatch(/^queued: ([1-3] jobs? ahead|next for a compute slot)$/);
    // Lists read the row, which the follower writes just after it signals the workflow.
    let listed: Record<string, any> | undefined;
    for (let tries = 0; tries < 100 && !/^queued: /.test(listed?.status_message ?? ''); tries++) {
      const page = (await (await stack.request('/v1/training_runs?limit=10', { headers: account.headers })).json()) as { data: Record<string, any>[] };
      listed = page.data.find((run) => run.id === second);
      if (!listed?.status_message?.startsWith('queued: ')) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(listed?.status_message).toMatch(/^queued: /);

    const canceled = await stack.request(`/v1/training_runs/${second}/cancel`, { method: 'POST', headers: account.headers });
    expect(canceled.status).toBe(200);
    expect(await canceled.json()).toMatchObject({ id: second, status: 'canceling' });
    expect((await waitFor(second!, (run) => run.status === 'canceled')).status).toBe('canceled');
    for (const other of others) expect((await stack.request(`/v1/training_runs/${other}/cancel`, { method: 'POST', headers: account.headers })).status).toBe(200);
    // Cancel answers at once (canceling): each waiting run has ended before the first is let go.
    for (const other of others) expect((await waitFor(other, (run) => run.status === 'canceled')).status).toBe('canceled');
    await writeFile(release, '');
    const done = await waitFor(first!, (run) => ['succeeded', 'failed', 'canceled'].includes(run.status));
    expect(done.status, JSON.stringify(done.error)).toBe('succeeded');
    const events = await stack.sql<{ resource_id: string; type: string }[]>`select resource_id, type from events where resource_id in ${stack.sql([first!, second!, ...others])} order by created_at`;
    // The waiting runs end in any order among themselves (each cancel is answered before its run ends), all before the first completes.
    const pairs = events.map((event) => [event.resource_id, event.type]);
    expect(pairs[0]).toEqual([second, 'training_run.canceled']);
    expect(pairs.slice(1, -1).sort()).toEqual(others.map((other) => [other, 'training_run.canceled']).sort());
    expect(pairs.at(-1)).toEqual([first, 'training_run.completed']);
  }, 600_000);
});
