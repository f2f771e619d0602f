import { Client, Connection } from '@temporalio/client';
import { loadConfig, readTemporalDevSettings } from '../core/config.js';
import { newId } from '../core/ids.js';
import { temporalConnectionOptions } from '../core/temporal-connection.js';
import { createSql } from '../db/client.js';
import type { WorkflowFn } from '../contracts/resource.js';
import { AccountIdAttribute, ResourceKindAttribute, ResourceStatusAttribute } from '../contracts/search-attributes.js';
import { systemCheckWorkflowType, type DependencyReport } from '../contracts/system-check.js';
import { issueSignInLink } from '../console/sign-in-links.js';
import { DEMO_CONSOLE_EMAIL, ensureDemoAccount } from './demo-account.js';
import { describeSetupError, prepare, say } from './prepare.js';
import { SetupError } from './setup/ffmpeg.js';
import { portInUse } from './setup/free-port.js';
import { startTemporalDevServer, waitForTemporal } from './setup/temporal-dev-server.js';
import { waitUntilHealthy } from './health-wait.js';
import { describeServiceNode } from './setup/service-node.js';
import { Supervisor, type SupervisedService } from './supervisor.js';

/**
 * `npm start`: everything one machine needs, in order — prerequisites, database, Temporal dev
 * server, demo data, worker, API — then a working API key. A crashed worker, API or Temporal
 * server is restarted with backoff; Ctrl-C (or a crash loop) stops it all, API first.
 */
const config = loadConfig();
const settings = readTemporalDevSettings();
const supervisor = new Supervisor();
let shuttingDown = false;

async function shutdown(code: number): Promise<never> {
  if (!shuttingDown) {
    shuttingDown = true;
    say('stopping: API, worker, then Temporal …');
    await supervisor.stopAll();
    say('stopped');
  }
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
process.on('exit', () => supervisor.killAll());
supervisor.onGiveUp = (name) => {
  say(`stopping everything because ${name} keeps crashing (see the log above for its exit codes)`);
  void shutdown(1);
};

/** `npm start` allows private targets unless the operator said otherwise under either name. */
function localTargetsSetting(): string {
  const explicit = process.env.OUTBOUND_ALLOW_PRIVATE_TARGETS?.trim() || process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS?.trim();
  if (!explicit) return 'true';
  return loadConfig({ OUTBOUND_ALLOW_PRIVATE_TARGETS: explicit }).outbound.allowPrivateTargets ? 'true' : 'false';
}

async function startTemporal(cliPath: string): Promise<string> {
  const [host, portText] = config.temporal.address.split(':');
  const port = Number(portText);
  const ownServer = host === settings.ip && port === settings.port;
  if (!ownServer || (await portInUse(port, host))) {
    try {
      await waitForTemporal(temporalConnectionOptions(config.temporal), config.temporal.namespace, 3000);
      say(`using the Temporal server already running at ${config.temporal.address}`);
      return config.temporal.address;
    } catch {
      throw new SetupError(
        ownServer
          ? `port ${port} is taken by something that is not a Temporal server with namespace '${config.temporal.namespace}'. Stop it, or set TEMPORAL_ADDRESS to a running Temporal server.`
          : `no Temporal server answers at TEMPORAL_ADDRESS=${config.temporal.address} (namespace '${config.temporal.namespace}').`,
      );
    }
  }
  let address = '';
  await supervisor.supervise('temporal', async () => {
    say(`waiting for the Temporal dev server to serve namespace '${settings.namespace}' on ${settings.ip}:${settings.port} (as long as it keeps running) …`);
    const server = await startTemporalDevServer({
      cliPath,
      settings,
      dataDir: config.dataDir,
      detached: true,
      // A loaded machine starts it slowly; a dev server that exits ends the wait at once.
      readyTimeoutMs: 15 * 60_000,
      log: (line) => console.log(`[temporal] ${line}`),
    });
    say(`Temporal dev server on ${server.address}, Web UI ${server.uiUrl}`);
    address = server.address;
    return { child: server.child, stop: server.stop };
  });
  return address;
}

/** Runs the system-check workflow, waiting as long as the worker is alive and making progress. */
async function checkWorker(worker: SupervisedService, address: string): Promise<void> {
  const connection = await Connection.connect(temporalConnectionOptions(config.temporal, address));
  try {
    const client = new Client({ connection, namespace: config.temporal.namespace });
    const handle = await client.workflow.start<WorkflowFn<typeof systemCheckWorkflowType>>(systemCheckWorkflowType.name, {
      taskQueue: config.temporal.taskQueue,
      workflowId: newId('system'),
      workflowExecutionTimeout: '1 hour',
      typedSearchAttributes: [
        { key: AccountIdAttribute, value: 'system' },
        { key: ResourceKindAttribute, value: 'system_check' },
        { key: ResourceStatusAttribute, value: 'processing' },
      ],
    });
    let report: unknown;
    let failure: unknown;
    const settled = handle.result().then((value) => (report = value), (error: unknown) => (failure = error ?? new Error('failed')));
    try {
      await waitUntilHealthy({
        what: 'the worker to run a system-check workflow',
        service: worker,
        probe: async () => report !== undefined || failure !== undefined,
        log: say,
      });
    } catch (error) {
      await handle.terminate('npm start gave up waiting').catch(() => {});
      throw new SetupError((error as Error).message);
    }
    await settled;
    if (failure) throw failure;
    const result = report as DependencyReport;
    for (const check of result.checks) say(`  ${check.ok ? 'ok  ' : 'FAIL'} ${check.name}: ${check.detail}`);
    if (!result.ok) throw new SetupError('the worker reported failing dependencies (above)');
  } finally {
    await connection.close();
  }
}

async function waitForApi(api: SupervisedService): Promise<void> {
  const url = `http://${config.host}:${config.port}/healthz`;
  try {
    await waitUntilHealthy({
      what: `the API to answer GET ${url}`,
      service: api,
      probe: async () => (await fetch(url, { signal: AbortSignal.timeout(5_000) })).ok,
      log: say,
    });
  } catch (error) {
    throw new SetupError((error as Error).message);
  }
}

try {
  if (await portInUse(config.port, config.host)) {
    throw new SetupError(`port ${config.port} on ${config.host} is already in use (another 'npm start'?). Stop it or set PORT=…`);
  }
  const { temporalCli, serviceNode } = await prepare(config);
  const address = await startTemporal(temporalCli);

  const sql = createSql(config.databaseUrl, { max: 2, applicationName: 'robot-platform-start' });
  const demo = await ensureDemoAccount(sql, config.dataDir);
  const signIn = await issueSignInLink(sql, { accountId: demo.account.id, email: DEMO_CONSOLE_EMAIL, publicBaseUrl: config.publicBaseUrl });
  await sql.end();

  const childEnv = {
    ...process.env,
    DATABASE_URL: config.databaseUrl,
    TEMPORAL_ADDRESS: address,
    TEMPORAL_NAMESPACE: config.temporal.namespace,
    TEMPORAL_TASK_QUEUE: config.temporal.taskQueue,
    DATA_DIR: config.dataDir,
    // Local development: webhooks and trackers may reach this machine (a receiver from `rlp webhooks listen`, a local
    // MLflow). A deployment runs api/server.ts and workers/main.ts itself and keeps them refused (docs/deploy.md).
    OUTBOUND_ALLOW_PRIVATE_TARGETS: localTargetsSetting(),
  };
  say(
    childEnv.OUTBOUND_ALLOW_PRIVATE_TARGETS === 'true'
      ? 'webhooks and trackers may reach loopback and private-network addresses (local development; set OUTBOUND_ALLOW_PRIVATE_TARGETS=false to refuse them, as a deployment does)'
      : 'webhooks and trackers may not reach loopback or private-network addresses (OUTBOUND_ALLOW_PRIVATE_TARGETS=false)',
  );
  say(`worker runs on ${describeServiceNode(serviceNode)}`);
  const workerHeap = config.workerMaxHeapMb > 0 ? [`--max-old-space-size=${config.workerMaxHeapMb}`] : [];
  const worker = await supervisor.startScript('worker', 'workers/main.ts', childEnv, serviceNode.path, workerHeap);
  await checkWorker(worker, address);
  say(`api runs on ${describeServiceNode(serviceNode)}`);
  const api = await supervisor.startScript('api', 'api/server.ts', childEnv, serviceNode.path);
  await waitForApi(api);

  const base = `http://${config.host}:${config.port}`;
  const metricsUrl = (port: number) => (port > 0 ? `http://${config.metrics.host}:${port}/metrics` : '(any free port: see its log line)');
  console.log(`
  Robot Learning Platform is running.

    API              ${base}/v1        (reference: ${base}/v1/docs)
    Temporal Web UI  http://${settings.ip}:${settings.ui_port}/namespaces/${config.temporal.namespace}/workflows
    Metrics          API ${metricsUrl(config.metrics.apiPort)}, worker ${metricsUrl(config.metrics.workerPort)}
    Demo account     ${demo.account.id} (${demo.created ? 'created' : 'existing'}; balance in GET /v1/credits)
    API key          ${demo.apiKey}
    Console          ${signIn.url}
                     (works once, for 15 minutes; another: npm run admin -- users create ${demo.account.id} --email ${DEMO_CONSOLE_EMAIL})

  Try (the README's tour uses these two variables):
    export BASE=${base} KEY=${demo.apiKey}
    curl -s $BASE/v1/credits -H "Authorization: Bearer $KEY"

  A crashed worker, API or Temporal server is restarted; Ctrl-C stops everything.
`);
} catch (error) {
  console.error(`\n[start] ${describeSetupError(error)}\n`);
  await shutdown(1);
}
