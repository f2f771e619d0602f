/**
 * Webhook fan-out, measured end to end with the real worker process (workers/main.ts: delivery
 * worker + dispatcher) against its own Temporal dev server (SQLite file, as `npm start` runs it)
 * and a fresh Postgres database. Three local receivers verify every signature with the
 * `standardwebhooks` library. Run: npm run bench:webhooks
 *
 * Phases, side by side in one run:
 *   1. healthy, paced: BENCH_EVENTS events at BENCH_RATE events/s → latency from the event's
 *      commit to each receiver's 2xx (target p99 ≤ 500 ms) and deliveries/s;
 *   2. burst: BENCH_EVENTS events committed as fast as possible → the most deliveries/s
 *      (target ≥ 200);
 *   3. degraded, paced like 1: receiver C answers 500 for BENCH_OUTAGE_S seconds (60) while A
 *      and B stay healthy → A and B's latency against phase 1 (target: no added latency), and
 *      how long C's backlog takes once it answers again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort } from '../cli/setup/free-port.js';
import { ensureTemporalCli } from '../cli/setup/temporal-cli.js';
import { startTemporalDevServer } from '../cli/setup/temporal-dev-server.js';
import { loadConfig, PROJECT_ROOT, readTemporalDevSettings } from '../core/config.js';
import { newId } from '../core/ids.js';
import { generateSigningSecret } from '../core/webhooks/signature.js';
import { insertAccount } from '../db/accounts.js';
import { createSql } from '../db/client.js';
import { dropDatabase, ensureDatabase } from '../db/ensure-database.js';
import { migrate } from '../db/migrate.js';
import { changeStatusWithEvent } from '../db/status-change.js';
import { insertWebhookEndpoint } from '../db/webhook-endpoints.js';
import { WebhookReceiver } from '../test/helpers/webhook-receiver.js';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1000);
const RATE = Number(process.env.BENCH_RATE ?? 10);
const OUTAGE_S = Number(process.env.BENCH_OUTAGE_S ?? 60);
const TABLE = 'bench_runs';

const log = (line: string) => console.log(`[bench] ${line}`);

// ── setup ────────────────────────────────────────────────────────────────────────────────
const base = loadConfig();
const dbUrl = new URL(base.databaseUrl);
dbUrl.pathname = `/rlp_bench_webhooks_${Date.now().toString(36)}`;
const databaseUrl = dbUrl.toString();
await ensureDatabase(databaseUrl);
const sql = createSql(databaseUrl, { max: 20, applicationName: 'robot-platform-bench' });
await migrate(sql);
await sql.unsafe(`create table ${TABLE} (id text primary key, account_id text not null, status text not null, completed_at timestamptz)`);

const workDir = await mkdtemp(join(tmpdir(), 'rlp-bench-webhooks-'));
let temporal: Awaited<ReturnType<typeof startTemporalDevServer>> | null = null;
let temporalAddress = process.env.BENCH_TEMPORAL_ADDRESS;
if (!temporalAddress) {
  const cli = await ensureTemporalCli(log);
  temporal = await startTemporalDevServer({
    cliPath: cli.path,
    settings: readTemporalDevSettings(),
    dataDir: workDir,
    port: await freePort(),
    headless: true,
    log: (line) => log(`temporal: ${line}`),
  });
  temporalAddress = temporal.address;
}
log(`Temporal dev server at ${temporalAddress} (SQLite file in ${workDir}), database ${dbUrl.pathname.slice(1)}`);

const receivers = { A: await new WebhookReceiver().start(), B: await new WebhookReceiver().start(), C: await new WebhookReceiver().start() };
const account = await insertAccount(sql, { name: 'bench' });
for (const receiver of Object.values(receivers)) {
  const secret = generateSigningSecret();
  await insertWebhookEndpoint(sql, { accountId: account.id, url: receiver.url, enabledEvents: ['*'], description: null, metadata: {}, secret });
  receiver.useSecret(secret);
}

const worker = startWorker();
await waitForWorker();

// ── measurement ──────────────────────────────────────────────────────────────────────────
const committedAt = new Map<string, number>();

async function commitEvent(): Promise<void> {
  const id = newId('augmentation');
  await sql`insert into ${sql(TABLE)} (id, account_id, status) values (${id}, ${account.id}, 'processing')`;
  const result = await changeStatusWithEvent<{ id: string; account_id: string; status: string }>(sql, {
    table: TABLE,
    id,
    fromStatuses: ['processing'],
    set: { status: 'succeeded', completed_at: new Date() },
    event: (row) => ({ type: 'augmentation.completed', resourceKind: 'augmentation', object: { id: row.id, object: 'augmentation', status: row.status } }),
  });
  committedAt.set(result!.event!.id, Date.now());
}

/** Commits `count` events at `rate`/s (open loop: a slow commit never delays the next one), or all at once when rate is 0. */
async function commitEvents(count: number, rate: number): Promise<string[]> {
  const before = new Set(committedAt.keys());
  if (rate <= 0) {
    let next = 0;
    await Promise.all(Array.from({ length: 16 }, async () => {
      while (next++ < count) await commitEvent();
    }));
  } else {
    const start = performance.now();
    const pending: Promise<void>[] = [];
    for (let i = 0; i < count; i++) {
      const due = start + (i * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      pending.push(commitEvent());
    }
    await Promise.all(pending);
  }
  return [...committedAt.keys()].filter((id) => !before.has(id));
}

/** First 2xx time of each event at a receiver. */
function acknowledged(receiver: WebhookReceiver): Map<string, number> {
  const first = new Map<string, number>();
  for (const r of receiver.received) if (r.answered < 300 && !first.has(r.webhookId)) first.set(r.webhookId, r.receivedAt);
  return first;
}

async function waitForAll(eventIds: string[], which: WebhookReceiver[], timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (which.every((r) => {
      const acks = acknowledged(r);
      return eventIds.every((id) => acks.has(id));
    })) return true;
    await sleep(250);
  }
  return false;
}

/** CPU seconds a process has used so far (Linux). */
function cpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return NaN;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

interface PhaseResult {
  name: string;
  deliveries: number;
  missing: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

function summarise(name: string, eventIds: string[], which: WebhookReceiver[]): PhaseResult {
  const latencies: number[] = [];
  let last = 0;
  let missing = 0;
  for (const receiver of which) {
    const acks = acknowledged(receiver);
    for (const id of eventIds) {
      const at = acks.get(id);
      if (at === undefined) {
        missing++;
        continue;
      }
      latencies.push(at - committedAt.get(id)!);
      last = Math.max(last, at);
    }
  }
  latencies.sort((a, b) => a - b);
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? NaN;
  const first = Math.min(...eventIds.map((id) => committedAt.get(id)!));
  return { name, deliveries: latencies.length, missing, perSecond: latencies.length / ((last - first) / 1000), p50: q(0.5), p95: q(0.95), p99: q(0.99), max: latencies.at(-1) ?? NaN };
}

const all = Object.values(receivers);
try {
  log('warming up (50 events) …');
  const warm = await commitEvents(50, 25);
  if (!(await waitForAll(warm, all, 60_000))) throw new Error('warm-up deliveries did not arrive');

  log(`phase 1: ${EVENTS} events at ${RATE}/s to 3 healthy receivers …`);
  const healthyIds = await commitEvents(EVENTS, RATE);
  await waitForAll(healthyIds, all, 10 * 60_000);
  const healthy = summarise(`healthy, ${RATE} events/s`, healthyIds, all);
  const healthyAB = summarise('  of which A and B', healthyIds, [receivers.A, receivers.B]);

  await sleep(2000);
  log(`phase 2: ${EVENTS} events as fast as possible …`);
  const cpuBefore = { temporal: cpuSeconds(temporal?.child.pid), worker: cpuSeconds(worker.pid), bench: process.cpuUsage() };
  const burstIds = await commitEvents(EVENTS, 0);
  await waitForAll(burstIds, all, 10 * 60_000);
  const burst = summarise('burst (all at once)', burstIds, all);
  const benchCpu = process.cpuUsage(cpuBefore.bench);
  const perDelivery = (seconds: number) => `${((seconds * 1000) / burst.deliveries).toFixed(1)} ms`;
  const cpu = {
    temporal: perDelivery(cpuSeconds(temporal?.child.pid) - cpuBefore.temporal),
    worker: perDelivery(cpuSeconds(worker.pid) - cpuBefore.worker),
    bench: perDelivery((benchCpu.user + benchCpu.system) / 1e6),
  };

  await sleep(2000);
  log(`phase 3: receiver C answers 500 for ${OUTAGE_S} s; ${EVENTS} events at ${RATE}/s …`);
  const outageEnds = Date.now() + OUTAGE_S * 1000;
  receivers.C.reply = () => ({ status: Date.now() < outageEnds ? 500 : 200 });
  const degradedIds = await commitEvents(EVENTS, RATE);
  await waitForAll(degradedIds, [receivers.A, receivers.B], 10 * 60_000);
  const degraded = summarise(`C failing: A and B`, degradedIds, [receivers.A, receivers.B]);
  const failedAttempts = receivers.C.received.filter((r) => r.answered === 500).length;
  log(`waiting for C to answer again and receive its backlog …`);
  await sleep(Math.max(0, outageEnds - Date.now()));
  const drained = await waitForAll(degradedIds, [receivers.C], 10 * 60_000);
  const cAcks = acknowledged(receivers.C);
  const failedAtC = new Set(receivers.C.received.filter((r) => r.answered === 500).map((r) => r.webhookId));
  const backlog = degradedIds.filter((id) => failedAtC.has(id));
  const backlogDoneS = drained ? (Math.max(...backlog.map((id) => cAcks.get(id)!)) - outageEnds) / 1000 : NaN;

  const fmt = (r: PhaseResult) =>
    `${r.name.padEnd(26)} ${String(r.deliveries).padStart(6)} ${String(r.missing).padStart(7)} ${r.perSecond.toFixed(1).padStart(13)} ${[r.p50, r.p95, r.p99, r.max].map((v) => `${Math.round(v)} ms`.padStart(9)).join('')}`;
  console.log(`
Webhook fan-out: ${EVENTS} events per phase to 3 receivers, commit → receiver's 2xx (one run, noisy shared machine)
${'phase'.padEnd(26)} ${'deliv.'.padStart(6)} ${'missing'.padStart(7)} ${'deliveries/s'.padStart(13)}${['p50', 'p95', 'p99', 'max'].map((h) => h.padStart(9)).join('')}
${fmt(healthy)}
${fmt(healthyAB)}
${fmt(burst)}
${fmt(degraded)}

targets:
  p99 healthy ≤ 500 ms ............................ ${Math.round(healthy.p99)} ms ${healthy.p99 <= 500 ? 'ok' : 'MISSED'}
  deliveries/s ≥ 200 (burst) ...................... ${burst.perSecond.toFixed(1)} ${burst.perSecond >= 200 ? 'ok' : 'MISSED'}
  A+B with C failing vs healthy: p50 ×${(degraded.p50 / healthyAB.p50).toFixed(2)}, p99 ×${(degraded.p99 / healthyAB.p99).toFixed(2)} (${Math.round(degraded.p99)} vs ${Math.round(healthyAB.p99)} ms)
  C during its outage: ${failedAttempts} failed attempts (500) for ${backlog.length} events; ${drained ? `all of them reached C within ${backlogDoneS.toFixed(1)} s of it answering again` : 'NOT all reached C within 10 minutes'}
  signatures rejected by standardwebhooks: ${all.reduce((n, r) => n + r.rejected.length, 0)}

CPU per delivery in the burst: Temporal dev server ${cpu.temporal}, worker process ${cpu.worker} (workflow tasks, attempts, dispatcher), bench ${cpu.bench} (commits, 3 receivers); ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}
`);
} finally {
  worker.kill('SIGTERM');
  await new Promise((resolve) => worker.once('exit', resolve));
  for (const receiver of all) await receiver.stop();
  await sql.end({ timeout: 5 });
  await temporal?.stop();
  if (!process.env.BENCH_KEEP_DATABASE) await dropDatabase(databaseUrl);
  await rm(workDir, { recursive: true, force: true });
}

function startWorker(): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('../workers/main.ts', import.meta.url))], {
    cwd: PROJECT_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      TEMPORAL_ADDRESS: temporalAddress,
      TEMPORAL_TASK_QUEUE: `bench-${Date.now().toString(36)}`,
      DATA_DIR: workDir,
      // The receivers listen on 127.0.0.1, refused by default.
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    },
  });
  child.stdout!.on('data', (chunk: Buffer) => process.stdout.write(`[worker] ${chunk}`.replace(/\[worker\] \[worker\]/g, '[worker]')));
  return child;
}

async function waitForWorker(): Promise<void> {
  const deadline = Date.now() + 120_000;
  const ready = () => sql`select count(*)::int as n from pg_stat_activity where application_name = 'robot-platform-worker' and datname = ${dbUrl.pathname.slice(1)}`;
  while (Date.now() < deadline) {
    if (worker.exitCode !== null) throw new Error(`the worker exited (${worker.exitCode})`);
    const [row] = await ready();
    // The dispatcher's LISTEN connection is open once the worker is up.
    if (row!.n > 0) {
      await sleep(2000);
      return;
    }
    await sleep(250);
  }
  throw new Error('the worker did not start within 2 minutes');
}

