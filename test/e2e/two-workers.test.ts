import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client, Connection } from '@temporalio/client';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { createHubBackend } from '../../backends/index.js';
import { freePort } from '../../cli/setup/free-port.js';
import { ensureServiceNode } from '../../cli/setup/service-node.js';
import { loadConfig, type Config } from '../../core/config.js';
import { writeSyntheticDataset } from '../../core/lerobot/index.js';
import { SCOPES } from '../../core/scopes.js';
import { insertAccount } from '../../db/accounts.js';
import { issueApiKey } from '../../db/api-keys.js';
import { createSql } from '../../db/client.js';
import { dropDatabase, ensureDatabase } from '../../db/ensure-database.js';
import { grantTokens } from '../../db/ledger.js';
import { migrate } from '../../db/migrate.js';
import { activityPlacements, isWorkerPid } from '../helpers/activity-placement.js';
import { startServiceProcess, type ServiceProcess } from '../helpers/service-process.js';
import { SO101_RECORD_TEST } from '../helpers/shared-datasets.js';

// Two worker processes (workers/main.ts) and two API processes (api/server.ts) on one Temporal
// namespace and task queue, one Postgres database and one data directory, as `npm start` runs one
// of each. Each worker follows one compute job at a time (WORKER_JOB_FOLLOWERS=1), so two
// training runs in flight are necessarily followed by different workers: both are seen working at
// once. Then one worker's process group is killed with kill -9 while it follows a job, and every
// run ends on the other: succeeded, charged exactly as the rules say, one terminal event each.
// The database is this file's own: each worker also sweeps the webhook outbox and prunes events.

type Body = Record<string, any>;
const TRAINING_STEPS = 1500;
const TRAINING_TOKENS = 60; // a t4 GPU-hour; the local backend stands in for the GPU here
const ended = (run: Body) => ['succeeded', 'failed', 'canceled'].includes(run.status);

let databaseUrl: string;
let dataDir: string;
let config: Config;
let temporal: Client;
let headers: Record<string, string>;
const workers: ServiceProcess[] = [];
const apis: { process: ServiceProcess; base: string }[] = [];

async function call(api: number, path: string, init: { method?: string; json?: unknown } = {}): Promise<{ status: number; body: Body }> {
  const response = await fetch(`${apis[api]!.base}${path}`, {
    method: init.method ?? 'GET',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  return { status: response.status, body: (await response.json()) as Body };
}

/** What the last probe saw, for the message when a wait fails. */
let lastSeen = '';

async function waitFor<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 360_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  lastSeen = '';
  for (;;) {
    const found = await probe();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what} (last seen: ${lastSeen || 'nothing'})`);
    await sleep(200);
  }
}

async function createTraining(api: number): Promise<string> {
  const { status, body } = await call(api, '/v1/training_runs', {
    method: 'POST',
    json: { dataset: { uri: 'lab/so101' }, policies: ['mlp'], hardware_tier: 't4', config: { steps: TRAINING_STEPS, batch_size: 16, save_freq: 500, eval_enabled: false } },
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return (body.data as Body[])[0]!.id as string;
}

async function createRelight(api: number): Promise<string> {
  const { status, body } = await call(api, '/v1/augmentations', {
    method: 'POST',
    json: { source: { repo_id: 'lab/tiny' }, instructions: 'one stop darker', config: { relight: { top: { exposure: -1 } } } },
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body.id as string;
}

/** The training's job is running on this machine: its wrapper wrote the job's pid (the positive signal that it was launched once). */
async function jobLaunched(runId: string): Promise<boolean> {
  return readFile(join(config.jobsDir, runId, 'pid'), 'utf8').then(() => true, () => false);
}

/** Which worker (index) runs this training's job follower now, if one does. */
async function followerOf(runId: string): Promise<number | null> {
  const running = (await activityPlacements(temporal, runId)).find((p) => p.running && p.activity === 'watchTrainingJob');
  if (!running) return null;
  const index = workers.findIndex((w) => isWorkerPid(running.identity, w.pid));
  return index >= 0 ? index : null;
}

/** Every run as the API shows it, where its activities run, and its jobs' last log lines: printed when a wait fails. */
async function snapshot(runs: string[], pathOf: (id: string) => string): Promise<string> {
  const lines: string[] = [];
  for (const id of runs) {
    const { body } = await call(1, pathOf(id));
    const placements = await activityPlacements(temporal, id).catch((error: Error) => error.message);
    lines.push(`${id}: ${body.status}/${body.phase ?? '-'} ${body.status_message ?? ''} step ${body.metrics?.step ?? '-'}; activities ${JSON.stringify(placements)}`);
  }
  for (const name of await readdir(config.jobsDir).catch(() => [] as string[])) {
    const log = await readFile(join(config.jobsDir, name, 'log'), 'utf8').catch(() => '');
    const files = await readdir(join(config.jobsDir, name)).catch(() => []);
    lines.push(`job ${name} [${files.join(' ')}]: ${log.trim().split('\n').slice(-3).join(' | ')}`);
  }
  return lines.join('\n');
}

beforeAll(async () => {
  const url = new URL(inject('databaseUrl'));
  url.pathname = `${url.pathname}_two_workers`;
  databaseUrl = url.toString();
  await ensureDatabase(databaseUrl);
  const sql = createSql(databaseUrl, { max: 2 });
  dataDir = await mkdtemp(join(tmpdir(), 'rlp-two-workers-'));
  const env: Record<string, string> = {
    DATABASE_URL: databaseUrl,
    TEMPORAL_ADDRESS: inject('temporalAddress'),
    TEMPORAL_NAMESPACE: inject('temporalNamespace'),
    TEMPORAL_TASK_QUEUE: `two-workers-${process.pid}`,
    DATA_DIR: dataDir,
    PUBLIC_BASE_URL: 'http://api.test',
    LOCAL_COMPUTE_TIERS: 'cpu,t4',
    LOCAL_COMPUTE_SLOTS: 'cpu=2,t4=2',
    // Jobs on every CPU: the two trainings run side by side (the default keeps the first CPU for the service).
    LOCAL_COMPUTE_CPUS: 'all',
    // As test/helpers/stack.ts: the other test file running at once is not "the service" these jobs should yield to
    // (in the jobs' cgroup, cpu.shares 2 against its 1024, they would wait on it).
    LOCAL_COMPUTE_CGROUP: 'off',
    LEROBOT_TRAIN: '/nonexistent/lerobot-train',
    WORKER_JOB_FOLLOWERS: '1',
    // Every process on this host takes a free port for its metrics (the defaults would collide).
    WORKER_METRICS_PORT: '0',
    WORKER_SDK_METRICS_PORT: '0',
    API_METRICS_PORT: '0',
    RATE_LIMIT_PER_SECOND: '100000',
    RATE_LIMIT_BURST: '100000',
    HOST: '127.0.0.1',
  };
  config = loadConfig(env);
  try {
    await migrate(sql);
    const account = await insertAccount(sql, { name: 'two workers', concurrencyLimit: 10, features: [] });
    await grantTokens(sql, { accountId: account.id, amount: 1000, reason: 'test grant' });
    const { key } = await issueApiKey(sql, { accountId: account.id, name: 'two workers', scopes: [...SCOPES] });
    headers = { Authorization: `Bearer ${key}` };
  } finally {
    await sql.end();
  }

  const hub = createHubBackend(config);
  await hub.push('lab/so101', SO101_RECORD_TEST, { message: 'so101' });
  const tiny = join(dataDir, 'src-tiny');
  await writeSyntheticDataset(tiny, { version: 'v3.0', episodes: 2, framesPerEpisode: 8, fps: 30, imageStats: false, cameras: [{ name: 'front', width: 64, height: 64 }, { name: 'top', width: 64, height: 64 }] });
  await hub.push('lab/tiny', tiny, { message: 'tiny', tags: ['v3.0'] });

  temporal = new Client({ connection: await Connection.connect({ address: config.temporal.address }), namespace: config.temporal.namespace });
  const node = (await ensureServiceNode(() => {})).path;
  const ports = [await freePort(), await freePort()];
  for (let i = 0; i < 2; i++) workers.push(startServiceProcess(node, 'workers/main.ts', env));
  for (const port of ports) apis.push({ process: startServiceProcess(node, 'api/server.ts', { ...env, PORT: String(port) }), base: `http://127.0.0.1:${port}` });
  await Promise.all([
    ...workers.map((w) => w.output.waitFor(/\[worker\] polling task queues/)),
    ...apis.map((a) => a.process.output.waitFor(/\[api\] listening on/)),
  ]);
}, 300_000);

afterAll(async () => {
  await Promise.all([...workers, ...apis.map((a) => a.process)].map((p) => p.stop()));
  // Local jobs run in sessions of their own: end any a failed test left behind.
  for (const name of await readdir(config?.jobsDir ?? '/nonexistent').catch(() => [] as string[])) {
    const pid = await readFile(join(config.jobsDir, name, 'pid'), 'utf8').then((text) => (JSON.parse(text) as { pid: number }).pid, () => null);
    if (pid) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // ended
      }
    }
  }
  await temporal?.connection.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  if (databaseUrl) await dropDatabase(databaseUrl).catch(() => {});
}, 120_000);

describe('two workers and two API processes on one namespace and one database', () => {
  it('share the runs, and when one worker is killed with kill -9 every run finishes on the other, charged once, with one terminal event', async () => {
    onTestFailed(() => {
      for (const [i, w] of workers.entries()) console.log(`--- worker ${i} (pid ${w.pid}), last lines:\n${w.output.lines.slice(-30).join('\n')}`);
    });
    // One training through each API; the second only once the first's job is launched, so the two
    // submissions never race for the same job directory (see docs/operating-reliability.md).
    const first = await createTraining(0);
    await waitFor(`${first}'s job to start`, () => jobLaunched(first));
    const second = await createTraining(1);
    await waitFor(`${second}'s job to start`, () => jobLaunched(second));

    // Positive signal: both jobs' followers are running, one on each worker (each holds one follower at most).
    const followers = await waitFor('a follower of each training on each worker', async () => {
      const found = [await followerOf(first), await followerOf(second)];
      return found[0] !== null && found[1] !== null ? (found as [number, number]) : null;
    });
    expect(new Set(followers).size).toBe(2);
    const [victim, survivor] = [followers[0], followers[1]];

    // A relight through the second API: its follower waits for a free follower slot.
    const relights = [await createRelight(1)];
    const runs = [first, second, ...relights];
    const pathOf = (id: string) => (id.startsWith('aug_') ? `/v1/augmentations/${id}` : `/v1/training_runs/${id}`);

    // Either API answers for a run created through the other.
    for (const id of runs) {
      for (const api of [0, 1]) {
        const { status, body } = await call(api, pathOf(id));
        expect(status).toBe(200);
        expect(body.id).toBe(id);
      }
    }

    // kill -9 the group of the worker following the first training, mid-run (jobs run in sessions of
    // their own: the job outlives its follower, as on a compute backend, whether or not it is still running).
    const beforeKill = await call(0, pathOf(first));
    expect(beforeKill.body.status).toBe('processing');
    await workers[victim]!.killGroup();

    const finals = new Map<string, Body>();
    for (const id of runs) {
      finals.set(id, await waitFor(`${id} to end`, async () => {
        const { status, body } = await call(1, pathOf(id));
        lastSeen = `${status} ${body.status}/${body.phase ?? '-'} ${body.status_message ?? ''} step ${body.metrics?.step ?? '-'}`;
        return status === 200 && ended(body) ? body : null;
      }).catch(async (error: Error) => {
        throw new Error(`${error.message}\n${await snapshot(runs, pathOf)}`);
      }));
    }
    for (const [id, run] of finals) expect(run.status, `${id}: ${JSON.stringify(run.error)}`).toBe('succeeded');
    expect(finals.get(first)!.metrics.step).toBe(TRAINING_STEPS);

    // The killed worker's follower was taken over, not its job restarted: the survivor closed a later attempt, and the first training ran one job.
    const firstPlacements = await activityPlacements(temporal, first);
    const watched = firstPlacements.filter((p) => p.activity === 'watchTrainingJob');
    expect(watched.length, JSON.stringify(firstPlacements)).toBeGreaterThan(0);
    expect(isWorkerPid(watched.at(-1)!.identity, workers[survivor]!.pid), JSON.stringify(watched)).toBe(true);
    expect(watched.at(-1)!.attempt).toBeGreaterThan(1);
    expect((await readdir(config.jobsDir)).filter((name) => name.startsWith(first))).toEqual([first]);

    // Both workers did work: the killed one followed the first training until the kill (seen above),
    // and the survivor closed the follower of each training (of the second from the start).
    const secondWatched = (await activityPlacements(temporal, second)).filter((p) => p.activity === 'watchTrainingJob');
    expect(secondWatched.map((p) => isWorkerPid(p.identity, workers[survivor]!.pid)), JSON.stringify(secondWatched)).toEqual([true]);

    // Exact charges (a t4 GPU-hour per training, the relight's estimate once, nothing refunded) and one terminal event per run.
    const usage = await call(0, '/v1/usage');
    expect(usage.status).toBe(200);
    for (const id of runs) {
      const entries = ((usage.body.data as Body[]).find((r) => r.resource_id === id)?.entries ?? []).map((e: Body) => [e.kind, Number(e.amount)]);
      const expected = id.startsWith('aug_') ? [['charge', finals.get(id)!.tokens.charged]] : [['charge', TRAINING_TOKENS]];
      expect(entries, id).toEqual(expected);
      if (id.startsWith('aug_')) expect(finals.get(id)!.tokens.charged).toBeGreaterThan(0);

      // Once the workflow has closed nothing can write another event for the run.
      await waitFor(`${id}'s workflow to close`, async () => (await temporal.workflow.getHandle(id).describe()).status.name === 'COMPLETED');
      const events = await call(1, `/v1/events?resource_id=${id}&limit=100`);
      const terminal = (events.body.data as Body[]).map((e) => e.type as string).filter((t) => /\.(completed|failed|canceled)$/.test(t));
      expect(terminal, id).toEqual([id.startsWith('aug_') ? 'augmentation.completed' : 'training_run.completed']);
    }
  }, 420_000);
});
