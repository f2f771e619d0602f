import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { Tracing } from '../../backends/tracing/tracing.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@temporalio/client';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { Runtime, makeTelemetryFilterString } from '@temporalio/worker';
import { inject } from 'vitest';
import { createApp, type AppOptions } from '../../api/app.js';
import type { AppDeps } from '../../application/deps.js';
import { connectTemporalClient } from '../../api/temporal-client.js';
import { createComputeBackend, createHubBackend, createStorageBackend } from '../../backends/index.js';
import { createVideoEngine } from '../../backends/video/index.js';
import type { ComputeBackend } from '../../core/ports/compute.js';
import { loadConfig, type Config } from '../../core/config.js';
import { SCOPES } from '../../core/scopes.js';
import { insertAccount, type AccountRow } from '../../db/accounts.js';
import { issueApiKey, type ApiKeyRow } from '../../db/api-keys.js';
import { createSql, type Sql } from '../../db/client.js';
import { grantTokens } from '../../db/ledger.js';
import { createWorker, type RunWorker } from '../../workers/create-worker.js';
import type { KindEntry } from '../../kinds/entry.js';
import type { VideoEngine } from '../../core/ports/video.js';

let runtimeInstalled = false;
function quietRuntime(): void {
  if (runtimeInstalled) return;
  runtimeInstalled = true;
  try {
    Runtime.install({ telemetryOptions: { logging: { filter: makeTelemetryFilterString({ core: 'ERROR' }) } } });
  } catch {
    // already installed by an earlier file in this process
  }
}

export interface TestAccount {
  account: AccountRow;
  key: ApiKeyRow;
  /** The full `svc_…` key. */
  apiKey: string;
  headers: Record<string, string>;
}

export interface TestStack {
  config: Config;
  sql: Sql;
  temporal: Client;
  deps: AppDeps;
  app: ReturnType<typeof createApp>;
  worker: RunWorker | null;
  dataDir: string;
  /** Calls the app in process, like a client over HTTP. */
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  createAccount(options?: { credits?: number; scopes?: string[]; features?: string[]; concurrencyLimit?: number; name?: string }): Promise<TestAccount>;
  /** Stops this file's worker (as a crash or deploy would) and starts a fresh one, with fresh backends, on the same task queue. */
  /** Stops the worker, runs `whileDown` (a crash that happens while no worker runs), then starts a new one. */
  restartWorker(whileDown?: () => Promise<void> | void): Promise<void>;
  stop(): Promise<void>;
}

export interface StackOptions {
  /** Start a worker on this file's own task queue (default true). */
  worker?: boolean;
  env?: Record<string, string>;
  appOptions?: AppOptions;
  /** A video engine for the API and the worker: a test stand-in, `twin` (the service's default, backends/video), or none (the default here). */
  videoEngine?: VideoEngine | null | 'twin';
  /** Where the worker's workflow spans go (test/e2e/tracing.test.ts). */
  tracing?: Pick<Tracing, 'processor' | 'resource'>;
  /**
   * The kinds the API mounts and the worker registers (default: the registry's, kinds/registry.ts),
   * with `workflowBundlePath` a bundle of their workflows (test/helpers/kinds-bundle.ts).
   */
  kinds?: readonly KindEntry[];
  /** The worker's workflow bundle (default: the run's, built once by test/global-setup.ts). */
  workflowBundlePath?: string;
  /** Wraps the worker's compute backend (a test that holds a submission midway); the API keeps the plain one. */
  workerCompute?: (compute: ComputeBackend) => ComputeBackend;
}

/**
 * The real service for one test file: its own data dir and task queue, the run's shared
 * Postgres database and Temporal dev server, and a worker built from the run's workflow bundle.
 */
export async function startStack(options: StackOptions = {}): Promise<TestStack> {
  quietRuntime();
  const dataDir = await mkdtemp(join(tmpdir(), 'rlp-stack-'));
  const taskQueue = `test-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  const config = loadConfig({
    DATABASE_URL: inject('databaseUrl'),
    TEMPORAL_ADDRESS: inject('temporalAddress'),
    TEMPORAL_NAMESPACE: inject('temporalNamespace'),
    TEMPORAL_TASK_QUEUE: taskQueue,
    DATA_DIR: dataDir,
    PUBLIC_BASE_URL: 'http://api.test',
    // Two test files run at once, and the other one's processes are not "the service" this stack's
    // jobs should yield to: in the default cgroup of the lowest weight (1/512 of a root process), a
    // console relight sat at 0 % for 18 min while the other file ran MuJoCo and torch directly. Niced
    // jobs on every CPU still yield, but ~10:1. test/integration/local-compute.test.ts covers the default.
    LOCAL_COMPUTE_CGROUP: 'off',
    LOCAL_COMPUTE_CPUS: 'all',
    // Calibrating a demo twin's two cameras costs a minute or more each; files that test cameras ask for it
    // (config.calibrate_cameras, or this setting), the others build state-only twins (test/integration/twin-cameras.test.ts
    // and camera-calibration.test.ts run the stage itself).
    TWIN_CALIBRATE_CAMERAS: 'false',
    TWIN_CAMERA_CACHE_DIR: inject('twinCameraCacheDir'),
    ...options.env,
  });
  const sql = createSql(config.databaseUrl, { max: 10, applicationName: 'robot-platform-test' });
  const env = await TestWorkflowEnvironment.createFromExistingServer({ address: config.temporal.address, namespace: config.temporal.namespace });
  // The API's client as api/server.ts makes it; the environment's own connection serves the worker.
  const temporal = await connectTemporalClient(config);
  const hub = createHubBackend(config);
  const compute = createComputeBackend(config);
  const storage = createStorageBackend(config);
  const videoEngine = options.videoEngine === 'twin' ? createVideoEngine({ ...config, augmentations: { ...config.augmentations, videoEngine: 'twin' } }, compute) : (options.videoEngine ?? null);
  const deps: AppDeps = { config, sql, temporal, hub, storage, compute, videoEngine };
  const app = createApp(deps, { ...options.appOptions, ...(options.kinds ? { kinds: options.kinds } : {}) });

  let worker: RunWorker | null = null;
  let running: Promise<void> | null = null;
  const startWorker = async (workerCompute = compute) => {
    worker = await createWorker({
      connection: env.nativeConnection,
      namespace: config.temporal.namespace,
      taskQueue,
      workflowBundle: { codePath: options.workflowBundlePath ?? inject('workflowBundlePath') },
      deps: { config, sql, hub, storage, compute: workerCompute, videoEngine },
      ...(options.kinds ? { kinds: options.kinds } : {}),
      ...(options.tracing ? { tracing: options.tracing } : {}),
    });
    running = worker.run();
  };
  const forWorker = (backend: ComputeBackend) => options.workerCompute?.(backend) ?? backend;
  if (options.worker ?? true) await startWorker(forWorker(compute));
  const restartWorker = async (whileDown?: () => Promise<void> | void) => {
    const old = worker as RunWorker | null;
    if (old && old.getState() === 'RUNNING') old.shutdown();
    await running;
    await whileDown?.();
    await startWorker(forWorker(createComputeBackend(config)));
  };

  const request: TestStack['request'] = (path, init = {}) => {
    const { json, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (json !== undefined && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    return Promise.resolve(app.request(path, { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body }));
  };

  const createAccount: TestStack['createAccount'] = async (opts = {}) => {
    const account = await insertAccount(sql, {
      name: opts.name ?? 'test account',
      concurrencyLimit: opts.concurrencyLimit ?? 4,
      features: opts.features ?? [],
    });
    if (opts.credits) await grantTokens(sql, { accountId: account.id, amount: opts.credits, reason: 'test grant' });
    const { row: key, key: apiKey } = await issueApiKey(sql, { accountId: account.id, name: 'test key', scopes: opts.scopes ?? [...SCOPES] });
    return { account, key, apiKey, headers: { Authorization: `Bearer ${apiKey}` } };
  };

  const stop = async () => {
    const current = worker as RunWorker | null;
    if (current && current.getState() === 'RUNNING') current.shutdown();
    await running;
    await cancelLeftoverJobs(compute, config.jobsDir);
    await temporal.connection.close();
    await env.teardown();
    await sql.end({ timeout: 5 });
    await rm(dataDir, { recursive: true, force: true });
  };

  return {
    config, sql, temporal, deps, app, dataDir, request, createAccount, restartWorker, stop,
    get worker() {
      return worker;
    },
  };
}

/**
 * Local jobs are detached so a restarted worker can re-attach; a test that failed before
 * cancelling its long run would otherwise leave a trainer burning CPU for the rest of the suite.
 */
async function cancelLeftoverJobs(compute: ComputeBackend, jobsDir: string): Promise<void> {
  let jobIds: string[] = [];
  try {
    jobIds = await readdir(jobsDir);
  } catch {
    return;
  }
  for (const jobId of jobIds) {
    try {
      await compute.cancel(jobId);
    } catch {
      // not a job directory, or already gone
    }
  }
}
