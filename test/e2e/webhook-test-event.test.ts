import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  for (const receiver of receivers) await receiver.stop();
  await delivery.stop();
  await stack.stop();
});

async function endpointFor(account: TestAccount): Promise<{ receiver: WebhookReceiver; id: string }> {
  const receiver = await new WebhookReceiver().start();
  receivers.push(receiver);
  const response = await stack.request('/v1/webhook_endpoints', { method: 'POST', headers: account.headers, json: { url: receiver.url, enabled_events: ['*'] } });
  expect(response.status).toBe(201);
  const endpoint = (await response.json()) as { id: string; secret: string };
  receiver.useSecret(endpoint.secret);
  return { receiver, id: endpoint.id };
}

const sendTest = (account: TestAccount, id: string) => stack.request(`/v1/webhook_endpoints/${id}/test`, { method: 'POST', headers: account.headers });

describe('send test event', () => {
  it('delivers a signed webhook_endpoint.test to that endpoint only, logged like any event', async () => {
    const alice = await delivery.createAccount();
    const a = await endpointFor(alice);
    const b = await endpointFor(alice);

    const sent = await sendTest(alice, a.id);
    expect(sent.status).toBe(202);
    const result = (await sent.json()) as { event_id: string; delivery_id: string; type: string };
    expect(result.type).toBe('webhook_endpoint.test');

    const [got] = await a.receiver.waitFor(() => a.receiver.received.length > 0 && a.receiver.received);
    expect(got!.webhookId).toBe(result.event_id);
    expect(got!.event).toMatchObject({ id: result.event_id, type: 'webhook_endpoint.test', account_id: alice.account.id, data: { object: { id: a.id, object: 'webhook_endpoint' } } });
    expect(a.receiver.rejected).toEqual([]);

    // A real event after it reaches both endpoints; B's first and only delivery is that one.
    const real = await finishTestRun(stack.sql, alice.account.id, 'augmentation.completed');
    await b.receiver.waitFor(() => b.receiver.received.length > 0);
    await a.receiver.waitFor(() => a.receiver.received.length > 1);
    expect(b.receiver.received.map((r) => r.webhookId)).toEqual([real.id]);

    const deliveries = (await (await stack.request(`/v1/webhook_endpoints/${a.id}/deliveries`, { headers: alice.headers })).json()) as { data: { id: string; event_type: string }[] };
    expect(deliveries.data.map((d) => d.event_type)).toContain('webhook_endpoint.test');
    const logged = await stack.request(`/v1/events/${result.event_id}`, { headers: alice.headers });
    expect(logged.status).toBe(200);
  });

  it("another account's endpoint is 404; a disabled one is 409", async () => {
    const alice = await delivery.createAccount();
    const bob = await delivery.createAccount();
    const a = await endpointFor(alice);
    expect((await sendTest(bob, a.id)).status).toBe(404);
    await stack.request(`/v1/webhook_endpoints/${a.id}`, { method: 'POST', headers: alice.headers, json: { status: 'disabled' } });
    const disabled = await sendTest(alice, a.id);
    expect(disabled.status).toBe(409);
    expect(await disabled.json()).toMatchObject({ error: { code: 'endpoint_disabled' } });
  });
});
