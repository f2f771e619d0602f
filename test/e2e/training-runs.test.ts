import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainingProgressSignal } from '../../kinds/training_run/contracts/training-run.js';
import { progressSignalBudget, signalsInHistory } from '../helpers/workflow-signals.js';
import { processAlive, processGroupMembers } from '../../backends/compute/process-table.js';
import { createChargeTrainingRunActivity } from '../../kinds/training_run/activities/submit.js';
import { accountBalance } from '../../db/ledger.js';
import { accountNamespace } from '../../db/hub-namespaces.js';
import { SO101_RECORD_TEST } from '../helpers/shared-datasets.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const run = promisify(execFile);

let stack: TestStack;
let user: TestAccount;
let scratch: { path: string; cleanup: () => Promise<void> };
const DATASET = 'lab/so101-record-test';

// GPU tiers: the local backend serves `t4` here (a CPU stand-in) so charging runs end to end; `l4` stays unserved.
// LeRobot is kept out (a lerobot-train that does not exist), so `act` is unavailable here whatever
// the machine has installed; lerobot-train.test.ts trains it where LeRobot is installed.
beforeAll(async () => {
  stack = await startStack({ env: { LOCAL_COMPUTE_TIERS: 'cpu,t4', LOCAL_COMPUTE_SLOTS: 'cpu=4,*=2', LEROBOT_TRAIN: '/nonexistent/lerobot-train' } });
  await stack.deps.hub.push(DATASET, SO101_RECORD_TEST, { message: 'so101' });
  user = await stack.createAccount({ concurrencyLimit: 8 });
  scratch = await makeTempDir('training-e2e');
});
afterAll(async () => {
  await stack.stop();
  await scratch.cleanup();
});

type Run = Record<string, any>;

async function create(account: TestAccount, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return stack.request('/v1/training_runs', { method: 'POST', headers: { ...account.headers, ...headers }, json: { dataset: { uri: DATASET }, ...body } });
}
async function createOk(account: TestAccount, body: Record<string, unknown>): Promise<Run[]> {
  const response = await create(account, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { data: Run[] }).data;
}
async function get(account: TestAccount, id: string): Promise<Run> {
  const response = await stack.request(`/v1/training_runs/${id}`, { headers: account.headers });
  expect(response.status).toBe(200);
  return (await response.json()) as Run;
}
async function waitFor(account: TestAccount, id: string, done: (run: Run) => boolean, timeoutMs = 90_000, onEach?: (run: Run) => void): Promise<Run> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const current = await get(account, id);
    onEach?.(current);
    if (done(current)) return ended(current) ? storedEnding(account, id, deadline) : current;
    if (Date.now() > deadline) throw new Error(`timed out waiting on ${id}: ${JSON.stringify(current)}`);
    await sleep(150);
  }
}
const ended = (r: Run) => ['succeeded', 'failed', 'canceled'].includes(r.status);
/** GET shows an ending from the workflow a moment before the row (and its event) store it: the run once its row has ended. */
async function storedEnding(account: TestAccount, id: string, deadline: number): Promise<Run> {
  for (;;) {
    const [row] = await stack.sql<{ status: string }[]>`select status from training_runs where id = ${id}`;
    if (row && ended(row as Run)) return get(account, id);
    if (Date.now() > deadline) throw new Error(`timed out waiting on the stored ending of ${id}`);
    await sleep(150);
  }
}
async function eventsOf(id: string): Promise<string[]> {
  const rows = await stack.sql<{ type: string }[]>`select type from events where resource_id = ${id} order by created_at`;
  return rows.map((row) => row.type);
}
async function lastProgressStep(id: string): Promise<number> {
  const log = await readFile(stack.deps.compute.logPath(id), 'utf8').catch(() => '');
  const steps = log.split('\n').filter((l) => l.startsWith('{"event":"progress"')).map((l) => (JSON.parse(l) as { step: number }).step);
  return steps.at(-1) ?? 0;
}

describe('training runs over HTTP', () => {
  it('runs a two-policy batch end to end: phases, live metrics, logs, checkpoints, ZIP download, event', async () => {
    const runs = await createOk(user, { policies: ['mlp', 'mlp'], hardware_tier: 'cpu', robot: 'so101_follower', config: { steps: 200, batch_size: 32, save_freq: 100 }, webhook_metadata: { ticket: 7 } });
    expect(runs).toHaveLength(2);
    expect(runs[0]!.group_id).toMatch(/^grp_/);
    expect(runs[1]!.group_id).toBe(runs[0]!.group_id);
    expect(runs[0]).toMatchObject({ object: 'training_run', status: 'processing', phase: null, eval: null, policy: 'mlp', hardware_tier: 'cpu', robot: 'so101_follower', dataset: { uri: DATASET }, config: { steps: 200, batch_size: 32, save_freq: 100, eval_enabled: true }, tokens: { charged: 0, refunded: 0 }, webhook_metadata: { ticket: 7 } });

    const phases = new Set<string>();
    const losses: number[] = [];
    const done = await waitFor(user, runs[0]!.id, ended, 90_000, (r) => {
      phases.add(r.phase);
      if (r.metrics.loss !== null && r.status === 'processing') losses.push(r.metrics.loss);
    });
    expect(done).toMatchObject({ status: 'succeeded', phase: 'completed', progress: 1, error: null, metrics: { step: 200, max_steps: 200 } });
    expect(phases.has('training')).toBe(true);
    const progress = progressSignalBudget(await signalsInHistory(stack.temporal, done.id), trainingProgressSignal.name, (arg) => arg.phase ?? arg.waiting);
    expect(progress.count, JSON.stringify(progress)).toBeLessThanOrEqual(progress.most);
    // While it trained, GET showed the loss moving (the row is written at most once a second, so a short run shows a few values).
    expect(new Set(losses).size, JSON.stringify(losses)).toBeGreaterThanOrEqual(2);
    expect(done.metrics.loss).toBeGreaterThan(0);
    expect(done.eval).toMatchObject({ step: 200, split: 'held_out_episodes' });
    expect(done.started_at).not.toBeNull();
    expect(done.completed_at).not.toBeNull();
    expect(done.output).toMatchObject({ checkpoint_count: 2, hub_push_status: null, latest_checkpoint: { step: 200, download_url: `/v1/training_runs/${done.id}/checkpoints/200/download` } });

    const logs = (await (await stack.request(`/v1/training_runs/${done.id}/logs?tail=3`, { headers: user.headers })).json()) as Run;
    expect(logs).toMatchObject({ id: done.id, object: 'training_run_logs', tail: 3 });
    expect(logs.lines.at(-1)).toBe('End of training');
    const all = (await (await stack.request(`/v1/training_runs/${done.id}/logs?tail=10000`, { headers: user.headers })).json()) as Run;
    expect(all.lines.filter((l: string) => /^step:\d/.test(l))).toHaveLength(20);
    expect(all.lines.some((l: string) => l.startsWith('{'))).toBe(false);
    // The job's log holds the backend's own notice; the logs route leaves it out.
    expect(await readFile(stack.deps.compute.logPath(done.id), 'utf8')).toMatch(/^\[platform\] /);
    expect(all.lines.some((l: string) => l.includes('[platform]'))).toBe(false);
    expect(all.lines[0]).toMatch(/^Loading dataset/);

    const page1 = (await (await stack.request(`/v1/training_runs/${done.id}/checkpoints?limit=1`, { headers: user.headers })).json()) as Run;
    expect(page1).toMatchObject({ object: 'list', has_more: true, data: [{ object: 'training_checkpoint', step: 100 }] });
    const page2 = (await (await stack.request(`/v1/training_runs/${done.id}/checkpoints?limit=1&starting_after=${page1.next_cursor}`, { headers: user.headers })).json()) as Run;
    expect(page2).toMatchObject({ has_more: false, next_cursor: null, data: [{ step: 200 }] });

    const zip = await stack.request(`/v1/training_runs/${done.id}/checkpoints/200/download`, { headers: user.headers });
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    const file = join(scratch.path, 'checkpoint.zip');
    await writeFile(file, Buffer.from(await zip.arrayBuffer()));
    const listing = (await run('unzip', ['-Z1', file])).stdout.split('\n').filter(Boolean).sort();
    expect(listing).toEqual(['pretrained_model/config.json', 'pretrained_model/model.safetensors', 'pretrained_model/train_config.json']);
    const config = JSON.parse((await run('unzip', ['-p', file, 'pretrained_model/config.json'])).stdout) as Run;
    expect(config).toMatchObject({ type: 'mlp' });
    expect((await stack.request(`/v1/training_runs/${done.id}/checkpoints/150/download`, { headers: user.headers })).status).toBe(404);

    expect(await eventsOf(done.id)).toEqual(['training_run.completed']);
    const [event] = await stack.sql<{ data: { object: Run }; webhook_metadata: unknown }[]>`select data, webhook_metadata from events where resource_id = ${done.id}`;
    expect(event!.data.object).toMatchObject({ id: done.id, status: 'succeeded', output: { checkpoint_count: 2 } });
    expect(event!.webhook_metadata).toEqual({ ticket: 7 });

    const second = await waitFor(user, runs[1]!.id, ended);
    expect(second.status).toBe('succeeded');
    const list = (await (await stack.request('/v1/training_runs?limit=2', { headers: user.headers })).json()) as Run;
    expect(list.data.map((r: Run) => r.id).sort()).toEqual(runs.map((r) => r.id).sort());
    expect(list.data.every((r: Run) => r.phase === null && r.eval === null && r.metrics.step === 200)).toBe(true);
    const operation = (await (await stack.request(`/v1/operations/${done.id}`, { headers: user.headers })).json()) as Run;
    expect(operation).toMatchObject({ object: 'operation', kind: 'training_run', status: 'succeeded', resource_url: `/v1/training_runs/${done.id}` });
  });

  it('shows the live metrics the trainer reported; cancel kills the job’s processes; a second cancel is 409', async () => {
    const [created] = await createOk(user, { policies: ['mlp'], config: { steps: 1_000_000, save_freq: 1_000_000 } });
    const id = created!.id as string;
    await waitFor(user, id, (r) => r.phase === 'training' && r.metrics.step > 0);
    let reported = 0;
    for (let i = 0; i < 3; i++) {
      // The trainer moves on; GET by id follows it.
      for (let tries = 0; tries < 600 && (await lastProgressStep(id)) <= reported; tries++) await sleep(50);
      reported = await lastProgressStep(id);
      const seen = await waitFor(user, id, (r) => r.metrics.step >= reported);
      expect(seen.progress).toBeGreaterThan(0);
    }
    const logsDuring = (await (await stack.request(`/v1/training_runs/${id}/logs?tail=5`, { headers: user.headers })).json()) as Run;
    expect(logsDuring.lines.length).toBeGreaterThan(0);

    const pid = (JSON.parse(await readFile(join(stack.deps.compute.jobDir(id), 'pid'), 'utf8')) as { pid: number }).pid;
    expect((await processGroupMembers(pid)).length).toBeGreaterThan(0);
    const response = await stack.request(`/v1/training_runs/${id}/cancel`, { method: 'POST', headers: user.headers });
    expect(response.status).toBe(200);
    // The cancel answers at once; the run stops its job, then GET shows it canceled.
    expect(await response.json()).toMatchObject({ id, status: 'canceling', phase: null });
    await expect.poll(async () => (await get(user, id)).status, { timeout: 120_000, interval: 100 }).toBe('canceled');
    expect(await processGroupMembers(pid)).toEqual([]);
    expect(await processAlive(pid, null)).toBe(false);
    const after = await get(user, id);
    expect(after).toMatchObject({ status: 'canceled', phase: 'canceled' });
    expect(after.completed_at).not.toBeNull();
    const again = await stack.request(`/v1/training_runs/${id}/cancel`, { method: 'POST', headers: user.headers });
    expect(again.status).toBe(409);
    expect(((await again.json()) as Run).error.code).toBe('not_cancelable');
    expect(await eventsOf(id)).toEqual(['training_run.canceled']);
    const logsAfter = (await (await stack.request(`/v1/training_runs/${id}/logs`, { headers: user.headers })).json()) as Run;
    expect(logsAfter.lines.length).toBeGreaterThan(0);
  });

  it('survives a worker restart mid-job: the new worker re-attaches and the run completes with every log line once', async () => {
    const [created] = await createOk(user, { policies: ['mlp'], config: { steps: 1500, save_freq: 750 } });
    const id = created!.id as string;
    await waitFor(user, id, (r) => r.phase === 'training' && r.metrics.step > 0);
    const pid = (JSON.parse(await readFile(join(stack.deps.compute.jobDir(id), 'pid'), 'utf8')) as { pid: number }).pid;
    await stack.restartWorker();
    expect(await processAlive(pid, null)).toBe(true);
    const done = await waitFor(user, id, ended, 120_000);
    expect(done).toMatchObject({ status: 'succeeded', metrics: { step: 1500 }, output: { checkpoint_count: 2 } });
    const logs = (await (await stack.request(`/v1/training_runs/${id}/logs?tail=10000`, { headers: user.headers })).json()) as Run;
    expect(logs.lines.filter((l: string) => /^step:/.test(l))).toHaveLength(75);
    expect(logs.lines.filter((l: string) => l === 'End of training')).toHaveLength(1);
    expect(await eventsOf(id)).toEqual(['training_run.completed']);
  });
});

describe('a trainer that dies', () => {
  it('ends the run failed with training_failed and its last line; the logs stay readable', async () => {
    const [created] = await createOk(user, { policies: ['mlp'], config: { steps: 1_000_000 } });
    const id = created!.id as string;
    await waitFor(user, id, (r) => r.phase === 'training' && r.metrics.step > 0);
    const pgid = (JSON.parse(await readFile(join(stack.deps.compute.jobDir(id), 'pid'), 'utf8')) as { pid: number }).pid;
    const trainer = (await processGroupMembers(pgid)).filter((pid) => pid !== pgid);
    expect(trainer.length).toBeGreaterThan(0);
    for (const pid of trainer) process.kill(pid, 'SIGKILL');
    const done = await waitFor(user, id, ended);
    expect(done).toMatchObject({ status: 'failed', phase: 'failed', error: { code: 'training_failed' } });
    expect(done.error.message).toMatch(/^The training job failed: exited with status 137(; last line: .+)?$/);
    expect(await eventsOf(id)).toEqual(['training_run.failed']);
    const logs = (await (await stack.request(`/v1/training_runs/${id}/logs`, { headers: user.headers })).json()) as Run;
    expect(logs.lines.some((l: string) => /^step:/.test(l))).toBe(true);
  });
});

describe('training run create: validation, limits, money, idempotency', () => {
  const count = async (account: TestAccount) => (await stack.sql<{ n: number }[]>`select count(*)::int as n from training_runs where account_id = ${account.account.id}`)[0]!.n;

  it('validates the batch as a whole and creates nothing when any part is wrong', async () => {
    const account = await stack.createAccount({ concurrencyLimit: 8 });
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ policies: ['mlp', 'nope'] }, 400, 'parameter_invalid', 'policies.1'],
      [{ policies: ['mlp', 'act'] }, 400, 'parameter_invalid', 'policies.1'],
      [{ policies: [] }, 400, 'parameter_invalid', 'policies'],
      [{ policies: Array(9).fill('mlp') }, 400, 'parameter_invalid', 'policies'],
      [{ policies: ['mlp'], hardware_tier: 'x'.repeat(65) }, 400, 'parameter_invalid', 'hardware_tier'],
      [{ policies: ['mlp'], hardware_tier: 'quantum' }, 400, 'parameter_invalid', 'hardware_tier'],
      [{ policies: ['mlp'], robot: 'r'.repeat(65) }, 400, 'parameter_invalid', 'robot'],
      [{ policies: ['mlp'], dataset: { uri: 'lab/missing' } }, 404, 'dataset_not_found', 'dataset.uri'],
      [{ policies: ['mlp'], dataset: { uri: 'not a uri' } }, 400, 'parameter_invalid', 'dataset.uri'],
      [{ policies: ['mlp'], config: { steps: 0 } }, 400, 'parameter_invalid', 'config.steps'],
      [{ policies: ['mlp'], cameras: { rename: { side: 'wrist' } } }, 400, 'camera_not_found', 'cameras.rename.side'],
      [{ policies: ['mlp'], output: { push_to_hub: true } }, 400, 'parameter_invalid', 'output.hub_repo_id'],
    ];
    for (const [body, status, code, param] of cases) {
      const response = await create(account, body);
      const error = ((await response.json()) as Run).error;
      expect([response.status, error.code, error.param], JSON.stringify(body)).toEqual([status, code, param]);
    }
    expect(await count(account)).toBe(0);
  });

  it('rejects a batch larger than the free concurrency with 429 before starting anything', async () => {
    const account = await stack.createAccount({ concurrencyLimit: 2 });
    const response = await create(account, { policies: ['mlp', 'mlp', 'mlp'] });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await response.json()) as Run).error).toMatchObject({ code: 'concurrency_limit_exceeded', details: { limit: 2, in_flight: 0, requested: 3 } });
    expect(await count(account)).toBe(0);
    const [first] = await createOk(account, { policies: ['mlp'], config: { steps: 1_000_000 } });
    const second = await create(account, { policies: ['mlp', 'mlp'] });
    expect(second.status).toBe(429);
    await stack.request(`/v1/training_runs/${first!.id}/cancel`, { method: 'POST', headers: account.headers });
    expect(await count(account)).toBe(1);
  });

  it('charges a GPU tier exactly one GPU-hour when the job starts, never refunds; CPU is free; 402 when the balance is short', async () => {
    const account = await stack.createAccount({ credits: 100, concurrencyLimit: 8 });
    const short = await create(account, { policies: ['mlp', 'mlp'], hardware_tier: 't4' });
    expect(short.status).toBe(402);
    expect(((await short.json()) as Run).error).toMatchObject({ code: 'insufficient_tokens', details: { required: 120, balance: 100 } });

    const [gpu] = await createOk(account, { policies: ['mlp'], hardware_tier: 't4', config: { steps: 100 } });
    const done = await waitFor(account, gpu!.id, ended);
    expect(done).toMatchObject({ status: 'succeeded', tokens: { charged: 60, refunded: 0 } });
    expect(await accountBalance(stack.sql, account.account.id)).toBe(40);
    const ledger = await stack.sql<{ kind: string; amount: number }[]>`select kind, amount from ledger_entries where resource_id = ${gpu!.id}`;
    expect(ledger).toEqual([{ kind: 'charge', amount: 60 }]);
    // A retried charge (Temporal retries activities) takes nothing more.
    const charge = createChargeTrainingRunActivity({ ...stack.deps });
    expect(await charge(gpu!.id)).toEqual({ charged: 60 });
    expect(await accountBalance(stack.sql, account.account.id)).toBe(40);
    expect((await get(account, gpu!.id)).tokens).toEqual({ charged: 60, refunded: 0 });

    const [cpu] = await createOk(account, { policies: ['mlp'], hardware_tier: 'cpu', config: { steps: 50 } });
    expect((await waitFor(account, cpu!.id, ended)).tokens).toEqual({ charged: 0, refunded: 0 });
    expect(await accountBalance(stack.sql, account.account.id)).toBe(40);
  });

  it('ends a run whose job cannot start as failed submission_failed, uncharged', async () => {
    const account = await stack.createAccount({ credits: 1000, concurrencyLimit: 8 });
    const [run] = await createOk(account, { policies: ['mlp'], hardware_tier: 'l4', config: { steps: 50 } });
    const done = await waitFor(account, run!.id, ended);
    expect(done).toMatchObject({ status: 'failed', phase: 'failed', error: { code: 'submission_failed' }, tokens: { charged: 0 }, started_at: null });
    expect(await accountBalance(stack.sql, account.account.id)).toBe(1000);
    expect(await eventsOf(run!.id)).toEqual(['training_run.failed']);
  });

  it('honours Idempotency-Key: same payload replays the same runs, another payload is 409', async () => {
    const account = await stack.createAccount({ concurrencyLimit: 8 });
    const body = { policies: ['mlp'], config: { steps: 20 } };
    const first = await create(account, body, { 'Idempotency-Key': 'train-1' });
    const replay = await create(account, body, { 'Idempotency-Key': 'train-1' });
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const firstIds = ((await first.json()) as Run).data.map((r: Run) => r.id);
    expect(((await replay.json()) as Run).data.map((r: Run) => r.id)).toEqual(firstIds);
    const other = await create(account, { ...body, config: { steps: 30 } }, { 'Idempotency-Key': 'train-1' });
    expect(other.status).toBe(409);
    expect(((await other.json()) as Run).error.code).toBe('idempotency_key_reused');
    expect(await count(account)).toBe(1);
    await waitFor(account, firstIds[0], ended);
  });

  it('estimates one GPU-hour per run; hours echoed, not used', async () => {
    const estimate = async (json: unknown) => (await stack.request('/v1/training_runs/estimate', { method: 'POST', headers: user.headers, json })).json() as Promise<Run>;
    expect(await estimate({ hardware_tier: 't4', policies: 3, hours: 5 })).toEqual({ object: 'training_run_estimate', tokens: 180, tokens_per_run: 60, assumptions: { hardware_tier: 't4', hours: 5, policies: 3 } });
    expect(await estimate({ hardware_tier: 'cpu', policies: 2, hours: 1 })).toMatchObject({ tokens: 0, tokens_per_run: 0 });
    expect(await estimate({ hardware_tier: 'unknown', policies: 1, hours: 1 })).toMatchObject({ tokens: 0 });
  });

  it('pushes the last checkpoint to the hub when asked', async () => {
    const repo = `${accountNamespace(user.account.id)}/so101-mlp`;
    const [created] = await createOk(user, { policies: ['mlp'], config: { steps: 40, save_freq: 20 }, output: { push_to_hub: true, hub_repo_id: repo } });
    expect(created!.output).toMatchObject({ hub_push_status: 'pending', hub_repo_id: repo });
    const done = await waitFor(user, created!.id, ended);
    // The repo, never where this server keeps it (issue 23, F6).
    expect(done.output).toMatchObject({ hub_push_status: 'succeeded', hub_repo_id: repo, hub_url: `hub://${repo}` });
    expect(JSON.stringify(done)).not.toContain(stack.dataDir);
    const resolved = await stack.deps.hub.resolve(repo);
    const files = await stack.deps.hub.checkout(repo, resolved.commit);
    expect(JSON.parse(await readFile(join(files, 'config.json'), 'utf8'))).toMatchObject({ type: 'mlp' });
    expect(JSON.parse(await readFile(join(files, 'train_config.json'), 'utf8'))).toMatchObject({ steps: 40 });
  });

  it("answers another account's run like a missing one", async () => {
    const other = await stack.createAccount();
    const [mine] = await createOk(user, { policies: ['mlp'], config: { steps: 20 } });
    for (const path of ['', '/logs', '/checkpoints']) {
      const response = await stack.request(`/v1/training_runs/${mine!.id}${path}`, { headers: other.headers });
      expect(response.status).toBe(404);
    }
    await waitFor(user, mine!.id, ended);
  });
});
