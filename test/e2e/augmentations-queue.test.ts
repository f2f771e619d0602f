import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAugmentation, pushTinyDataset, waitForAugmentation, type AugmentationBody } from '../helpers/augmentations.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';

// Heavy work runs in bounded slots: with one `cpu` slot, relights wait their turn and say where they are in the queue.
describe('relights beyond the compute slots wait in a queue', () => {
  let stack: TestStack;
  let account: TestAccount;

  beforeAll(async () => {
    stack = await startStack({ env: { LOCAL_COMPUTE_SLOTS: 'cpu=1' } });
    account = await stack.createAccount({ credits: 1000, concurrencyLimit: 8 });
    await pushTinyDataset(stack, 'demo/queue', { episodes: 2, frames: 20, size: 64 });
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
});
