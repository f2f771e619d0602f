import { DefaultLogger, NativeConnection, Runtime, makeTelemetryFilterString } from '@temporalio/worker';
import { createComputeBackend, createHubBackend, createStorageBackend } from '../backends/index.js';
import { loadConfig } from '../core/config.js';
import { createSql } from '../db/client.js';
import { bundleWorkflows } from './bundle.js';
import { createWorker } from './create-worker.js';

const config = loadConfig();
Runtime.install({
  logger: new DefaultLogger((process.env.WORKER_LOG_LEVEL as 'WARN' | undefined) ?? 'WARN'),
  telemetryOptions: { logging: { filter: makeTelemetryFilterString({ core: 'WARN' }), forward: {} } },
});

const sql = createSql(config.databaseUrl, { applicationName: 'robot-platform-worker' });
const connection = await NativeConnection.connect({ address: config.temporal.address });
const worker = await createWorker({
  connection,
  namespace: config.temporal.namespace,
  taskQueue: config.temporal.taskQueue,
  workflowBundle: await bundleWorkflows(),
  deps: { config, sql, hub: createHubBackend(config), storage: createStorageBackend(config), compute: createComputeBackend(config) },
});

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`[worker] ${signal}: finishing running tasks, then stopping`);
  worker.shutdown();
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

console.log(`[worker] polling task queue '${config.temporal.taskQueue}' on ${config.temporal.address} (namespace ${config.temporal.namespace})`);
try {
  await worker.run();
} finally {
  await connection.close();
  await sql.end({ timeout: 5 });
  console.log('[worker] stopped');
}
