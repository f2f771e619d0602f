import { Client } from '@temporalio/client';
import { NativeConnection, Runtime, makeTelemetryFilterString } from '@temporalio/worker';
import { WorkerLogger } from './worker-logger.js';
import { createComputeBackend, createHubBackend, createStorageBackend } from '../backends/index.js';
import { createVideoEngine } from '../backends/video/index.js';
import { sealClearTextWebhookSecrets } from '../db/webhook-secrets.js';
import { loadConfig } from '../core/config.js';
import { createSql } from '../db/client.js';
import { bundleWorkflows } from './bundle.js';
import { createWebhookWorker } from './create-webhook-worker.js';
import { createWorker } from './create-worker.js';
import { jobFollowerTaskQueue } from '../workflows/contracts/task-queues.js';
import { startEventRetention } from './event-retention.js';
import { WebhookDispatcher } from './webhook-dispatcher.js';

const config = loadConfig();
Runtime.install({
  logger: new WorkerLogger((process.env.WORKER_LOG_LEVEL as 'WARN' | undefined) ?? 'WARN'),
  telemetryOptions: { logging: { filter: makeTelemetryFilterString({ core: 'WARN' }), forward: {} } },
});

const sql = createSql(config.databaseUrl, { applicationName: 'robot-platform-worker' });
const connection = await NativeConnection.connect({ address: config.temporal.address });
const workflowBundle = await bundleWorkflows();
const deps = { config, sql, hub: createHubBackend(config), storage: createStorageBackend(config), compute: createComputeBackend(config), videoEngine: createVideoEngine(config) };
const worker = await createWorker({
  connection,
  namespace: config.temporal.namespace,
  taskQueue: config.temporal.taskQueue,
  workflowBundle,
  deps,
});
const webhookWorker = await createWebhookWorker({ connection, namespace: config.temporal.namespace, workflowBundle, deps });
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
  console.log('[worker] stopped');
}
