import { Client } from '@temporalio/client';
import { NativeConnection, Runtime, makeTelemetryFilterString } from '@temporalio/worker';
import pino from 'pino';
import { pinoLogWriter, WorkerLogger } from './worker-logger.js';
import { createComputeBackend, createHubBackend, createStorageBackend } from '../backends/index.js';
import { createVideoEngine } from '../backends/video/index.js';
import { sealClearTextWebhookSecrets } from '../db/webhook-secrets.js';
import { loadConfig } from '../core/config.js';
import { temporalConnectionOptions } from '../core/temporal-connection.js';
import { createSql } from '../db/client.js';
import { surviveDriverDefects } from '../db/driver-defects.js';
import { installTracing } from '../backends/tracing/tracing.js';
import { bundleWorkflows } from './bundle.js';
import { createWebhookWorker } from './create-webhook-worker.js';
import { createWorker } from './create-worker.js';
import { createWorkerMetrics } from './metrics.js';
import { portIsFree, startMetricsServer } from '../backends/metrics/prometheus-server.js';
import { jobFollowerTaskQueue } from '../contracts/task-queues.js';
import { startEventRetention } from './event-retention.js';
import { WebhookDispatcher } from './webhook-dispatcher.js';

surviveDriverDefects('worker');
const tracing = installTracing({ serviceName: 'robot-platform-worker' });
const config = loadConfig();
// The SDK's own metrics (workflow/activity task latencies, poller and slot gauges, sticky cache) on their own port; ours serve them too.
const sdkMetricsFree = config.metrics.temporalSdkPort > 0 && (await portIsFree(config.metrics.host, config.metrics.temporalSdkPort));
if (config.metrics.temporalSdkPort > 0 && !sdkMetricsFree) console.warn(`[worker] the Temporal SDK's metrics are off: ${config.metrics.host}:${config.metrics.temporalSdkPort} is taken (WORKER_SDK_METRICS_PORT)`);
const sdkMetricsAddress = sdkMetricsFree ? `${config.metrics.host}:${config.metrics.temporalSdkPort}` : null;
Runtime.install({
  logger: new WorkerLogger((process.env.WORKER_LOG_LEVEL as 'WARN' | undefined) ?? 'WARN', pinoLogWriter(pino({ base: { service: 'worker' } }))),
  telemetryOptions: {
    logging: { filter: makeTelemetryFilterString({ core: 'WARN' }), forward: {} },
    ...(sdkMetricsAddress ? { metrics: { prometheus: { bindAddress: sdkMetricsAddress, countersTotalSuffix: true, useSecondsForDurations: true } } } : {}),
  },
});

const sql = createSql(config.databaseUrl, { applicationName: 'robot-platform-worker' });
const connection = await NativeConnection.connect(temporalConnectionOptions(config.temporal));
const workflowBundle = await bundleWorkflows(undefined, { tracing: tracing.enabled });
const compute = createComputeBackend(config);
const deps = { config, sql, hub: createHubBackend(config), storage: createStorageBackend(config), compute, videoEngine: createVideoEngine(config, compute) };
const metrics = createWorkerMetrics(deps);
const worker = await createWorker({
  connection,
  namespace: config.temporal.namespace,
  taskQueue: config.temporal.taskQueue,
  workflowBundle,
  deps,
  activityInterceptors: [metrics.activityInterceptor],
  tracing,
});
const metricsServer = await startMetricsServer({
  registry: metrics.registry,
  host: config.metrics.host,
  port: config.metrics.workerPort,
  ...(sdkMetricsAddress ? { alsoFrom: `http://${sdkMetricsAddress}/metrics` } : {}),
});
if (metricsServer) console.log(`[worker] metrics on ${metricsServer.url}`);
const webhookWorker = await createWebhookWorker({ connection, namespace: config.temporal.namespace, workflowBundle, deps, tracing });
const dispatcher = new WebhookDispatcher({
  sql,
  temporal: new Client({ connection, namespace: config.temporal.namespace }),
  taskQueue: config.webhooks.taskQueue,
  sweepMs: config.webhooks.dispatchSweepMs,
  eagerStart: true,
});
const stopRetention = startEventRetention(sql, config.eventRetentionDays);
const sealed = await sealClearTextWebhookSecrets(sql, config);
if (sealed > 0) console.log(`[worker] sealed ${sealed} webhook signing secret(s) stored in clear by an earlier version`);

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`[worker] ${signal}: finishing running tasks, then stopping`);
  stopRetention();
  void metricsServer?.close();
  void dispatcher.stop().finally(() => {
    for (const w of [worker, webhookWorker]) if (w.getState() === 'RUNNING') w.shutdown();
  });
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

console.log(`[worker] polling task queues '${config.temporal.taskQueue}', '${jobFollowerTaskQueue(config.temporal.taskQueue)}' and '${config.webhooks.taskQueue}' on ${config.temporal.address} (namespace ${config.temporal.namespace})`);
await dispatcher.start();
try {
  await Promise.all([worker.run(), webhookWorker.run()]);
} finally {
  await connection.close();
  await sql.end({ timeout: 5 });
  await tracing.shutdown();
  console.log('[worker] stopped');
}
