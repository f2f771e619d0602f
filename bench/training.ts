/**
 * Training-run orchestration overhead and API latency under training load. Not a test.
 * Run: npm run bench:training   (BENCH_STEPS=1000, BENCH_BATCH_STEPS=300, BENCH_BATCH=8)
 *
 *   1. the same CPU `mlp` run (so101 recording, BENCH_STEPS steps) twice, side by side:
 *      the trainer started directly as a process, and a run through the API (POST → succeeded,
 *      polled every 100 ms) → orchestration overhead in seconds and as a share of the run;
 *   2. one batch of BENCH_BATCH runs on one worker while a client reads GET /v1/training_runs/{id}
 *      in a loop → the API's p50/p99 for GET by id (target p99 ≤ 50 ms). BENCH_GET_RATE=N sends
 *      N GETs a second instead, open loop (a dashboard watching 8 runs asks ~8/s).
 * The API runs in this process over real HTTP, the worker in its own process (workers/main.ts),
 * the trainers as its jobs; its own Temporal dev server and a fresh Postgres database.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { serve } from '@hono/node-server';
import { createApp } from '../api/app.js';
import { connectTemporalClient } from '../api/temporal-client.js';
import { BUILTIN_TRAINER, LocalCompute, nodeProgram } from '../backends/compute/local.js';
import { createComputeBackend, createHubBackend, createStorageBackend } from '../backends/index.js';
import { freePort } from '../cli/setup/free-port.js';
import { ensureTemporalCli } from '../cli/setup/temporal-cli.js';
import { startTemporalDevServer } from '../cli/setup/temporal-dev-server.js';
import { loadConfig, PROJECT_ROOT, readTemporalDevSettings } from '../core/config.js';
import { SCOPES } from '../core/scopes.js';
import { insertAccount } from '../db/accounts.js';
import { issueApiKey } from '../db/api-keys.js';
import { createSql } from '../db/client.js';
import { dropDatabase, ensureDatabase } from '../db/ensure-database.js';
import { migrate } from '../db/migrate.js';
import { liveStateQuery } from '../contracts/resource.js';

const STEPS = Number(process.env.BENCH_STEPS ?? 1000);
const BATCH = Number(process.env.BENCH_BATCH ?? 8);
const BATCH_STEPS = Number(process.env.BENCH_BATCH_STEPS ?? 300);
const DIAGNOSE_EVERY = 4;
/** GETs per second, open loop, across the batch's runs; 0 (default): one client in a closed loop, 20 ms between GETs. */
const GET_RATE = Number(process.env.BENCH_GET_RATE ?? 0);
const DATASET_DIR = join(PROJECT_ROOT, 'test', 'fixtures', 'datasets', 'so101-record-test');
const log = (line: string) => console.log(`[bench] ${line}`);

const workDir = await mkdtemp(join(tmpdir(), 'rlp-bench-training-'));
const base = loadConfig();
const dbUrl = new URL(base.databaseUrl);
dbUrl.pathname = `/rlp_bench_training_${Date.now().toString(36)}`;
const cli = await ensureTemporalCli(log);
const temporalServer = await startTemporalDevServer({ cliPath: cli.path, settings: readTemporalDevSettings(), dataDir: workDir, port: await freePort(), headless: true, log: () => {} });
const config = loadConfig({
  ...process.env,
  DATABASE_URL: dbUrl.toString(),
  TEMPORAL_ADDRESS: temporalServer.address,
  TEMPORAL_TASK_QUEUE: 'bench-training',
  DATA_DIR: workDir,
  LOCAL_COMPUTE_SLOTS: `cpu=${BATCH}`,
  RATE_LIMIT_PER_SECOND: '100000',
  RATE_LIMIT_BURST: '100000',
});
await ensureDatabase(config.databaseUrl);
const sql = createSql(config.databaseUrl, { max: 20, applicationName: 'robot-platform-bench' });
await migrate(sql);

// The API's own client, as api/server.ts makes it.
const temporal = await connectTemporalClient(config);
const deps = { config, sql, hub: createHubBackend(config), storage: createStorageBackend(config), compute: createComputeBackend(config) };
await deps.hub.push('bench/so101', DATASET_DIR, { message: 'bench' });
// The worker in its own process, as `npm start` runs it.
const worker = spawn(process.execPath, ['--import', 'tsx', join(PROJECT_ROOT, 'workers', 'main.ts')], {
  env: { ...process.env, DATABASE_URL: config.databaseUrl, TEMPORAL_ADDRESS: config.temporal.address, TEMPORAL_TASK_QUEUE: config.temporal.taskQueue, DATA_DIR: workDir, LOCAL_COMPUTE_SLOTS: `cpu=${BATCH}` },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve, reject) => {
  let out = '';
  worker.stdout!.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (out.includes('polling task queues')) resolve();
  });
  worker.on('exit', (code) => reject(new Error(`worker exited ${code}`)));
});
const app = createApp({ ...deps, temporal });
const port = await freePort();
const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
const baseUrl = `http://127.0.0.1:${port}`;
const account = await insertAccount(sql, { name: 'bench', concurrencyLimit: BATCH + 2 });
const { key } = await issueApiKey(sql, { accountId: account.id, name: 'bench', scopes: [...SCOPES] });
const headers = { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' };

type Run = { id: string; status: string; metrics: { step: number | null } };
const createRuns = async (policies: string[], steps: number): Promise<Run[]> => {
  const response = await fetch(`${baseUrl}/v1/training_runs`, { method: 'POST', headers, body: JSON.stringify({ dataset: { uri: 'bench/so101' }, policies, hardware_tier: 'cpu', config: { steps, batch_size: 64, save_freq: Math.ceil(steps / 2) } }) });
  if (response.status !== 201) throw new Error(`create: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: Run[] }).data;
};
const getRun = async (id: string): Promise<{ run: Run; ms: number }> => {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/v1/training_runs/${id}`, { headers });
  const run = (await response.json()) as Run;
  return { run, ms: performance.now() - started };
};
const isEnded = (run: Run) => ['succeeded', 'failed', 'canceled'].includes(run.status);

// The direct run starts the trainer as the backend starts a job (same CPUs, same niceness), so the
// difference is orchestration alone.
const directCompute = new LocalCompute({ jobsDir: join(workDir, 'direct-jobs'), cpus: config.localCompute.cpus, cgroup: config.localCompute.cgroup });
const jobLauncher = await directCompute.launchPrefix();

function directRun(steps: number): Promise<number> {
  const out = join(workDir, `direct-${steps}`);
  const [program, ...args] = nodeProgram(BUILTIN_TRAINER, [`--dataset.root=${DATASET_DIR}`, `--output_dir=${out}`, `--steps=${steps}`, '--batch_size=64', `--save_freq=${Math.ceil(steps / 2)}`, '--log_freq=20']);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(jobLauncher[0]!, [...jobLauncher.slice(1), program!, ...args], { stdio: 'ignore' });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve((performance.now() - started) / 1000) : reject(new Error(`trainer exited ${code}`))));
  });
}

async function apiRun(steps: number): Promise<number> {
  const started = performance.now();
  const [run] = await createRuns(['mlp'], steps);
  for (;;) {
    const { run: current } = await getRun(run!.id);
    if (isEnded(current)) {
      if (current.status !== 'succeeded') throw new Error(`run ${run!.id} ${current.status}`);
      return (performance.now() - started) / 1000;
    }
    await sleep(100);
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

try {
  // Warm-up: the first catalog read probes for lerobot-train; one short run warms the worker's caches.
  await fetch(`${baseUrl}/v1/training_policies`, { headers });
  await apiRun(20);
  log(`jobs run as: ${jobLauncher.join(' ')} … (LOCAL_COMPUTE_CPUS=${config.localCompute.cpus}; ${os.availableParallelism()} CPUs; cgroup: ${directCompute.cgroup?.dir ?? 'none'})`);
  if (process.env.BENCH_SKIP_SINGLE !== '1') {
  log(`1. one mlp run of ${STEPS} steps: direct process vs through the API (interleaved, three times each)`);
  const direct: number[] = [];
  const api: number[] = [];
  for (let i = 0; i < 3; i++) {
    direct.push(await directRun(STEPS));
    api.push(await apiRun(STEPS));
  }
  const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
  const d = median(direct);
  const a = median(api);
  log(`   direct process: ${direct.map((s) => s.toFixed(2)).join(' s, ')} s`);
  log(`   through the API: ${api.map((s) => s.toFixed(2)).join(' s, ')} s`);
  log(`   overhead (medians): ${(a - d).toFixed(2)} s = ${(((a - d) / d) * 100).toFixed(1)}% of the direct run; ratio api/direct ${(a / d).toFixed(3)}`);
  }

  log(`2. one batch of ${BATCH} mlp runs (${BATCH_STEPS} steps each) on one worker; GET by id meanwhile, ${GET_RATE > 0 ? `${GET_RATE}/s open loop` : 'one client in a closed loop (20 ms between GETs)'}`);
  // A run that has ended answers from its row alone: the GET's cost without the workflow query.
  const finishedLatencies: number[] = [];
  const [finished] = await createRuns(['mlp'], 20);
  let finishedRunId: string | null = null;
  for (let tries = 0; tries < 600 && !finishedRunId; tries++) {
    if (isEnded((await getRun(finished!.id)).run)) finishedRunId = finished!.id;
    else await sleep(100);
  }
  // The API's own process waiting for CPU shows here, apart from Temporal and Postgres.
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  loopDelay.enable();
  const started = performance.now();
  const runs = await createRuns(Array(BATCH).fill('mlp'), BATCH_STEPS);
  const latencies: number[] = [];
  const queryLatencies: number[] = [];
  const remaining = new Set(runs.map((r) => r.id));
  if (GET_RATE > 0) {
    // Open loop: GET i is due at i / rate whatever earlier ones took, and its latency counts from
    // when it was due, so a stall shows in full (no coordinated omission).
    const inFlight = new Set<Promise<void>>();
    const firstDue = performance.now();
    for (let i = 0; remaining.size > 0; i++) {
      const due = firstDue + (i * 1000) / GET_RATE;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const id = runs[i % runs.length]!.id;
      const request = getRun(id).then(({ run }) => {
        latencies.push(performance.now() - due);
        if (isEnded(run)) remaining.delete(id);
      });
      inFlight.add(request);
      void request.finally(() => inFlight.delete(request));
      if (inFlight.size > 64) await Promise.race(inFlight);
    }
    await Promise.all(inFlight);
  } else {
    let i = 0;
    while (remaining.size > 0) {
      const id = runs[i++ % runs.length]!.id;
      const { run, ms } = await getRun(id);
      latencies.push(ms);
      if (isEnded(run)) remaining.delete(id);
      // The breakdown is sampled on one GET in DIAGNOSE_EVERY, so it adds little load of its own.
      const diagnose = i % DIAGNOSE_EVERY === 0;
      if (diagnose && finishedRunId) finishedLatencies.push((await getRun(finishedRunId)).ms);
      if (diagnose && !isEnded(run)) {
        // The workflow query alone, to tell its share of the GET's latency from the rest.
        const queryStarted = performance.now();
        await temporal.workflow.getHandle(id).query(liveStateQuery()).catch(() => undefined);
        queryLatencies.push(performance.now() - queryStarted);
      }
      await sleep(20);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  log(`   batch finished in ${seconds.toFixed(1)} s; ${latencies.length} GETs (${(latencies.length / seconds).toFixed(1)}/s): p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms`);
  log(`   the API process's event loop delay: p99 ${(loopDelay.percentile(99) / 1e6).toFixed(1)} ms max ${(loopDelay.max / 1e6).toFixed(1)} ms`);
  if (finishedLatencies.length > 0) log(`   GET by id of an ended run meanwhile (no query, ${finishedLatencies.length}): p50 ${percentile(finishedLatencies, 50).toFixed(1)} ms, p99 ${percentile(finishedLatencies, 99).toFixed(1)} ms`);
  if (queryLatencies.length > 0) log(`   the live-state workflow query alone (${queryLatencies.length}): p50 ${percentile(queryLatencies, 50).toFixed(1)} ms, p99 ${percentile(queryLatencies, 99).toFixed(1)} ms`);
} finally {
  server.close();
  worker.kill('SIGTERM');
  await new Promise((resolve) => worker.once('exit', resolve));
  await temporal.connection.close();
  await sql.end({ timeout: 5 });
  await dropDatabase(config.databaseUrl).catch(() => undefined);
  await temporalServer.stop();
  await rm(workDir, { recursive: true, force: true });
}
