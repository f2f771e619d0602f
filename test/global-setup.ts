import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client, Connection } from '@temporalio/client';
import type { TestProject } from 'vitest/node';
import { readTemporalDevSettings } from '../core/config.js';
import { createSql } from '../db/client.js';
import { dropDatabase, ensureDatabase } from '../db/ensure-database.js';
import { migrate } from '../db/migrate.js';
import { freePort } from '../cli/setup/free-port.js';
import { ensureTemporalCli } from '../cli/setup/temporal-cli.js';
import { startTemporalDevServer } from '../cli/setup/temporal-dev-server.js';
import { bundleWorkflows } from '../workers/bundle.js';
import { demoDatasetDir } from './helpers/demo-dataset.js';
import { largePayloadsInNamespace, PAYLOAD_LIMIT_BYTES } from './helpers/payload-sizes.js';

declare module 'vitest' {
  export interface ProvidedContext {
    temporalAddress: string;
    temporalNamespace: string;
    databaseUrl: string;
    workflowBundlePath: string;
    twinCameraCacheDir: string;
  }
}

/**
 * One real Temporal dev server (in memory, free port) and one fresh Postgres database for the
 * whole run; test files attach to both. The workflow bundle is built once here too.
 */
export default async function setup(project: TestProject) {
  const started = Date.now();
  const log = (line: string) => console.log(`[test-setup] ${line}`);
  const cli = await ensureTemporalCli(log);
  const settings = readTemporalDevSettings();
  const server = await startTemporalDevServer({
    cliPath: cli.path,
    settings,
    dataDir: tmpdir(),
    port: await freePort(),
    headless: true,
    inMemory: true,
    log: () => {},
  });

  const baseUrl = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/robot_platform');
  baseUrl.pathname = `/rlp_test_${Date.now().toString(36)}_${process.pid}`;
  const databaseUrl = baseUrl.toString();
  await ensureDatabase(databaseUrl);
  const sql = createSql(databaseUrl, { max: 1 });
  await migrate(sql);
  await sql.end();

  const workDir = await mkdtemp(join(tmpdir(), 'rlp-test-'));
  const bundle = await bundleWorkflows(fileURLToPath(new URL('./workflows/index.ts', import.meta.url)));
  const workflowBundlePath = join(workDir, 'workflow-bundle.js');
  await writeFile(workflowBundlePath, bundle.code);

  // The demo dataset is simulated once here (and kept across runs, keyed by its inputs), not by each test file that seeds it.
  const demo = await demoDatasetDir().then(
    () => 'demo dataset ready',
    (error: Error) => `demo dataset not prebuilt (${error.message.split('\n')[0]}); files that seed it simulate their own`,
  );

  project.provide('temporalAddress', server.address);
  project.provide('temporalNamespace', server.namespace);
  project.provide('databaseUrl', databaseUrl);
  project.provide('workflowBundlePath', workflowBundlePath);
  // One store of solved cameras for the run: the demo's cameras are calibrated once, not by every file that builds a twin with cameras.
  project.provide('twinCameraCacheDir', join(workDir, 'twin-cameras'));
  log(`Temporal ${cli.version.split(' ')[2] ?? ''} at ${server.address}, database ${baseUrl.pathname.slice(1)}, ${demo}, ready in ${Date.now() - started} ms`);

  return async () => {
    // Every workflow the run left on this server, whatever its kind: no payload may carry a file.
    const payloads = await checkPayloadSizes(server.address, server.namespace).finally(() => server.stop());
    // Silent when it holds: the test command's own `tests: …` line must stay the run's last line.
    if (payloads.large.length > 0) {
      log(`workflow histories: ${payloads.workflows} workflows read, largest payload ${(payloads.largest / 1024).toFixed(1)} KiB (limit ${PAYLOAD_LIMIT_BYTES / 1024} KiB)`);
      process.exitCode = 1;
      throw new Error(`workflow payloads above ${PAYLOAD_LIMIT_BYTES / 1024} KiB (keep files, datasets and checkpoints in storage):\n${payloads.large.map((p) => `  ${p.workflowId} event ${p.eventId} (${p.eventType}) ${p.path}: ${(p.bytes / 1024).toFixed(1)} KiB`).join('\n')}`);
    }
    if (!process.env.KEEP_TEST_DATABASE) await dropDatabase(databaseUrl);
    await rm(workDir, { recursive: true, force: true });
  };
}

async function checkPayloadSizes(address: string, namespace: string) {
  const connection = await Connection.connect({ address });
  try {
    return await largePayloadsInNamespace(new Client({ connection, namespace }));
  } finally {
    await connection.close();
  }
}
