import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';
import { createTestRunsTable, finishTestRun } from '../helpers/test-runs.js';
import { FAST_RETRY_ENV, startWebhookDelivery, type WebhookDelivery } from '../helpers/webhook-delivery.js';
import { WebhookReceiver } from '../helpers/webhook-receiver.js';

let stack: TestStack;
let delivery: WebhookDelivery;
const receivers: WebhookReceiver[] = [];

beforeAll(async () => {
  stack = await startStack({ worker: false, env: FAST_RETRY_ENV });
  await createTestRunsTable(stack.sql);
  delivery = await startWebhookDelivery(stack);
});
afterAll(async () => {
  await delivery.stop();
  await stack.stop();
});
afterEach(async () => {
  for (const receiver of receivers.splice(0)) {
    expect(receiver.rejected).toEqual([]);
    await receiver.stop();
  }
});

async function receiverFor(account: TestAccount, enabledEvents: string[] = ['*']): Promise<{ receiver: WebhookReceiver; endpointId: string }> {
  const receiver = await new WebhookReceiver().start();
  receivers.push(receiver);
  const response = await stack.request('/v1/webhook_endpoints', {
    method: 'POST',
    headers: account.headers,
    json: { url: receiver.url, enabled_events: enabledEvents },
  });
  expect(response.status).toBe(201);
  const endpoint = (await response.json()) as { id: string; secret: string };
  receiver.useSecret(endpoint.secret);
  return { receiver, endpointId: endpoint.id };
}

describe('webhook delivery', () => {
  it('delivers an event written with a status change, signed (verified by standardwebhooks)', async () => {
    const alice = await delivery.createAccount();
    const { receiver } = await receiverFor(alice);
    const event = await finishTestRun(stack.sql, alice.account.id, 'augmentation.completed', {
      webhookMetadata: { order: 42 },
      requestId: 'req_abc',
      idempotencyKey: 'idem-1',
    });
    const [got] = await receiver.waitFor(() => receiver.received.length > 0 && receiver.received);
    expect(got!.webhookId).toBe(event.id);
    expect(got!.event).toMatchObject({
      id: event.id,
      object: 'event',
      type: 'augmentation.completed',
      account_id: alice.account.id,
      webhook_metadata: { order: 42 },
      request_id: 'req_abc',
      idempotency_key: 'idem-1',
      data: { object: { id: event.resource_id, status: 'succeeded' } },
    });
  });
});
