import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SO101_RECORD_TEST } from '../helpers/shared-datasets.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Run = Record<string, any>;
const DATASET = 'lab/so101-record-test';
let stack: TestStack;
let alice: TestAccount;
let bob: TestAccount;

beforeAll(async () => {
  stack = await startStack({ env: { LEROBOT_TRAIN: '/nonexistent/lerobot-train' } });
  await stack.deps.hub.push(DATASET, SO101_RECORD_TEST, { message: 'so101' });
  alice = await stack.createAccount({ concurrencyLimit: 4 });
  bob = await stack.createAccount({ concurrencyLimit: 4 });
});
afterAll(async () => {
  await stack?.stop();
});

async function create(account: TestAccount, body: Record<string, unknown>) {
  const response = await stack.request('/v1/training_runs', { method: 'POST', headers: account.headers, json: { dataset: { uri: DATASET }, policies: ['mlp'], hardware_tier: 'cpu', ...body } });
  return { status: response.status, body: (await response.json()) as Run };
}
async function waitEnded(account: TestAccount, id: string): Promise<Run> {
  for (;;) {
    const run = (await (await stack.request(`/v1/training_runs/${id}`, { headers: account.headers })).json()) as Run;
    if (['succeeded', 'failed', 'canceled'].includes(run.status)) return run;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
/** The training losses the job logged, in order (its `progress` lines). */
async function losses(id: string): Promise<number[]> {
  const log = await readFile(stack.deps.compute.logPath(id), 'utf8');
  return log.split('\n').filter((line) => line.startsWith('{"event":"progress"')).map((line) => (JSON.parse(line) as { loss: number | null }).loss).filter((loss): loss is number => loss !== null);
}

describe('from_checkpoint', () => {
  it("continues from another run's checkpoint (weights and optimizer state); others' and missing checkpoints are 404", async () => {
    const first = await create(alice, { config: { steps: 60, batch_size: 16, save_freq: 30 } });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const a = first.body.data[0] as Run;
    expect(a.from_checkpoint).toBeNull();
    expect((await waitEnded(alice, a.id)).status).toBe('succeeded');

    const bad: [TestAccount, string, number, string][] = [
      [bob, `${a.id}:60`, 404, 'from_checkpoint'],
      [alice, `${a.id}:7`, 404, 'from_checkpoint'],
      [alice, 'trn_nope', 400, 'from_checkpoint'],
    ];
    for (const [account, from, status, param] of bad) {
      const response = await create(account, { from_checkpoint: from });
      expect(response.status, from).toBe(status);
      expect(response.body.error.param).toBe(param);
    }

    const second = await create(alice, { from_checkpoint: `${a.id}:60`, config: { steps: 20, batch_size: 16, save_freq: 20 } });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    const b = second.body.data[0] as Run;
    expect(b.from_checkpoint).toBe(`${a.id}:60`);
    const done = await waitEnded(alice, b.id);
    expect(done.status, JSON.stringify(done)).toBe('succeeded');
    expect(done.metrics.step).toBe(20);
    const lines = ((await (await stack.request(`/v1/training_runs/${b.id}/logs?tail=1000`, { headers: alice.headers })).json()) as { lines: string[] }).lines;
    expect(lines.some((line) => line.startsWith('Starting from the checkpoint in --init_from'))).toBe(true);
    expect(lines.join('\n')).not.toMatch(/\/tmp\/|rlp-stack/);
    // It starts where the first run ended, not from scratch: its first loss is below the first run's first.
    const [aLosses, bLosses] = [await losses(a.id), await losses(b.id)];
    expect(bLosses[0]!).toBeLessThan(aLosses[0]!);
    expect(bLosses[0]!).toBeLessThan((aLosses[0]! + aLosses.at(-1)!) / 2);
  });
});
