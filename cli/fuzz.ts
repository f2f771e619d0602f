import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { createServer } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import { createApp } from '../api/app.js';
import { connectTemporalClient } from '../api/temporal-client.js';
import { createComputeBackend, createHubBackend, createStorageBackend } from '../backends/index.js';
import { loadConfig, PROJECT_ROOT, readTemporalDevSettings } from '../core/config.js';
import { RESOURCE_FEATURES } from '../core/kinds.js';
import { SCOPES } from '../core/scopes.js';
import { insertAccount } from '../db/accounts.js';
import { issueApiKey } from '../db/api-keys.js';
import { createSql } from '../db/client.js';
import { dropDatabase, ensureDatabase } from '../db/ensure-database.js';
import { grantTokens } from '../db/ledger.js';
import { migrate } from '../db/migrate.js';
import { fuzzConfig } from './fuzz-config.js';
import { freePort } from './setup/free-port.js';
import { ensureSchemathesis } from './setup/schemathesis.js';
import { ensureTemporalCli } from './setup/temporal-cli.js';
import { startTemporalDevServer } from './setup/temporal-dev-server.js';

/**
 * `npm run fuzz`: a throw-away stack (in-memory Temporal dev server, a fresh Postgres database,
 * the API on a free port; no worker) and schemathesis against its /v1/openapi.json with every
 * check and the stateful phase. Exits with schemathesis' status: 0 only without findings.
 *
 *   npm run fuzz                          # CI bound: 10 examples per operation
 *   npm run fuzz -- --max-examples 200    # a longer hunt
 *   npm run fuzz -- --seed 42 -- --include-path-regex webhook   # anything after a second -- goes to schemathesis
 */
const { values: flags, positionals: extra } = parseArgs({
  allowPositionals: true,
  // One worker by default: CPython 3.11.7 (this project's machines) keeps the ast module's recursion depth
  // in state shared across threads (python/cpython#106905), and hypothesis parses lambda sources while it
  // builds strategies, so two workers crashed the coverage phase now and then with "SystemError: AST
  // constructor recursion depth mismatch" — a fuzzer crash, not a finding. One worker runs as fast here.
  options: { 'max-examples': { type: 'string', default: '10' }, seed: { type: 'string' }, workers: { type: 'string', default: '1' } },
});
const log = (line: string) => console.log(`[fuzz] ${line}`);

const schemathesis = await ensureSchemathesis(log);
const temporalCli = await ensureTemporalCli(log);
const temporalServer = await startTemporalDevServer({
  cliPath: temporalCli.path,
  settings: readTemporalDevSettings(),
  dataDir: tmpdir(),
  port: await freePort(),
  headless: true,
  inMemory: true,
  log: () => {},
});
const databaseUrl = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/robot_platform');
databaseUrl.pathname = `/rlp_fuzz_${Date.now().toString(36)}_${process.pid}`;
const dataDir = await mkdtemp(join(tmpdir(), 'rlp-fuzz-'));
const sink = createServer((req, res) => req.resume().on('end', () => res.writeHead(200).end('ok')));
await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
const sinkUrl = `http://127.0.0.1:${(sink.address() as { port: number }).port}/hooks`;
const port = await freePort();

let exitCode = 1;
try {
  await ensureDatabase(databaseUrl.toString());
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl.toString(),
    TEMPORAL_ADDRESS: temporalServer.address,
    TEMPORAL_NAMESPACE: temporalServer.namespace,
    TEMPORAL_TASK_QUEUE: 'fuzz',
    DATA_DIR: dataDir,
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    RATE_LIMIT_PER_SECOND: '100000',
    RATE_LIMIT_BURST: '100000',
    LIVE_QUERY_TIMEOUT_MS: '100',
    // The webhook sink listens on this machine; the fuzzed tracker URLs still meet the control-character rule.
    OUTBOUND_ALLOW_PRIVATE_TARGETS: 'true',
  });
  const sql = createSql(config.databaseUrl, { max: 10, applicationName: 'robot-platform-fuzz' });
  await migrate(sql);
  // Every kind's feature: without one, every route of that kind is 403 and the fuzzer reaches none of its checks.
  const account = await insertAccount(sql, { name: 'fuzz', concurrencyLimit: 1000, features: [...RESOURCE_FEATURES] });
  await grantTokens(sql, { accountId: account.id, amount: 1_000_000, reason: 'fuzz' });
  const { key } = await issueApiKey(sql, { accountId: account.id, name: 'fuzz', scopes: [...SCOPES] });
  const temporal = await connectTemporalClient(config);
  const app = createApp({ config, sql, temporal, hub: createHubBackend(config), storage: createStorageBackend(config), compute: createComputeBackend(config), videoEngine: null });
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port });
  log(`API on ${config.publicBaseUrl}, webhook sink ${sinkUrl}, database ${databaseUrl.pathname.slice(1)}`);
  try {
    const configFile = join(dataDir, 'fuzz.toml');
    await writeFile(configFile, fuzzConfig());
    const args = [
      '--config-file',
      configFile,
      'run',
      `${config.publicBaseUrl}/v1/openapi.json`,
      '--header', `Authorization: Bearer ${key}`,
      '--checks', 'all',
      '--phases', 'examples,coverage,fuzzing,stateful',
      '--max-examples', flags['max-examples']!,
      '--workers', flags.workers!,
      '--suppress-health-check', 'all',
      // A create that checks a dataset out of the hub can take seconds on a busy two-core machine;
      // latency is measured by the benchmarks, not judged here.
      '--request-timeout', '60',
      '--max-response-time', '60',
      '--no-color',
      ...(flags.seed ? ['--seed', flags.seed] : []),
      ...extra,
    ];
    exitCode = await new Promise<number>((resolve, reject) => {
      const child = spawn(schemathesis, args, {
        cwd: dataDir, // its cache (.schemathesis/) goes with the run
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, SCHEMATHESIS_HOOKS: 'fuzz_hooks', PYTHONPATH: join(PROJECT_ROOT, 'cli'), FUZZ_WEBHOOK_SINK: sinkUrl },
      });
      // Every line is labelled: schemathesis closes with a pytest-style summary ("3 warnings in 17.89s")
      // that a CI log reader would take for a test run that executed nothing.
      createInterface({ input: child.stdout! }).on('line', (line) => process.stdout.write(`[schemathesis] ${line}\n`));
      createInterface({ input: child.stderr! }).on('line', (line) => process.stderr.write(`[schemathesis] ${line}\n`));
      child.once('error', reject);
      child.once('close', (code) => resolve(code ?? 1));
    });
  } finally {
    server.close();
    await temporal.connection.close();
    await sql.end({ timeout: 5 });
  }
} finally {
  sink.close();
  await temporalServer.stop();
  await dropDatabase(databaseUrl.toString()).catch(() => {});
  await rm(dataDir, { recursive: true, force: true });
}
log(exitCode === 0 ? 'no findings' : `schemathesis exited ${exitCode}`);
process.exit(exitCode);
