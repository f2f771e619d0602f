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
    // The first run holds the only slot long enough for the others to be seen waiting.
    await pushTinyDataset(stack, 'demo/queue-long', { episodes: 8, frames: 90, episodesPerFile: 1, size: 128 });
    await pushTinyDataset(stack, 'demo/queue', { episodes: 2, frames: 20, size: 64 });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('reports "queued: N jobs ahead" while waiting, then runs each in turn to success, charged once each', async () => {
    const create = (repo_id: string) => createAugmentation(stack, account, { source: { repo_id }, instructions: 'darker', config: { relight: { top: { exposure: -1 } } } });
    const runs = [await create('demo/queue-long'), await create('demo/queue'), await create('demo/queue')];
    const last = runs[2]!;
    const seen: AugmentationBody[] = [];
    await waitForAugmentation(stack, account, last.id, { seen, until: (a) => a.status !== 'processing' || /^queued: \d+ jobs? ahead$/.test(a.status_message ?? '') });
    expect(seen.at(-1)!.status_message).toMatch(/^queued: [12] jobs? ahead$/);
    const ended = await Promise.all(runs.map((run) => waitForAugmentation(stack, account, run.id, { timeoutMs: 300_000 })));
    for (const run of ended) expect(run.status, JSON.stringify(run.error)).toBe('succeeded');
    const usage = (await (await stack.request('/v1/usage', { headers: account.headers })).json()) as { data: { resource_id: string; entries: { kind: string }[] }[] };
    for (const run of ended) expect(usage.data.find((r) => r.resource_id === run.id)?.entries.filter((e) => e.kind === 'charge')).toHaveLength(1);
  }, 600_000);
});
