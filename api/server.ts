import { serve } from '@hono/node-server';
import { createComputeBackend, createHubBackend, createStorageBackend } from '../backends/index.js';
import { createVideoEngine } from '../backends/video/index.js';
import { loadConfig } from '../core/config.js';
import { createSql } from '../db/client.js';
import { pruneIdempotencyKeys } from '../db/idempotency.js';
import { surviveDriverDefects } from '../db/driver-defects.js';
import { installTracing } from '../backends/tracing/tracing.js';
import pino from 'pino';
import { startMetricsServer } from '../backends/metrics/prometheus-server.js';
import { createApp } from './app.js';
import { createApiMetrics } from './metrics.js';
import { answerClientErrors } from './node-rejections.js';
import { connectTemporalClient } from './temporal-client.js';

const IDEMPOTENCY_KEY_RETENTION_HOURS = 24;

surviveDriverDefects('api');
const tracing = installTracing({ serviceName: 'robot-platform-api' });
const config = loadConfig();
const sql = createSql(config.databaseUrl, { applicationName: 'robot-platform-api', max: 20 });
const temporal = await connectTemporalClient(config);
const metrics = createApiMetrics();
const compute = createComputeBackend(config);
const app = createApp(
  { config, sql, temporal, hub: createHubBackend(config), storage: createStorageBackend(config), compute, videoEngine: createVideoEngine(config, compute) },
  { metrics, logger: pino({ base: { service: 'api' } }) },
);
const metricsServer = await startMetricsServer({ registry: metrics.registry, host: config.metrics.host, port: config.metrics.apiPort });
if (metricsServer) console.log(`[api] metrics on ${metricsServer.url}`);

const pruning = setInterval(() => {
  pruneIdempotencyKeys(sql, IDEMPOTENCY_KEY_RETENTION_HOURS).catch((error) => console.error('[api] pruning idempotency keys failed:', error));
}, 60 * 60 * 1000);
pruning.unref();

const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
  console.log(`[api] listening on http://${info.address}:${info.port} (docs: ${config.publicBaseUrl}/v1/docs)`);
});
answerClientErrors(server);

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`[api] ${signal}: closing`);
  clearInterval(pruning);
  void metricsServer?.close();
  server.close(async () => {
    await temporal.connection.close();
    await sql.end({ timeout: 5 });
    await tracing.shutdown();
    console.log('[api] stopped');
    process.exit(0);
  });
  // Keep-alive connections would hold close() open; drop them after a grace period.
  setTimeout(() => process.exit(0), 5000).unref();
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
