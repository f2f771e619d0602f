import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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

declare module 'vitest' {
  export interface ProvidedContext {
    temporalAddress: string;
    temporalNamespace: string;
    databaseUrl: string;
    workflowBundlePath: string;
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
  log(`Temporal ${cli.version.split(' ')[2] ?? ''} at ${server.address}, database ${baseUrl.pathname.slice(1)}, ${demo}, ready in ${Date.now() - started} ms`);

  return async () => {
    await server.stop();
    if (!process.env.KEEP_TEST_DATABASE) await dropDatabase(databaseUrl);
    await rm(workDir, { recursive: true, force: true });
  };
}
