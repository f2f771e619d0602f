/**
 * The augmentation service's own overhead, side by side in one run (not a test).
 * Run: npm run bench:augmentation
 *
 * Starts its own Temporal dev server and a fresh Postgres database, runs the API app and a worker
 * in this process (the same code `npm start` runs), and on one generated LeRobot v3.0 dataset
 * (BENCH_EPISODES episodes × 2 cameras, BENCH_WIDTH × BENCH_HEIGHT, BENCH_FRAMES frames, AV1,
 * one file per episode) pushed to a local hub measures:
 *   1. the relight job alone (`jobs/relight/main.ts` as a child process, as the worker runs it);
 *   2. the same relight through the API: create → `succeeded` (import, plan, charge, the job,
 *      publish to storage, end), polling GET by id every 50 ms.
 * Overhead = 2 − 1 (target ≤ 2 s), and the time each phase took as GET by id saw it.
 */
import { JOB_PROGRAMS } from '../backends/compute/job-programs.js';
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NativeConnection } from '@temporalio/worker';
import { createApp } from '../api/app.js';
import { connectTemporalClient } from '../api/temporal-client.js';
import { createComputeBackend, createHubBackend, createStorageBackend } from '../backends/index.js';
import { freePort } from '../cli/setup/free-port.js';
import { ensureTemporalCli } from '../cli/setup/temporal-cli.js';
import { startTemporalDevServer } from '../cli/setup/temporal-dev-server.js';
import { loadConfig, PROJECT_ROOT, readTemporalDevSettings } from '../core/config.js';
import { writeSyntheticDataset } from '../core/lerobot/synthetic.js';
import { RELIGHT_DEFAULTS } from '../core/relight/params.js';
import { SCOPES } from '../core/scopes.js';
import { insertAccount } from '../db/accounts.js';
import { issueApiKey } from '../db/api-keys.js';
import { createSql } from '../db/client.js';
import { dropDatabase, ensureDatabase } from '../db/ensure-database.js';
import { grantTokens } from '../db/ledger.js';
import { migrate } from '../db/migrate.js';
import { bundleWorkflows } from '../workers/bundle.js';
import { createWorker } from '../workers/create-worker.js';

const EPISODES = Number(process.env.BENCH_EPISODES ?? 10);
const FRAMES = Number(process.env.BENCH_FRAMES ?? 30);
const WIDTH = Number(process.env.BENCH_WIDTH ?? 640);
const HEIGHT = Number(process.env.BENCH_HEIGHT ?? 480);
const log = (line: string) => console.log(`[bench] ${line}`);
const relight = { front: { exposure: -1 }, top: { temperature: 3200, contrast: 1.2 } };

const workDir = await mkdtemp(join(tmpdir(), 'rlp-bench-aug-'));
const base = loadConfig();
const dbUrl = new URL(base.databaseUrl);
dbUrl.pathname = `/rlp_bench_aug_${Date.now().toString(36)}`;
await ensureDatabase(dbUrl.toString());
const cli = await ensureTemporalCli(log);
const temporalServer = await startTemporalDevServer({
  cliPath: cli.path, settings: readTemporalDevSettings(), dataDir: workDir, port: await freePort(), headless: true, log: (line) => log(`temporal: ${line}`),
});
const config = loadConfig({ ...process.env, DATABASE_URL: dbUrl.toString(), TEMPORAL_ADDRESS: temporalServer.address, DATA_DIR: join(workDir, 'data'), PUBLIC_BASE_URL: 'http://bench.local', TEMPORAL_TASK_QUEUE: 'bench-aug' });
const sql = createSql(config.databaseUrl, { max: 10, applicationName: 'robot-platform-bench' });
const connection = await NativeConnection.connect({ address: config.temporal.address });
let worker: Awaited<ReturnType<typeof createWorker>> | null = null;
let running: Promise<void> | null = null;
try {
  await migrate(sql);
  const hub = createHubBackend(config);
  const storage = createStorageBackend(config);
  const compute = createComputeBackend(config);
  const temporal = await connectTemporalClient(config);
  const app = createApp({ config, sql, temporal, hub, storage, compute, videoEngine: null });
  worker = await createWorker({
    connection, namespace: config.temporal.namespace, taskQueue: config.temporal.taskQueue,
    workflowBundle: { code: (await bundleWorkflows()).code }, deps: { config, sql, hub, storage, compute, videoEngine: null },
  });
  running = worker.run();
  const account = await insertAccount(sql, { name: 'bench' });
  await grantTokens(sql, { accountId: account.id, amount: 1_000_000, reason: 'bench' });
  const { key } = await issueApiKey(sql, { accountId: account.id, name: 'bench', scopes: [...SCOPES] });
  const headers = { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' };

  log(`generating ${EPISODES} episodes × 2 cameras, ${WIDTH}x${HEIGHT}, ${FRAMES} frames (AV1) …`);
  const source = join(workDir, 'source');
  await writeSyntheticDataset(source, {
    version: 'v3.0', episodes: EPISODES, framesPerEpisode: FRAMES, episodesPerFile: 1, imageStats: false,
    cameras: [{ name: 'front', width: WIDTH, height: HEIGHT }, { name: 'top', width: WIDTH, height: HEIGHT }],
  });
  const pushed = await hub.push('bench/source', source, { message: 'bench', tags: ['v3.0'] });
  const checkout = await hub.checkout('bench/source', pushed.commit);

  // 1. The job alone, exactly as the worker starts it.
  const spec = join(workDir, 'alone.json');
  await writeFile(spec, JSON.stringify({
    sourceDir: checkout, outputDir: join(workDir, 'alone'), concurrency: config.augmentations.relightConcurrency,
    cameras: { 'observation.images.front': { ...RELIGHT_DEFAULTS, ...relight.front }, 'observation.images.top': { ...RELIGHT_DEFAULTS, ...relight.top } },
  }));
  const jobStart = performance.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', config.augmentations.relightProgram ?? JOB_PROGRAMS.relight, spec], { cwd: PROJECT_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve() : reject(new Error(`relight job exited ${code}`))));
  });
  const jobSeconds = (performance.now() - jobStart) / 1000;

  // 2. Through the API.
  const start = performance.now();
  const created = await app.request('/v1/augmentations', {
    method: 'POST', headers, body: JSON.stringify({ source: { repo_id: 'bench/source' }, instructions: 'bench relight', model: 'relight', config: { relight } }),
  });
  const body = (await created.json()) as { id?: string };
  if (!body.id) throw new Error(`create failed: ${JSON.stringify(body)}`);
  const createdAt = performance.now();
  const phaseStart = new Map<string, number>();
  let status = 'processing';
  while (status === 'processing') {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const now = (await (await app.request(`/v1/augmentations/${body.id}`, { headers })).json()) as { status: string; phase: string | null; error: unknown };
    status = now.status;
    if (now.phase && !phaseStart.has(now.phase)) phaseStart.set(now.phase, performance.now());
    if (status !== 'processing' && status !== 'succeeded') throw new Error(`run ${status}: ${JSON.stringify(now.error)}`);
  }
  const end = performance.now();
  const totalSeconds = (end - start) / 1000;
  const marks = [...phaseStart.entries(), ['end', end] as [string, number]];
  console.log(`
relight job alone (child process):      ${jobSeconds.toFixed(2)} s
through the API, create → succeeded:    ${totalSeconds.toFixed(2)} s  (create answered in ${((createdAt - start) / 1000).toFixed(2)} s)
orchestration overhead (difference):    ${(totalSeconds - jobSeconds).toFixed(2)} s  target ≤ 2 s ${totalSeconds - jobSeconds <= 2 ? 'ok' : 'MISSED'}
phases as GET by id saw them: ${marks.slice(0, -1).map(([name, at], i) => `${name} ${((marks[i + 1]![1] - at) / 1000).toFixed(2)} s`).join(', ')}`);
} finally {
  worker?.shutdown();
  await running;
  await connection.close();
  await sql.end({ timeout: 5 });
  await temporalServer.stop();
  if (!process.env.BENCH_KEEP_DATABASE) await dropDatabase(dbUrl.toString());
  await rm(workDir, { recursive: true, force: true });
}
