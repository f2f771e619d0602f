import { spawn, type ChildProcess } from 'node:child_process';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../cli/setup/free-port.js';
import { PROJECT_ROOT } from '../../core/config.js';
import { issueApiKey } from '../../db/api-keys.js';
import { insertAccount } from '../../db/accounts.js';
import { createSql } from '../../db/client.js';
import { dropDatabase, ensureDatabase } from '../../db/ensure-database.js';
import { migrate } from '../../db/migrate.js';
import { SCOPES } from '../../core/scopes.js';
import { ProcessOutput } from '../helpers/process-output.js';

// The real API process (api/server.ts) while every backend of its database is terminated under a
// steady flow of requests: postgres.js's defects on a killed connection (a write on a closed
// socket, a rejected type lookup) must not end it. Its database is this file's own.
let databaseUrl: string;
let api: ChildProcess;
let output: ProcessOutput;
let base: string;
let headers: Record<string, string>;

beforeAll(async () => {
  const url = new URL(inject('databaseUrl'));
  url.pathname = `${url.pathname}_conn_drop_process`;
  databaseUrl = url.toString();
  await ensureDatabase(databaseUrl);
  const sql = createSql(databaseUrl, { max: 1 });
  await migrate(sql);
  const account = await insertAccount(sql, { name: 'drop test', concurrencyLimit: 4, features: [] });
  const { key } = await issueApiKey(sql, { accountId: account.id, name: 'drop test key', scopes: [...SCOPES] });
  await sql.end();
  headers = { Authorization: `Bearer ${key}` };
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  api = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      TEMPORAL_ADDRESS: inject('temporalAddress'),
      TEMPORAL_NAMESPACE: inject('temporalNamespace'),
      API_METRICS_PORT: '0',
      RATE_LIMIT_PER_SECOND: '100000',
      RATE_LIMIT_BURST: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  output = new ProcessOutput(api);
  await output.waitFor(/\[api\] listening on/);
}, 120_000);

afterAll(async () => {
  if (api && api.exitCode === null && api.signalCode === null) {
    const exited = new Promise((resolve) => api.once('exit', resolve));
    api.kill('SIGTERM');
    await exited;
  }
  await dropDatabase(databaseUrl).catch(() => {});
}, 60_000);

async function terminateEveryBackend(): Promise<number> {
  const admin = postgres(inject('databaseUrl'), { max: 1, onnotice: () => {} });
  try {
    const database = new URL(databaseUrl).pathname.slice(1);
    return (await admin`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${database} and pid <> pg_backend_pid()`).length;
  } finally {
    await admin.end({ timeout: 2 });
  }
}

describe('the API process under dropped Postgres connections', () => {
  it('stays up while connections are killed under load, and answers afterwards', async () => {
    let load = true;
    const statuses: number[] = [];
    const worker = async (i: number) => {
      while (load) {
        const response = await fetch(`${base}${i % 2 ? '/v1/credits' : '/v1/webhook_endpoints'}`, { headers }).catch(() => null);
        if (response) {
          statuses.push(response.status);
          await response.arrayBuffer();
        }
      }
    };
    const workers = Array.from({ length: 16 }, (_, i) => worker(i));
    let terminated = 0;
    for (let round = 0; round < 10; round++) {
      const before = statuses.length;
      while (statuses.length < before + 20 && api.exitCode === null) await new Promise((resolve) => setTimeout(resolve, 20));
      terminated += await terminateEveryBackend();
    }
    load = false;
    await Promise.all(workers);

    expect(terminated).toBeGreaterThan(0);
    expect(api.exitCode).toBeNull();
    expect(api.signalCode).toBeNull();
    // Served the whole time: nothing but answers and the database's retry hint.
    for (const status of new Set(statuses)) expect([200, 503]).toContain(status);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(statuses.length / 2);
    const after = await fetch(`${base}/v1/credits`, { headers });
    expect(after.status).toBe(200);
    expect(output.lines.filter((line) => /unhandled rejection|uncaught exception/.test(line) && !/postgres\.js/.test(line))).toEqual([]);
  }, 120_000);
});
