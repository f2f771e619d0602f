import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fanOutFromOutbox } from '../../db/webhook-outbox.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';
import { createTestRunsTable, finishTestRun } from '../helpers/test-runs.js';
import { FAST_RETRY_ENV, LOCAL_RECEIVERS_ENV, startWebhookDelivery, type WebhookDelivery } from '../helpers/webhook-delivery.js';
import { WebhookReceiver } from '../helpers/webhook-receiver.js';

let stack: TestStack;
let delivery: WebhookDelivery;
const receivers: WebhookReceiver[] = [];

beforeAll(async () => {
  stack = await startStack({ worker: false, env: { ...FAST_RETRY_ENV, ...LOCAL_RECEIVERS_ENV } });
  await createTestRunsTable(stack.sql);
  delivery = await startWebhookDelivery(stack);
});
afterAll(async () => {
  await delivery.stop();
  await stack.stop();
});
afterEach(async () => {
  for (const receiver of receivers.splice(0)) {
    expect(receiver.rejected).toEqual([]); // every request verified with the standardwebhooks library
    await receiver.stop();
  }
});

interface Attempt {
  attempt: number;
  status_code: number | null;
  error: string | null;
  latency_ms: number;
  started_at: string;
}
interface Delivery {
  id: string;
  event_id: string;
  status: string;
  attempt_count: number;
  attempts: Attempt[];
}

async function receiverFor(account: TestAccount, enabledEvents: string[] = ['*'], on?: TestStack): Promise<{ receiver: WebhookReceiver; endpointId: string }> {
  const receiver = await new WebhookReceiver().start();
  receivers.push(receiver);
  const response = await (on ?? stack).request('/v1/webhook_endpoints', {
    method: 'POST',
    headers: account.headers,
    json: { url: receiver.url, enabled_events: enabledEvents },
  });
  expect(response.status).toBe(201);
  const endpoint = (await response.json()) as { id: string; secret: string };
  receiver.useSecret(endpoint.secret);
  return { receiver, endpointId: endpoint.id };
}

async function deliveries(account: TestAccount, endpointId: string): Promise<Delivery[]> {
  const response = await stack.request(`/v1/webhook_endpoints/${endpointId}/deliveries?limit=100`, { headers: account.headers });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Delivery[] }).data;
}

async function endpoint(account: TestAccount, endpointId: string) {
  const response = await stack.request(`/v1/webhook_endpoints/${endpointId}`, { headers: account.headers });
  return (await response.json()) as { status: string; disabled_reason: string | null };
}

async function eventually<T>(probe: () => Promise<T | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await sleep(50);
  }
}

/** Waits until every delivery row of these endpoints has reached a final state, and returns them. */
async function settled(endpointIds: string[], expected: number): Promise<{ event_id: string; endpoint_id: string; status: string }[]> {
  return eventually(async () => {
    const rows = await stack.sql<{ event_id: string; endpoint_id: string; status: string }[]>`
      select event_id, endpoint_id, status from webhook_deliveries where endpoint_id in ${stack.sql(endpointIds)}`;
    return rows.length === expected && rows.every((row) => row.status !== 'pending') && rows;
  }, 60_000);
}

/** 2xx answers per webhook-id: each event must be acknowledged exactly once. */
function acknowledgements(receiver: WebhookReceiver): Map<string, number> {
  const counts = new Map<string, number>();
  for (const r of receiver.received) if (r.answered < 300) counts.set(r.webhookId, (counts.get(r.webhookId) ?? 0) + 1);
  return counts;
}

describe('webhook delivery', () => {
  it('delivers an event written with a status change, signed per Standard Webhooks', async () => {
    const alice = await delivery.createAccount();
    const { receiver, endpointId } = await receiverFor(alice);
    const event = await finishTestRun(stack.sql, alice.account.id, 'augmentation.completed', {
      webhookMetadata: { order: 42 },
      requestId: 'req_abc',
      idempotencyKey: 'idem-1',
    });
    const [got] = await receiver.waitFor(() => receiver.received.length > 0 && receiver.received);
    expect(got!.webhookId).toBe(event.id);
    expect(Math.abs(got!.timestamp - Date.now() / 1000)).toBeLessThan(30);
    expect(got!.event).toEqual({
      id: event.id,
      object: 'event',
      type: 'augmentation.completed',
      created_at: event.created_at.toISOString(),
      account_id: alice.account.id,
      webhook_metadata: { order: 42 },
      request_id: 'req_abc',
      idempotency_key: 'idem-1',
      data: { object: { id: event.resource_id, object: 'augmentation', status: 'succeeded', webhook_metadata: { order: 42 } } },
    });
    // The same event in the log.
    const logged = await stack.request(`/v1/events/${event.id}`, { headers: alice.headers });
    expect(await logged.json()).toEqual(got!.event);
    const [first] = await eventually(async () => {
      const list = await deliveries(alice, endpointId);
      return list[0]?.status === 'succeeded' && list;
    });
    expect(first).toMatchObject({ event_id: event.id, status: 'succeeded', attempt_count: 1, attempts: [{ attempt: 1, status_code: 200, error: null }] });
    // The receiver's status only: nothing it answered is shown back (no read-back through a webhook target).
    expect(Object.keys(first!.attempts[0]!).sort()).toEqual(['attempt', 'error', 'latency_ms', 'started_at', 'status_code']);
  });

  it('sends each endpoint the events its patterns match, and only events created after it registered', async () => {
    const alice = await delivery.createAccount();
    const bob = await delivery.createAccount();
    const before = await finishTestRun(stack.sql, alice.account.id, 'training_run.completed');
    const training = await receiverFor(alice, ['training_run.*']);
    const failures = await receiverFor(alice, ['*.failed']);
    const exact = await receiverFor(alice, ['augmentation.completed']);
    const bobs = await receiverFor(bob, ['*']);
    const events = {
      augCompleted: await finishTestRun(stack.sql, alice.account.id, 'augmentation.completed'),
      trnFailed: await finishTestRun(stack.sql, alice.account.id, 'training_run.failed'),
      twinCanceled: await finishTestRun(stack.sql, alice.account.id, 'twin.canceled'),
      trnCompleted: await finishTestRun(stack.sql, alice.account.id, 'training_run.completed'),
    };
    await training.receiver.waitFor(() => training.receiver.eventIds().length === 2);
    await failures.receiver.waitFor(() => failures.receiver.eventIds().length === 1);
    await exact.receiver.waitFor(() => exact.receiver.eventIds().length === 1);
    await delivery.dispatcher.idle();
    // Every delivery these four endpoints will ever get has finished: nothing else can still arrive.
    const rows = await settled([training.endpointId, failures.endpointId, exact.endpointId, bobs.endpointId], 4);
    expect(rows.every((row) => row.status === 'succeeded')).toBe(true);
    expect(training.receiver.eventIds().sort()).toEqual([events.trnFailed.id, events.trnCompleted.id].sort());
    expect(failures.receiver.eventIds()).toEqual([events.trnFailed.id]);
    expect(exact.receiver.eventIds()).toEqual([events.augCompleted.id]);
    expect(bobs.receiver.received).toEqual([]);
    expect(training.receiver.eventIds()).not.toContain(before.id);
    const twinDeliveries = await stack.sql`select 1 from webhook_deliveries where event_id = ${events.twinCanceled.id}`;
    expect(twinDeliveries.length).toBe(0);
  });

  it('a receiver that fails and then refuses connections gets every event once it is back, each acknowledged once', async () => {
    const alice = await delivery.createAccount();
    const { receiver, endpointId } = await receiverFor(alice);
    receiver.reply = () => ({ status: 500, body: 'down for maintenance' });
    const events = [];
    for (let i = 0; i < 5; i++) events.push(await finishTestRun(stack.sql, alice.account.id, 'augmentation.failed'));
    await receiver.waitFor(() => new Set(receiver.received.map((r) => r.webhookId)).size === 5);
    await receiver.stop(); // connection refused from now on
    await eventually(async () => {
      const list = await deliveries(alice, endpointId);
      return list.length === 5 && list.every((d) => d.attempts.some((a) => a.error === 'connection refused'));
    }, 60_000);
    receiver.reply = () => ({ status: 200 });
    await receiver.start();
    await receiver.waitFor(() => receiver.eventIds().length === 5, 60_000);
    expect(receiver.eventIds().sort()).toEqual(events.map((e) => e.id).sort());

    const log = await eventually(async () => {
      const list = await deliveries(alice, endpointId);
      return list.length === 5 && list.every((d) => d.status === 'succeeded') && list;
    });
    expect([...acknowledgements(receiver).values()]).toEqual([1, 1, 1, 1, 1]);
    for (const d of log) {
      expect(d.attempts.length).toBe(d.attempt_count);
      expect(d.attempts[0]).toMatchObject({ attempt: 1, status_code: 500, error: null });
      expect(d.attempts.at(-1)).toMatchObject({ status_code: 200, error: null });
      expect(d.attempts.some((a) => a.status_code === null && a.error === 'connection refused')).toBe(true);
      expect(d.attempts.every((a, i) => a.attempt === i + 1 && a.latency_ms >= 0)).toBe(true);
    }
  });

  it('410 Gone disables the endpoint; nothing more is sent until it is re-enabled', async () => {
    const alice = await delivery.createAccount();
    const { receiver, endpointId } = await receiverFor(alice);
    receiver.reply = () => ({ status: 410 });
    await finishTestRun(stack.sql, alice.account.id, 'twin.completed');
    await eventually(async () => (await endpoint(alice, endpointId)).status === 'disabled');
    expect((await endpoint(alice, endpointId)).disabled_reason).toMatch(/410/);
    const [gone] = await deliveries(alice, endpointId);
    expect(gone).toMatchObject({ status: 'failed', attempt_count: 1, attempts: [{ status_code: 410 }] });

    const ignored = await finishTestRun(stack.sql, alice.account.id, 'twin.completed');
    await delivery.dispatcher.idle();
    // Fanned out (its outbox row is gone) to no delivery: nothing can be sent for it.
    await eventually(async () => (await stack.sql`select 1 from webhook_outbox where event_id = ${ignored.id}`).length === 0);
    expect(await stack.sql`select 1 from webhook_deliveries where event_id = ${ignored.id}`).toHaveLength(0);
    expect(receiver.received.length).toBe(1);
    expect(await deliveries(alice, endpointId)).toHaveLength(1);

    receiver.reply = () => ({ status: 204 });
    const enabled = await stack.request(`/v1/webhook_endpoints/${endpointId}`, { method: 'POST', headers: alice.headers, json: { status: 'enabled' } });
    expect(await enabled.json()).toMatchObject({ status: 'enabled', disabled_reason: null, disabled_at: null });
    const after = await finishTestRun(stack.sql, alice.account.id, 'twin.failed');
    await receiver.waitFor(() => receiver.eventIds().includes(after.id));
  });

  it("honours the receiver's Retry-After over the retry schedule", async () => {
    const alice = await delivery.createAccount();
    const { receiver } = await receiverFor(alice);
    receiver.reply = (_webhook, count) => (count === 1 ? { status: 503, headers: { 'Retry-After': '2' } } : { status: 200 });
    const event = await finishTestRun(stack.sql, alice.account.id, 'training_run.completed');
    await receiver.waitFor(() => receiver.eventIds().includes(event.id));
    const [first, second] = receiver.received.filter((r) => r.webhookId === event.id);
    // The schedule alone would retry after about 100 ms.
    expect(second!.receivedAt - first!.receivedAt).toBeGreaterThanOrEqual(2000);
  });

  it('a slow receiver does not delay deliveries to another', async () => {
    // 18 slow deliveries would take all 16 attempt slots; the endpoint gets at most 6 of them.
    const alice = await delivery.createAccount();
    const slow = await receiverFor(alice);
    const fast = await receiverFor(alice);
    // The slow endpoint holds every request until the fast one has all its events.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    slow.receiver.reply = () => ({ status: 200, holdUntil: released });
    const events = [];
    for (let i = 0; i < 18; i++) events.push(await finishTestRun(stack.sql, alice.account.id, 'augmentation.completed'));
    await fast.receiver.waitFor(() => fast.receiver.eventIds().length === 18, 90_000);
    // The slow endpoint never held more than its share of the 16 attempt slots.
    expect(slow.receiver.maxInFlight).toBeGreaterThan(0);
    expect(slow.receiver.maxInFlight).toBeLessThanOrEqual(6);
    // The deliveries that waited for the slow endpoint's turn are not lost.
    slow.receiver.reply = () => ({ status: 200 });
    release();
    await slow.receiver.waitFor(() => slow.receiver.eventIds().length === 18, 120_000);
    expect(slow.receiver.eventIds().sort()).toEqual(events.map((e) => e.id).sort());
  }, 300_000);

  it('fans out events committed while no dispatcher ran, exactly once, even with two dispatchers starting', async () => {
    const alice = await delivery.createAccount();
    const { receiver, endpointId } = await receiverFor(alice);
    await delivery.stopDispatcher();
    const events = [];
    for (let i = 0; i < 6; i++) events.push(await finishTestRun(stack.sql, alice.account.id, 'training_run.canceled'));
    // No dispatcher: no delivery exists, so nothing can have been sent.
    expect(await stack.sql`select 1 from webhook_deliveries where account_id = ${alice.account.id}`).toHaveLength(0);
    expect(receiver.received).toEqual([]);
    const waiting = await stack.sql`select event_id from webhook_outbox where account_id = ${alice.account.id}`;
    expect(waiting.length).toBe(6);

    await Promise.all([delivery.startDispatcher(), delivery.startDispatcher()]);
    await receiver.waitFor(() => receiver.eventIds().length === 6);
    await settled([endpointId], 6);
    expect(receiver.eventIds().sort()).toEqual(events.map((e) => e.id).sort());
    expect([...acknowledgements(receiver).values()]).toEqual([1, 1, 1, 1, 1, 1]);
    expect(await stack.sql`select 1 from webhook_outbox where account_id = ${alice.account.id}`).toHaveLength(0);
  });

  it('starts deliveries recorded by a dispatcher that died before starting their workflows', async () => {
    const alice = await delivery.createAccount();
    const { receiver } = await receiverFor(alice);
    await delivery.stopDispatcher();
    const event = await finishTestRun(stack.sql, alice.account.id, 'augmentation.canceled');
    // A dispatcher's first step (outbox → deliveries, committed), then it "crashes".
    const fanned = await fanOutFromOutbox(stack.sql, 100, [alice.account.id]);
    expect(fanned.deliveries).toHaveLength(1);
    // Recorded but never started: no workflow exists to send it.
    const [undispatched] = await stack.sql`select dispatched_at, status from webhook_deliveries where id = ${fanned.deliveries[0]!.id}`;
    expect(undispatched).toMatchObject({ dispatched_at: null, status: 'pending' });
    expect(receiver.received).toEqual([]);

    await delivery.startDispatcher();
    await receiver.waitFor(() => receiver.eventIds().includes(event.id));
    await eventually(async () => (await stack.sql`select 1 from webhook_deliveries where id = ${fanned.deliveries[0]!.id} and status = 'succeeded'`).length === 1);
    expect(acknowledgements(receiver).get(event.id)).toBe(1);
    const [row] = await stack.sql`select dispatched_at from webhook_deliveries where id = ${fanned.deliveries[0]!.id}`;
    expect(row!.dispatched_at).not.toBeNull();
  });

  it('gives up after the last attempt, and a deleted endpoint stops its retries', async () => {
    const alice = await delivery.createAccount();
    const failing = await receiverFor(alice);
    failing.receiver.reply = () => ({ status: 500 });
    await finishTestRun(stack.sql, alice.account.id, 'twin.failed');
    const [failed] = await eventually(async () => {
      const list = await deliveries(alice, failing.endpointId);
      return list[0]?.status === 'failed' && list;
    }, 90_000);
    expect(failed!.attempt_count).toBe(6);
    expect(failed!.attempts.map((a) => a.status_code)).toEqual(Array(6).fill(500));

    const deleted = await receiverFor(alice);
    deleted.receiver.reply = () => ({ status: 502 });
    const event = await finishTestRun(stack.sql, alice.account.id, 'twin.failed');
    await deleted.receiver.waitFor(() => deleted.receiver.received.length >= 1);
    const response = await stack.request(`/v1/webhook_endpoints/${deleted.endpointId}`, { method: 'DELETE', headers: alice.headers });
    expect(await response.json()).toEqual({ id: deleted.endpointId, object: 'webhook_endpoint', deleted: true });
    const [row] = await eventually(async () => {
      const rows = await stack.sql<{ status: string; last_error: string }[]>`select status, last_error from webhook_deliveries where event_id = ${event.id} and endpoint_id = ${deleted.endpointId}`;
      return rows[0]?.status === 'canceled' && rows;
    });
    expect(row!.last_error).toBe('endpoint deleted');
    // Its delivery workflow has ended: no retry is left to come.
    const [delivered] = await stack.sql<{ id: string }[]>`select id from webhook_deliveries where event_id = ${event.id} and endpoint_id = ${deleted.endpointId}`;
    await eventually(async () => (await stack.temporal.workflow.getHandle(delivered!.id).describe()).status.name !== 'RUNNING');
  });
});

describe('webhook delivery on the real retry schedule', () => {
  it('an endpoint that answers again gets its waiting deliveries at once, not at their scheduled retry', async () => {
    const slowStack = await startStack({ worker: false, env: { WEBHOOK_RETRY_INITIAL_MS: '60000', WEBHOOK_DISPATCH_SWEEP_MS: '500', ...LOCAL_RECEIVERS_ENV } });
    const slowDelivery = await startWebhookDelivery(slowStack);
    try {
      const alice = await slowDelivery.createAccount();
      const { receiver } = await receiverFor(alice, ['*'], slowStack);
      receiver.reply = () => ({ status: 503 });
      const waiting = [];
      for (let i = 0; i < 3; i++) waiting.push(await finishTestRun(slowStack.sql, alice.account.id, 'augmentation.completed'));
      await receiver.waitFor(() => receiver.received.length === 3);
      receiver.reply = () => ({ status: 200 });
      const fresh = await finishTestRun(slowStack.sql, alice.account.id, 'augmentation.completed');
      // The next scheduled retry is about a minute away; the success of `fresh` wakes the others.
      await receiver.waitFor(() => receiver.eventIds().length === 4, 30_000);
      expect(receiver.eventIds().sort()).toEqual([...waiting, fresh].map((e) => e.id).sort());
    } finally {
      await slowDelivery.stop();
      await slowStack.stop();
    }
  });
});
