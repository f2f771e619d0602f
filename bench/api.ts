/**
 * Authenticated GET /v1/credits (the whole middleware stack) against a bare Hono route in the
 * same process that returns the same JSON body, measured side by side. Targets: ≥ 40 % of the
 * bare route's requests/s; p99 ≤ 10 ms at 500 req/s. Run: npm run bench:api
 *
 * The bare route answers with the credits route's own body so the ratio measures our stack,
 * not the load generator parsing bodies of different sizes.
 */
import { serve } from '@hono/node-server';
import { Client, Connection } from '@temporalio/client';
import { Hono } from 'hono';
import { createApp } from '../api/app.js';
import { createComputeBackend, createHubBackend, createStorageBackend } from '../backends/index.js';
import { loadConfig } from '../core/config.js';
import { SCOPES } from '../core/scopes.js';
import { insertAccount } from '../db/accounts.js';
import { issueApiKey } from '../db/api-keys.js';
import { createSql } from '../db/client.js';
import { ensureDatabase } from '../db/ensure-database.js';
import { grantTokens } from '../db/ledger.js';
import { migrate } from '../db/migrate.js';
import { freePort } from '../cli/setup/free-port.js';
import { load, type LoadResult } from './autocannon.js';
import { openLoop, type OpenLoopResult } from './open-loop-client.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

const config = loadConfig({ ...process.env, RATE_LIMIT_PER_SECOND: '1000000', RATE_LIMIT_BURST: '1000000' });
await ensureDatabase(config.databaseUrl);
const sql = createSql(config.databaseUrl, { max: 10, applicationName: 'robot-platform-bench' });
await migrate(sql);
const account = await insertAccount(sql, { name: 'bench' });
await grantTokens(sql, { accountId: account.id, amount: 1000 });
const { key } = await issueApiKey(sql, { accountId: account.id, name: 'bench', scopes: [...SCOPES] });

// The credits route never talks to Temporal; a lazy connection is never opened.
const temporal = new Client({ connection: Connection.lazy({ address: config.temporal.address }), namespace: config.temporal.namespace });
const app = createApp({ config, sql, temporal, hub: createHubBackend(config), storage: createStorageBackend(config), compute: createComputeBackend(config) });
const [apiPort, barePort] = [await freePort(), await freePort()];
const creditsUrl = `http://127.0.0.1:${apiPort}/v1/credits`;
const bareUrl = `http://127.0.0.1:${barePort}/bare`;
const headers = { Authorization: `Bearer ${key}` };
const apiServer = serve({ fetch: app.fetch, port: apiPort, hostname: '127.0.0.1' });
await new Promise((resolve) => apiServer.once('listening', resolve));

const check = await fetch(creditsUrl, { headers });
if (check.status !== 200) throw new Error(`credits answered ${check.status}: ${await check.text()}`);
const creditsBody = await check.json();
const bare = new Hono().get('/bare', (c) => c.json(creditsBody));
const servers = [apiServer, serve({ fetch: bare.fetch, port: barePort, hostname: '127.0.0.1' })];

const fmt = (r: LoadResult) => `${Math.round(r.requestsPerSecond).toString().padStart(6)} req/s  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  non-2xx ${r.non2xx}  errors ${r.errors}`;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

console.log(`warming up …`);
await load(bareUrl, { connections: 10, seconds: 2 });
await load(creditsUrl, { connections: 10, seconds: 2, headers });

const bareRuns: LoadResult[] = [];
const creditRuns: LoadResult[] = [];
for (let round = 1; round <= 2; round++) {
  const b = await load(bareUrl, { connections: CONNECTIONS, seconds: SECONDS });
  const c = await load(creditsUrl, { connections: CONNECTIONS, seconds: SECONDS, headers });
  bareRuns.push(b);
  creditRuns.push(c);
  console.log(`round ${round}  bare route     ${fmt(b)}`);
  console.log(`round ${round}  GET /v1/credits ${fmt(c)}`);
}
const bareAt500 = await openLoop(bareUrl, 500, SECONDS);
const creditsAt500 = await openLoop(creditsUrl, 500, SECONDS, headers);
const fmtLatency = (r: OpenLoopResult) => `${r.ok}/${r.sent} ok  p50 ${r.p50.toFixed(2)} ms  p90 ${r.p90.toFixed(2)} ms  p99 ${r.p99.toFixed(2)} ms  max ${r.max.toFixed(1)} ms`;

const ratio = mean(creditRuns.map((r) => r.requestsPerSecond)) / mean(bareRuns.map((r) => r.requestsPerSecond));
console.log(`
max throughput (${CONNECTIONS} connections, ${SECONDS} s × 2 rounds, interleaved)
  bare Hono route          ${Math.round(mean(bareRuns.map((r) => r.requestsPerSecond)))} req/s
  GET /v1/credits (authed) ${Math.round(mean(creditRuns.map((r) => r.requestsPerSecond)))} req/s
  ratio                    ${(ratio * 100).toFixed(1)} % of the bare route   (target ≥ 40 %)  ${ratio >= 0.4 ? 'MET' : 'MISSED'}
fixed rate 500 req/s for ${SECONDS} s, open loop (bench/open-loop.ts)
  bare Hono route          ${fmtLatency(bareAt500)}
  GET /v1/credits (authed) ${fmtLatency(creditsAt500)}   (target p99 ≤ 10 ms)  ${creditsAt500.p99 <= 10 && creditsAt500.failed === 0 ? 'MET' : 'MISSED'}
`);

for (const server of servers) server.close();
await sql.end();
process.exit(0);
