import { Context } from '@temporalio/activity';
import { toEventObject } from '../core/events/event-object.js';
import { nextRetryDelayMs, parseRetryAfter } from '../core/webhooks/retry-schedule.js';
import { signWebhookWithEach } from '../core/webhooks/signature.js';
import { WebhookSender } from '../backends/webhooks/http-sender.js';
import { openWebhookSecret } from '../core/webhooks/secret-box.js';
import { inTransaction } from '../db/transaction.js';
import { disableWebhookEndpoint } from '../db/webhook-endpoints.js';
import { cancelDelivery, loadDeliveryTarget, recordAttempt, waitingDeliveries } from '../db/webhook-deliveries.js';
import { retryNowSignal, type DeliveryAttemptOutcome } from '../contracts/webhook-delivery.js';
import type { ActivityDeps } from './deps.js';

export interface DeliveryAttemptInput {
  deliveryId: string;
  /** 1 for the first attempt; stable when Temporal re-runs the same attempt. */
  attempt: number;
  /** How many times in a row this delivery found its endpoint at its in-flight limit. */
  throttles: number;
}


/**
 * Deliveries woken when an endpoint is seen answering, and by each woken delivery that then
 * succeeds: a few steady chains drain a backlog without crowding out fresh deliveries.
 */
const WAKE_ON_RECOVERY = 3;
const WAKE_PER_RECOVERED = 1;
/** After a success, look for waiting deliveries of the endpoint at most this often (per worker). */
const WAKE_CHECK_EVERY_MS = 1000;
const MAX_THROTTLE_DELAY_MS = 30_000;

/** Per worker process: requests in flight to each endpoint. */
class InFlight {
  private readonly counts = new Map<string, number>();
  constructor(private readonly limit: number) {}

  tryAcquire(endpointId: string): boolean {
    const count = this.counts.get(endpointId) ?? 0;
    if (count >= this.limit) return false;
    this.counts.set(endpointId, count + 1);
    return true;
  }

  release(endpointId: string): void {
    const count = (this.counts.get(endpointId) ?? 1) - 1;
    if (count <= 0) this.counts.delete(endpointId);
    else this.counts.set(endpointId, count);
  }
}

/**
 * One attempt of one delivery: sign the event as it is stored, POST it, record the attempt and
 * decide what comes next (done, retry in N ms, give up). HTTP outcomes are results, not errors;
 * only infrastructure failures (Postgres) throw, and Temporal retries those.
 */
export const createDeliverWebhookActivity = (deps: ActivityDeps) => {
  const sender = new WebhookSender();
  const inFlight = new InFlight(deps.config.webhooks.maxInFlightPerEndpoint);
  const { retry, timeoutMs, allowPrivateTargets } = deps.config.webhooks;
  const lastWakeCheck = new Map<string, number>();
  /** How many waiting deliveries of the endpoint to wake after this success. */
  const toWake = (endpointId: string, wasRetry: boolean): number => {
    if (wasRetry) return WAKE_PER_RECOVERED;
    const now = Date.now();
    if (now - (lastWakeCheck.get(endpointId) ?? 0) < WAKE_CHECK_EVERY_MS) return 0;
    if (lastWakeCheck.size > 10_000) lastWakeCheck.clear();
    lastWakeCheck.set(endpointId, now);
    return WAKE_ON_RECOVERY;
  };

  return async function deliverWebhook(input: DeliveryAttemptInput): Promise<DeliveryAttemptOutcome> {
    const target = await loadDeliveryTarget(deps.sql, input.deliveryId);
    if (!target) return { kind: 'canceled', reason: 'the delivery no longer exists' };
    const { delivery, endpoint, event } = target;
    if (delivery.status === 'succeeded') return { kind: 'succeeded', statusCode: delivery.last_status_code ?? 200 };
    if (delivery.status !== 'pending') return { kind: delivery.status, reason: delivery.last_error ?? delivery.status };

    const cancel = async (reason: string): Promise<DeliveryAttemptOutcome> => {
      await cancelDelivery(deps.sql, delivery.id, reason);
      return { kind: 'canceled', reason };
    };
    if (endpoint.deleted || !endpoint.secret) return cancel('endpoint deleted');
    if (endpoint.status !== 'enabled') return cancel('endpoint disabled');
    if (!event) return cancel('event expired');

    if (!inFlight.tryAcquire(endpoint.id)) {
      const ceiling = Math.min(MAX_THROTTLE_DELAY_MS, 500 * 2 ** input.throttles);
      return { kind: 'throttled', retryInMs: Math.round(ceiling / 2 + (Math.random() * ceiling) / 2) };
    }
    const startedAt = new Date();
    let response;
    try {
      const secrets = [endpoint.secret, ...(endpoint.previous_secret ? [endpoint.previous_secret] : [])].map((sealed) => openWebhookSecret(deps.config, endpoint.id, sealed));
      const body = JSON.stringify(toEventObject(event));
      const headers = signWebhookWithEach(secrets, event.id, startedAt.getTime() / 1000, body);
      response = await sender.send({ url: endpoint.url, body, headers: { ...headers }, timeoutMs, allowPrivateTargets });
    } finally {
      inFlight.release(endpoint.id);
    }

    const attempt = { deliveryId: delivery.id, attempt: input.attempt, startedAt, ...response };
    const status = response.statusCode;
    if (status !== null && status >= 200 && status < 300) {
      await recordAttempt(deps.sql, { ...attempt, outcome: { status: 'succeeded' } });
      const wake = toWake(endpoint.id, input.attempt > 1);
      if (wake > 0) await wakeWaitingDeliveries(deps, endpoint.id, wake);
      return { kind: 'succeeded', statusCode: status };
    }
    if (status === 410) {
      await inTransaction(deps.sql, async (tx) => {
        await recordAttempt(tx, { ...attempt, outcome: { status: 'failed' } });
        await disableWebhookEndpoint(tx, endpoint.id, `the receiver answered 410 Gone on ${startedAt.toISOString()}`);
      });
      return { kind: 'failed', reason: 'receiver answered 410 Gone; endpoint disabled' };
    }
    const retryInMs = nextRetryDelayMs(retry, input.attempt, parseRetryAfter(response.retryAfter));
    if (retryInMs === null) {
      await recordAttempt(deps.sql, { ...attempt, outcome: { status: 'failed' } });
      return { kind: 'failed', reason: `gave up after ${input.attempt} attempts` };
    }
    await recordAttempt(deps.sql, { ...attempt, outcome: { status: 'pending', nextAttemptAt: new Date(Date.now() + retryInMs) } });
    return { kind: 'retry', retryInMs };
  };
};

/**
 * An endpoint that answers again after failing gets its backlog now rather than at each
 * delivery's next scheduled retry (up to 12 h away): the oldest waiting deliveries are woken,
 * and each of them that succeeds wakes the next.
 */
async function wakeWaitingDeliveries(deps: ActivityDeps, endpointId: string, count: number): Promise<void> {
  const ids = await waitingDeliveries(deps.sql, endpointId, new Date(Date.now() + 1000), count);
  if (ids.length === 0) return;
  let client;
  try {
    client = Context.current().client;
  } catch {
    return; // no client in this context (e.g. a mock environment): the deliveries keep their schedule
  }
  await Promise.all(ids.map((id) => client.workflow.getHandle(id).signal(retryNowSignal).catch(() => {})));
}
