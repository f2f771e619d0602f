import { setTimeout as sleep } from 'node:timers/promises';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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
  await delivery?.stop();
  await stack?.stop();
});
afterEach(async () => {
  for (const receiver of receivers.splice(0)) await receiver.stop();
});

interface Delivery {
  id: string;
  event_id: string;
  status: string;
  attempt_count: number;
  attempts: { attempt: number; status_code: number | null }[];
}

async function eventually<T>(probe: () => Promise<T | undefined | false>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await sleep(50);
  }
}

async function register(account: TestAccount): Promise<{ receiver: WebhookReceiver; endpointId: string; secret: string }> {
  const receiver = await new WebhookReceiver().start();
  receivers.push(receiver);
  const response = await stack.request('/v1/webhook_endpoints', { method: 'POST', headers: account.headers, json: { url: receiver.url, enabled_events: ['*'] } });
  const endpoint = (await response.json()) as { id: string; secret: string };
  receiver.useSecret(endpoint.secret);
  return { receiver, endpointId: endpoint.id, secret: endpoint.secret };
}

const deliveries = async (account: TestAccount, endpointId: string) =>
  ((await (await stack.request(`/v1/webhook_endpoints/${endpointId}/deliveries?limit=100`, { headers: account.headers })).json()) as { data: Delivery[] }).data;

/** Every request the receiver got, raw, so each secret can be checked on its own. */
function captureRaw(receiver: WebhookReceiver): { body: string; headers: Record<string, string> }[] {
  const raw: { body: string; headers: Record<string, string> }[] = [];
  const server = (receiver as unknown as { server: import('node:http').Server }).server;
  server.prependListener('request', (req) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => raw.push({ body: Buffer.concat(chunks).toString('utf8'), headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])) }));
  });
  return raw;
}

describe('webhook secret rotation', () => {
  it('returns a new secret once; during the overlap each delivery carries both signatures, and either secret verifies it', async () => {
    const alice = await delivery.createAccount();
    const { receiver, endpointId, secret: oldSecret } = await register(alice);
    const raw = captureRaw(receiver);

    const rotated = await stack.request(`/v1/webhook_endpoints/${endpointId}/rotate_secret`, { method: 'POST', headers: alice.headers });
    expect(rotated.status).toBe(200);
    const body = (await rotated.json()) as { secret: string; previous_secret_expires_at: string };
    expect(body.secret).toMatch(/^whsec_/);
    expect(body.secret).not.toBe(oldSecret);
    const overlapHours = (Date.parse(body.previous_secret_expires_at) - Date.now()) / 3_600_000;
    expect(overlapHours).toBeGreaterThan(23.9);
    expect(overlapHours).toBeLessThanOrEqual(24);
    const shown = (await (await stack.request(`/v1/webhook_endpoints/${endpointId}`, { headers: alice.headers })).json()) as Record<string, unknown>;
    expect(shown.secret).toBeUndefined();

    const event = await finishTestRun(stack.sql, alice.account.id, 'augmentation.completed');
    await receiver.waitFor(() => raw.length > 0);
    const [request] = raw;
    expect(request!.headers['webhook-id']).toBe(event.id);
    const signatures = request!.headers['webhook-signature']!.split(' ');
    expect(signatures).toHaveLength(2);
    expect(() => new Webhook(body.secret).verify(request!.body, request!.headers)).not.toThrow();
    expect(() => new Webhook(oldSecret).verify(request!.body, request!.headers)).not.toThrow();
    expect(() => new Webhook(`whsec_${Buffer.from('someone else').toString('base64')}`).verify(request!.body, request!.headers)).toThrow();
  });

  it('with no overlap, only the new secret signs', async () => {
    const alice = await delivery.createAccount();
    const { receiver, endpointId, secret: oldSecret } = await register(alice);
    const raw = captureRaw(receiver);
    const rotated = await stack.request(`/v1/webhook_endpoints/${endpointId}/rotate_secret`, { method: 'POST', headers: alice.headers, json: { previous_secret_expires_in: 0 } });
    const body = (await rotated.json()) as { secret: string; previous_secret_expires_at: string | null };
    expect(body.previous_secret_expires_at).toBeNull();
    receiver.useSecret(body.secret);
    await finishTestRun(stack.sql, alice.account.id, 'augmentation.completed');
    await receiver.waitFor(() => raw.length > 0);
    expect(raw[0]!.headers['webhook-signature']!.split(' ')).toHaveLength(1);
    expect(() => new Webhook(oldSecret).verify(raw[0]!.body, raw[0]!.headers)).toThrow();
    expect(receiver.rejected).toEqual([]);
  });

  it('deleting the endpoint drops both secrets', async () => {
    const alice = await delivery.createAccount();
    const { endpointId } = await register(alice);
    await stack.request(`/v1/webhook_endpoints/${endpointId}/rotate_secret`, { method: 'POST', headers: alice.headers });
    expect((await stack.request(`/v1/webhook_endpoints/${endpointId}`, { method: 'DELETE', headers: alice.headers })).status).toBe(200);
    const [row] = await stack.sql<{ secret: string | null; previous_secret: string | null }[]>`select secret, previous_secret from webhook_endpoints where id = ${endpointId}`;
    expect(row).toEqual({ secret: null, previous_secret: null });
  });

  it("another account's endpoint is 404", async () => {
    const alice = await delivery.createAccount();
    const bob = await delivery.createAccount();
    const { endpointId } = await register(alice);
    expect((await stack.request(`/v1/webhook_endpoints/${endpointId}/rotate_secret`, { method: 'POST', headers: bob.headers })).status).toBe(404);
  });
});

describe('resending a delivery', () => {
  it('sends a finished delivery again now, recorded as the next attempt', async () => {
    const alice = await delivery.createAccount();
    const { receiver, endpointId } = await register(alice);
    const event = await finishTestRun(stack.sql, alice.account.id, 'training_run.completed');
    const [done] = await eventually(async () => {
      const list = await deliveries(alice, endpointId);
      return list[0]?.status === 'succeeded' && list;
    });
    expect(done!.attempt_count).toBe(1);

    const resent = await stack.request(`/v1/webhook_endpoints/${endpointId}/deliveries/${done!.id}/retry`, { method: 'POST', headers: alice.headers });
    expect(resent.status).toBe(202);
    expect(await resent.json()).toEqual({ object: 'webhook_delivery_resend', delivery_id: done!.id, attempt: 2 });
    await receiver.waitFor(() => receiver.received.filter((r) => r.webhookId === event.id).length === 2);
    const [after] = await eventually(async () => {
      const list = await deliveries(alice, endpointId);
      return list[0]?.status === 'succeeded' && list[0].attempt_count === 2 && list;
    });
    expect(after!.attempts.map((a) => [a.attempt, a.status_code]).sort()).toEqual([[1, 200], [2, 200]]);
    expect(receiver.rejected).toEqual([]);
  });

  it('resends a delivery whose row says finished while its run has not closed yet (the window between the last attempt and the end of the run)', async () => {
    const alice = await delivery.createAccount();
    const { receiver, endpointId } = await register(alice);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    receiver.reply = (_webhook, count) => (count === 1 ? { status: 200, holdUntil: held } : { status: 200 });
    const event = await finishTestRun(stack.sql, alice.account.id, 'training_run.completed');
    const [pending] = await eventually(async () => {
      const list = await deliveries(alice, endpointId);
      return list[0] && receiver.maxInFlight === 1 && list;
    });
    await stack.sql`update webhook_deliveries set status = 'succeeded', attempt_count = 1, completed_at = now() where id = ${pending!.id}`;

    const resent = await stack.request(`/v1/webhook_endpoints/${endpointId}/deliveries/${pending!.id}/retry`, { method: 'POST', headers: alice.headers });
    expect(resent.status).toBe(202);
    expect(await resent.json()).toEqual({ object: 'webhook_delivery_resend', delivery_id: pending!.id, attempt: 2 });
    await receiver.waitFor(() => receiver.received.some((r) => r.webhookId === event.id));
    release();
    const [after] = await eventually(async () => {
      const list = await deliveries(alice, endpointId);
      return list[0]?.status === 'succeeded' && list[0].attempts.some((a) => a.attempt === 2 && a.status_code === 200) && list;
    });
    expect(after!.attempt_count).toBe(2);
  });

  it('answers 404 for a delivery of another endpoint or account', async () => {
    const alice = await delivery.createAccount();
    const bob = await delivery.createAccount();
    const { endpointId } = await register(alice);
    const { endpointId: bobsEndpoint } = await register(bob);
    await finishTestRun(stack.sql, alice.account.id, 'training_run.completed');
    const [first] = await eventually(async () => {
      const list = await deliveries(alice, endpointId);
      return list.length > 0 && list;
    });
    expect((await stack.request(`/v1/webhook_endpoints/${endpointId}/deliveries/${first!.id}/retry`, { method: 'POST', headers: bob.headers })).status).toBe(404);
    expect((await stack.request(`/v1/webhook_endpoints/${bobsEndpoint}/deliveries/${first!.id}/retry`, { method: 'POST', headers: bob.headers })).status).toBe(404);
  });
});
