import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/ids.js';
import { startEventRetention } from '../../workers/event-retention.js';
import { issueApiKey } from '../../db/api-keys.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';
import { createTestRunsTable, finishTestRun } from '../helpers/test-runs.js';

let stack: TestStack;
let alice: TestAccount;
let bob: TestAccount;
const written: { id: string; type: string; resource_id: string }[] = [];

interface EventJson {
  id: string;
  object: string;
  type: string;
  created_at: string;
  data: { object: { id: string } };
}
interface ListJson {
  object: string;
  data: EventJson[];
  has_more: boolean;
  next_cursor: string | null;
}

const TYPES = ['augmentation.completed', 'training_run.failed', 'twin.canceled', 'training_run.completed', 'augmentation.failed'] as const;

beforeAll(async () => {
  stack = await startStack({ worker: false });
  await createTestRunsTable(stack.sql);
  alice = await stack.createAccount();
  bob = await stack.createAccount();
  for (let i = 0; i < 25; i++) {
    const event = await finishTestRun(stack.sql, alice.account.id, TYPES[i % TYPES.length]!);
    written.push({ id: event.id, type: event.type, resource_id: event.resource_id });
  }
  await finishTestRun(stack.sql, bob.account.id, 'augmentation.completed');
});
afterAll(() => stack.stop());

async function list(query: string, account: TestAccount = alice): Promise<ListJson> {
  const response = await stack.request(`/v1/events${query}`, { headers: account.headers });
  expect(response.status).toBe(200);
  return (await response.json()) as ListJson;
}

async function errorOf(path: string, account: TestAccount = alice) {
  const response = await stack.request(path, { headers: account.headers });
  return { status: response.status, error: ((await response.json()) as { error: Record<string, unknown> }).error };
}

const newestFirst = () => [...written].reverse();

describe('GET /v1/events', () => {
  it('lists the account’s events newest first and pages through all of them without repeats', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: ListJson = await list(`?limit=10${cursor ? `&starting_after=${cursor}` : ''}`);
      expect(page.object).toBe('list');
      seen.push(...page.data.map((e) => e.id));
      cursor = page.next_cursor;
      expect(page.has_more).toBe(cursor !== null);
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(newestFirst().map((e) => e.id));
  });

  it('filters by exact type and by wildcard patterns', async () => {
    const exact = await list('?type=training_run.failed&limit=100');
    expect(exact.data.map((e) => e.id)).toEqual(newestFirst().filter((e) => e.type === 'training_run.failed').map((e) => e.id));
    const training = await list('?type=training_run.*&limit=100');
    expect(training.data.map((e) => e.id)).toEqual(newestFirst().filter((e) => e.type.startsWith('training_run.')).map((e) => e.id));
    const failures = await list(`?type=${encodeURIComponent('*.failed')}&limit=100`);
    expect(failures.data.map((e) => e.type).sort()).toEqual(newestFirst().filter((e) => e.type.endsWith('.failed')).map((e) => e.type).sort());
    expect((await list('?type=*&limit=100')).data).toHaveLength(25);
  });

  it('filters by resource id and pages within a filter', async () => {
    const target = written[7]!;
    expect((await list(`?resource_id=${target.resource_id}`)).data.map((e) => e.id)).toEqual([target.id]);
    const first = await list('?type=augmentation.*&limit=4');
    expect(first.has_more).toBe(true);
    const second = await list(`?type=augmentation.*&limit=4&starting_after=${first.next_cursor}`);
    const all = newestFirst().filter((e) => e.type.startsWith('augmentation.')).map((e) => e.id);
    expect([...first.data, ...second.data].map((e) => e.id)).toEqual(all.slice(0, 8));
  });

  it('filters by a created range (gte inclusive, lt exclusive)', async () => {
    const account = await stack.createAccount();
    const at = (iso: string) => new Date(iso);
    for (const [day, type] of [['2026-03-01T10:00:00Z', 'twin.completed'], ['2026-03-02T10:00:00Z', 'twin.failed'], ['2026-03-03T10:00:00Z', 'twin.canceled']] as const) {
      await stack.sql`insert into events (id, account_id, type, resource_id, resource_kind, data, created_at)
        values (${newId('event')}, ${account.account.id}, ${type}, ${newId('twin')}, 'twin', ${stack.sql.json({ object: {} })}, ${at(day)})`;
    }
    const types = async (query: string) => (await list(query, account)).data.map((e) => e.type);
    expect(await types('?created[gte]=2026-03-02')).toEqual(['twin.canceled', 'twin.failed']);
    expect(await types('?created[lt]=2026-03-02T10:00:00Z')).toEqual(['twin.completed']);
    expect(await types('?created[gte]=2026-03-02T10:00:00Z&created[lt]=2026-03-03')).toEqual(['twin.failed']);
    expect(await types('?created[gte]=2026-03-04')).toEqual([]);
  });

  it.each([
    ['?type=augmentations.completed', 'type'],
    ['?type=training_run.%25', 'type'],
    ['?created[gte]=yesterday', 'created[gte]'],
    ['?created[lt]=2026-13-01', 'created[lt]'],
    ['?created[gte]=2026-03-02&created[lt]=2026-03-01', 'created[lt]'],
    ['?limit=101', 'limit'],
    ['?starting_after=nonsense', 'starting_after'],
    ['?kind=augmentation', 'kind'],
  ])('rejects %s with 400 parameter_invalid naming %s', async (query, param) => {
    const { status, error } = await errorOf(`/v1/events${query}`);
    expect(status).toBe(400);
    expect(error).toMatchObject({ type: 'invalid_request_error', code: 'parameter_invalid', param });
  });

  it('shows only the caller’s events; GET by id answers 404 for another account’s event', async () => {
    const bobs = await list('?limit=100', bob);
    expect(bobs.data).toHaveLength(1);
    const { status, error } = await errorOf(`/v1/events/${written[0]!.id}`, bob);
    expect(status).toBe(404);
    expect(error).toMatchObject({ code: 'resource_not_found', param: 'id' });
    const mine = await stack.request(`/v1/events/${written[0]!.id}`, { headers: alice.headers });
    expect(await mine.json()).toMatchObject({ id: written[0]!.id, object: 'event', type: written[0]!.type });
  });

  it('needs events:read', async () => {
    const { key } = await issueApiKey(stack.sql, { accountId: alice.account.id, name: 'webhooks only', scopes: ['webhooks:write'] });
    for (const path of ['/v1/events', `/v1/events/${written[0]!.id}`]) {
      const response = await stack.request(path, { headers: { Authorization: `Bearer ${key}` } });
      expect(response.status).toBe(403);
      expect(((await response.json()) as { error: unknown }).error).toMatchObject({ code: 'missing_scope', details: { required_scope: 'events:read' } });
    }
  });
});

describe('event retention', () => {
  it('the worker\'s retention job deletes events older than the retention period with their deliveries, and keeps the rest', async () => {
    const account = await stack.createAccount();
    const endpointId = newId('webhook_endpoint');
    await stack.sql`insert into webhook_endpoints (id, account_id, url, enabled_events) values (${endpointId}, ${account.account.id}, 'https://example.com/hook', ${['*']})`;
    const old = newId('event');
    const recent = newId('event');
    const deliveries: Record<string, string> = {};
    for (const [id, age] of [[old, 91], [recent, 29]] as const) {
      await stack.sql`insert into events (id, account_id, type, resource_id, resource_kind, data, created_at)
        values (${id}, ${account.account.id}, 'twin.completed', ${newId('twin')}, 'twin', ${stack.sql.json({ object: {} })}, now() - ${age} * interval '1 day')`;
      deliveries[id] = newId('webhook_delivery');
      await stack.sql`insert into webhook_deliveries (id, account_id, endpoint_id, event_id, event_type, status, attempt_count, completed_at)
        values (${deliveries[id]!}, ${account.account.id}, ${endpointId}, ${id}, 'twin.completed', 'succeeded', 1, now())`;
    }
    expect(await stack.sql`select 1 from webhook_deliveries where event_id in (${old}, ${recent})`).toHaveLength(2);

    // The job the worker runs, with its own log as the signal that a pass finished.
    const passed = new Promise<string>((resolve) => {
      const stop = startEventRetention(stack.sql, 90, (line) => {
        stop();
        resolve(line);
      });
    });
    expect(await passed).toMatch(/^deleted [1-9]\d* events older than 90 days$/);

    const left = await stack.sql`select id from events where id in (${old}, ${recent})`;
    expect(left.map((r) => r.id)).toEqual([recent]);
    const deliveriesLeft = await stack.sql`select id from webhook_deliveries where id in (${deliveries[old]!}, ${deliveries[recent]!})`;
    expect(deliveriesLeft.map((r) => r.id)).toEqual([deliveries[recent]]);
    expect(await stack.sql`select 1 from webhook_outbox where event_id = ${old}`).toHaveLength(0);
    expect(await stack.sql`select 1 from webhook_outbox where event_id = ${recent}`).toHaveLength(1);
  });
});
