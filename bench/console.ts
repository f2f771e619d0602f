/**
 * Console pages on demo-sized data: each page's load as the browser makes it (the page shell,
 * then the /v1 requests its script sends, in parallel, with the session cookie), timed end to end
 * over HTTP. Target: p95 ≤ 200 ms per page. Run: npm run bench:console
 *
 * Seeds one account with 40 succeeded runs of each kind that brings a seed (kinds/<kind>/bench/console.ts
 * `seedConsoleRuns`; today the augmentation kind's relights, each charged), 10 API keys and 3 webhook
 * endpoints; the runs list, the page of each seeding kind's first run, keys, usage, webhooks and events are measured.
 * Runs that are still live would also ask Temporal for their live state; they are not measured here.
 */
import { serve } from '@hono/node-server';
import { Client, Connection } from '@temporalio/client';
import { createApp } from '../api/app.js';
import { createComputeBackend, createHubBackend, createStorageBackend } from '../backends/index.js';
import { freePort } from '../cli/setup/free-port.js';
import { issueSignInLink } from '../console/sign-in-links.js';
import { loadConfig } from '../core/config.js';
import { newId } from '../core/ids.js';
import { collectionPath, RESOURCE_FEATURES, RESOURCE_KINDS, type ResourceKindRow } from '../core/kinds.js';
import { SCOPES } from '../core/scopes.js';
import { insertAccount } from '../db/accounts.js';
import { issueApiKey } from '../db/api-keys.js';
import { createSql, type Sql } from '../db/client.js';
import { ensureDatabase } from '../db/ensure-database.js';
import { grantTokens } from '../db/ledger.js';
import { migrate } from '../db/migrate.js';
import { KIND_REGISTRY } from '../kinds/registry.js';
import { importKindBenchModule } from './kind-modules.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const RUNS_PER_KIND = 40;
const TARGET_P95_MS = 200;

const config = loadConfig({ ...process.env, RATE_LIMIT_PER_SECOND: '1000000', RATE_LIMIT_BURST: '1000000' });
await ensureDatabase(config.databaseUrl);
const sql = createSql(config.databaseUrl, { max: 10, applicationName: 'robot-platform-bench' });
await migrate(sql);

// Every kind's feature, so the runs page lists every kind of the table as it does for such an account.
const account = await insertAccount(sql, { name: 'bench console', features: [...RESOURCE_FEATURES] });
await grantTokens(sql, { accountId: account.id, amount: 100_000 });
for (let i = 0; i < 10; i++) await issueApiKey(sql, { accountId: account.id, name: `key ${i}`, scopes: [...SCOPES] });
for (let i = 0; i < 3; i++) {
  await sql`insert into webhook_endpoints (id, account_id, url, enabled_events, secret, metadata)
            values (${newId('webhook_endpoint')}, ${account.id}, ${`https://example.com/hook/${i}`}, ${['*']}, ${'sealed'}, ${sql.json({})})`;
}
/** Each kind's seeded runs, where the kind brings a seed. */
const seeded: { kind: ResourceKindRow; ids: string[] }[] = [];
for (const { row } of KIND_REGISTRY) {
  const part = await importKindBenchModule<{ seedConsoleRuns(sql: Sql, accountId: string, count: number): Promise<string[]> }>(row.kind, 'console');
  if (part) seeded.push({ kind: row, ids: await part.seedConsoleRuns(sql, account.id, RUNS_PER_KIND) });
}

// Listing and terminal runs never talk to Temporal; a lazy connection is never opened.
const temporal = new Client({ connection: Connection.lazy({ address: config.temporal.address }), namespace: config.temporal.namespace });
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const app = createApp({ config: { ...config, publicBaseUrl: base }, sql, temporal, hub: createHubBackend(config), storage: createStorageBackend(config), compute: createComputeBackend(config) });
const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
await new Promise((resolve) => server.once('listening', resolve));

const link = await issueSignInLink(sql, { accountId: account.id, email: 'bench@example.com', publicBaseUrl: base });
const signIn = await fetch(`${base}/console/sign-in`, {
  method: 'POST',
  redirect: 'manual',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base },
  body: new URLSearchParams({ token: new URL(link.url).searchParams.get('token')! }),
});
const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
const since = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);

/** Each page: its shell, then what its script fetches (console/public/pages/*.js, a kind's own kinds/<kind>/console/*.js). */
const PAGES: Record<string, { shell: string; api: string[] }> = {
  runs: { shell: '/console/runs', api: ['/console/session', ...RESOURCE_KINDS.map((k) => `${collectionPath(k)}?limit=100`)] },
  ...Object.fromEntries(seeded.map(({ kind, ids }) => [kind.kind, { shell: `/console/runs/${ids[0]}`, api: ['/console/session', `${collectionPath(kind)}/${ids[0]}`] }])),
  keys: { shell: '/console/keys', api: ['/console/session', '/v1/keys?limit=100', '/v1/keys/me'] },
  usage: { shell: '/console/usage', api: ['/console/session', '/v1/credits', `/v1/usage?start=${since}`] },
  webhooks: { shell: '/console/webhooks', api: ['/console/session', '/v1/webhook_endpoints?limit=100'] },
  events: { shell: '/console/events', api: ['/console/session', '/v1/events?limit=50'] },
};

async function get(path: string): Promise<void> {
  const response = await fetch(`${base}${path}`, { headers: { Cookie: cookie } });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  await response.arrayBuffer();
}

async function loadPage(page: { shell: string; api: string[] }): Promise<number> {
  const started = performance.now();
  await get(page.shell);
  await Promise.all(page.api.map(get));
  return performance.now() - started;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const seededRuns = seeded.map(({ kind, ids }) => `${ids.length} ${kind.label.toLowerCase()}s`).join(', ');
console.log(`console pages, ${ROUNDS} loads each (${seededRuns}, 10 keys, 3 endpoints); target p95 ≤ ${TARGET_P95_MS} ms`);
let missed = 0;
for (const [name, page] of Object.entries(PAGES)) {
  for (let i = 0; i < 10; i++) await loadPage(page);
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) times.push(await loadPage(page));
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  if (p95 > TARGET_P95_MS) missed++;
  console.log(`${name.padEnd(13)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  max ${times.at(-1)!.toFixed(1).padStart(6)} ms  ${p95 <= TARGET_P95_MS ? 'met' : 'MISSED'}`);
}

server.close();
await sql.end();
process.exit(missed ? 1 : 0);
