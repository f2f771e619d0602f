import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dropDatabase, ensureDatabase } from '../../db/ensure-database.js';
import { createSql } from '../../db/client.js';
import { migrate } from '../../db/migrate.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';

// Every backend of the database is terminated while requests are in flight, so the database is
// this file's own: the run's shared one serves every other test file at the same time.
let databaseUrl: string;
let stack: TestStack;
let alice: TestAccount;

beforeAll(async () => {
  const url = new URL(inject('databaseUrl'));
  url.pathname = `${url.pathname}_conn_drop`;
  databaseUrl = url.toString();
  await ensureDatabase(databaseUrl);
  const migrator = createSql(databaseUrl, { max: 1 });
  await migrate(migrator);
  await migrator.end();
  stack = await startStack({ worker: false, env: { DATABASE_URL: databaseUrl } });
  alice = await stack.createAccount({ credits: 50 });
});
afterAll(async () => {
  await stack?.stop();
  await dropDatabase(databaseUrl);
});

async function terminateEveryBackend(): Promise<number> {
  const admin = postgres(inject('databaseUrl'), { max: 1, onnotice: () => {} });
  try {
    const database = new URL(databaseUrl).pathname.slice(1);
    const rows = await admin`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${database}`;
    return rows.length;
  } finally {
    await admin.end({ timeout: 2 });
  }
}

interface Answer {
  method: string;
  status: number;
  code: string | null;
  retryAfter: string | null;
}

async function answer(method: string, path: string, json?: unknown): Promise<Answer> {
  const response = await stack.request(path, { method, headers: alice.headers, json });
  const body = (await response.json()) as { error?: { code: string } };
  return { method, status: response.status, code: body.error?.code ?? null, retryAfter: response.headers.get('Retry-After') };
}

describe('dropping every Postgres connection', () => {
  it('answers no 500 while requests flow: reads are retried, writes answer 503 with a retry hint', async () => {
    const answers: Answer[] = [];
    let terminated = 0;
    for (let round = 0; round < 6; round++) {
      const inFlight: Promise<Answer>[] = [];
      for (let i = 0; i < 12; i++) inFlight.push(answer('GET', i % 2 ? '/v1/credits' : '/v1/webhook_endpoints'));
      inFlight.push(answer('POST', '/v1/webhook_endpoints', { url: `https://example.com/hook-${round}`, enabled_events: ['augmentation.completed'] }));
      terminated += await terminateEveryBackend();
      answers.push(...(await Promise.all(inFlight)));
      // A GET right after the drop is served: from a fresh connection, or by its one retry.
      const after = await answer('GET', '/v1/credits');
      expect(after.status).toBe(200);
    }
    expect(terminated).toBeGreaterThan(0);
    expect(answers.filter((a) => a.status >= 500 && a.status !== 503)).toEqual([]);
    for (const a of answers.filter((x) => x.status === 503)) {
      expect(a).toMatchObject({ code: 'database_unavailable', retryAfter: '1' });
    }
    for (const a of answers) expect([200, 201, 503]).toContain(a.status);
    // Listing endpoints afterwards shows no half-written row: each 201 is there, each 503 is not.
    const listed = await answer('GET', '/v1/webhook_endpoints');
    expect(listed.status).toBe(200);
  });

  it('a read that fails on its own query is not retried and is not a 503', async () => {
    const response = await stack.request('/v1/webhook_endpoints/whe_nope', { headers: alice.headers });
    expect(response.status).toBe(404);
  });
});
