/**
 * The chaos suite's own stack: a Temporal dev server on a SQLite file (so it can be stopped and
 * started again), a fresh Postgres database, the worker as a child process in its own process
 * group (so kill -9 of the group is what an operator's crash looks like), and the API in this
 * process over real HTTP.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import type { Client } from '@temporalio/client';
import { createApp } from '../../api/app.js';
import { connectTemporalClient } from '../../api/temporal-client.js';
import { createComputeBackend, createHubBackend, createStorageBackend } from '../../backends/index.js';
import { createVideoEngine } from '../../backends/video/index.js';
import { freePort } from '../../cli/setup/free-port.js';
import { describeServiceNode, ensureServiceNode } from '../../cli/setup/service-node.js';
import { ensureTemporalCli } from '../../cli/setup/temporal-cli.js';
import { startTemporalDevServer, type RunningDevServer } from '../../cli/setup/temporal-dev-server.js';
import { loadConfig, PROJECT_ROOT, readTemporalDevSettings, type Config } from '../../core/config.js';
import { modelsDir } from '../../core/sim/environment.js';
import { FEATURES, SCOPES } from '../../core/scopes.js';
import { insertAccount } from '../../db/accounts.js';
import { issueApiKey } from '../../db/api-keys.js';
import { createSql, type Sql } from '../../db/client.js';
import { dropDatabase, ensureDatabase } from '../../db/ensure-database.js';
import { grantTokens } from '../../db/ledger.js';
import { migrate } from '../../db/migrate.js';


export interface ChaosStack {
  config: Config;
  workDir: string;
  sql: Sql;
  baseUrl: string;
  headers: Record<string, string>;
  hub: ReturnType<typeof createHubBackend>;
  /** The suite's own Temporal client (where a run's activities run: faults.ts finds the worker to kill). */
  temporal: Client;
  /** The first running worker (the only one unless the stack was started with more). */
  worker(): ChildProcess;
  /** Every running worker, oldest first. */
  workers(): ChildProcess[];
  /** Times a worker exited without the suite killing it (then the suite restarts it, as `npm start` would). */
  unexpectedWorkerExits: number;
  /** kill -9 the process group of one worker (default: the first); resolves when it has exited. */
  killWorkerGroup(worker?: ChildProcess): Promise<void>;
  startWorker(): Promise<void>;
  /** Starts workers until as many run as the stack was started with (after a fault that left one killed). */
  ensureWorkers(): Promise<void>;
  restartTemporal(): Promise<void>;
  stop(): Promise<void>;
}

/** `workers`: how many worker processes poll the one task queue (2 for the kill-one-of-two-workers fault). */
export async function startChaosStack(log: (line: string) => void, options: { workers?: number } = {}): Promise<ChaosStack> {
  const workerCount = options.workers ?? 1;
  const workDir = await mkdtemp(join(tmpdir(), 'rlp-chaos-'));
  const settings = { ...readTemporalDevSettings(), db_filename: join(workDir, 'temporal', 'chaos.sqlite') };
  const cli = await ensureTemporalCli(log);
  const workerNode = await ensureServiceNode(log);
  log(`worker runs on ${describeServiceNode(workerNode)}`);
  const temporalPort = await freePort();
  const startTemporal = () => startTemporalDevServer({ cliPath: cli.path, settings, dataDir: workDir, port: temporalPort, headless: true, log: (line) => log(`temporal: ${line}`) });
  let temporalServer: RunningDevServer = await startTemporal();

  const dbUrl = new URL(loadConfig().databaseUrl);
  dbUrl.pathname = `/rlp_chaos_${Date.now().toString(36)}`;
  const env: Record<string, string> = {
    DATABASE_URL: dbUrl.toString(),
    TEMPORAL_ADDRESS: temporalServer.address,
    TEMPORAL_NAMESPACE: settings.namespace,
    TEMPORAL_TASK_QUEUE: 'chaos',
    DATA_DIR: join(workDir, 'data'),
    SIM_MODELS_DIR: process.env.SIM_MODELS_DIR ?? modelsDir(loadConfig().dataDir),
    PUBLIC_BASE_URL: 'http://chaos.local',
    RATE_LIMIT_PER_SECOND: '100000',
    RATE_LIMIT_BURST: '100000',
    // The lerobot kind: act needs the t4 tier (served here by the CPU), and this machine downloads neither ImageNet weights nor hub files.
    LOCAL_COMPUTE_TIERS: 'cpu,t4',
    LEROBOT_PRETRAINED_BACKBONES: 'false',
    HF_HUB_OFFLINE: '1',
  };
  const config = loadConfig({ ...process.env, ...env });
  await ensureDatabase(config.databaseUrl);
  const sql = createSql(config.databaseUrl, { max: 5, applicationName: 'robot-platform-chaos' });
  await migrate(sql);

  const hub = createHubBackend(config);
  const compute = createComputeBackend(config);
  const deps = { config, sql, hub, storage: createStorageBackend(config), compute, videoEngine: createVideoEngine(config, compute) };
  const temporal = await connectTemporalClient(config);
  const app = createApp({ ...deps, temporal });
  const port = await freePort();
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${port}`;

  const account = await insertAccount(sql, { name: 'chaos', concurrencyLimit: 10, features: [...FEATURES] });
  await grantTokens(sql, { accountId: account.id, amount: 1_000_000, reason: 'chaos' });
  const { key } = await issueApiKey(sql, { accountId: account.id, name: 'chaos', scopes: [...SCOPES] });
  const headers = { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' };

  const workerLog = createWriteStream(join(workDir, 'worker.log'), { flags: 'a' });
  const running: ChildProcess[] = [];
  const killed = new Set<ChildProcess>();
  let stopping = false;
  const stack: ChaosStack = {
    config, workDir, sql, baseUrl, headers, hub, temporal,
    unexpectedWorkerExits: 0,
    worker: () => running[0]!,
    workers: () => [...running],
    async startWorker() {
      const started = spawn(workerNode.path, ['--import', 'tsx', join(PROJECT_ROOT, 'workers', 'main.ts')], {
        // Every worker on this host takes a free port for its metrics (the defaults would collide).
        cwd: PROJECT_ROOT, env: { ...process.env, ...env, WORKER_METRICS_PORT: '0', WORKER_SDK_METRICS_PORT: '0' }, detached: true, stdio: ['ignore', 'pipe', 'pipe'],
      });
      running.push(started);
      started.stderr!.pipe(workerLog, { end: false });
      await new Promise<void>((resolve, reject) => {
        let out = '';
        started.stdout!.on('data', (chunk: Buffer) => {
          workerLog.write(chunk);
          out += chunk.toString();
          if (out.includes('polling task queues')) resolve();
        });
        started.once('exit', (code, signal) => {
          if (running.includes(started)) running.splice(running.indexOf(started), 1);
          reject(new Error(`worker exited ${code ?? signal} while starting; see ${join(workDir, 'worker.log')}`));
          if (killed.has(started) || stopping) return;
          stack.unexpectedWorkerExits++;
          log(`worker ${started.pid} exited by itself (${code ?? signal}); restarting it, as npm start's supervisor would`);
          void stack.startWorker().catch((error) => log(`worker restart failed: ${error}`));
        });
      });
    },
    async ensureWorkers() {
      while (running.length < workerCount) await stack.startWorker();
    },
    async killWorkerGroup(worker = running[0]!) {
      killed.add(worker);
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      process.kill(-worker.pid!, 'SIGKILL');
      await exited;
    },
    async restartTemporal() {
      await temporalServer.stop();
      temporalServer = await startTemporal();
    },
    async stop() {
      stopping = true;
      await Promise.all(running.map(async (child) => {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        try { process.kill(-child.pid!, 'SIGTERM'); } catch { /* gone */ }
        const timer = setTimeout(() => { try { process.kill(-child.pid!, 'SIGKILL'); } catch { /* gone */ } }, 15_000);
        await exited;
        clearTimeout(timer);
      }));
      server.close();
      await temporal.connection.close().catch(() => undefined);
      await sql.end({ timeout: 5 });
      await temporalServer.stop();
      if (!process.env.CHAOS_KEEP) {
        await dropDatabase(config.databaseUrl).catch((error) => log(`drop database: ${error}`));
        await rm(workDir, { recursive: true, force: true });
      }
    },
  };
  await Promise.all(Array.from({ length: workerCount }, () => stack.startWorker()));
  return stack;
}
