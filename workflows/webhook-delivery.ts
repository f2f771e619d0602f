import { condition, proxyLocalActivities, setHandler, sleep } from '@temporalio/workflow';
import type { Activities } from '../activities/index.js';
import { retryNowSignal, type DeliveryAttemptOutcome, type WebhookDeliveryInput } from '../contracts/webhook-delivery.js';

// A local activity: one attempt costs one workflow task instead of three round trips through the
// server. The retry policy covers infrastructure errors only (Postgres down); HTTP failures are
// outcomes the workflow schedules itself.
const { deliverWebhook } = proxyLocalActivities<Activities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute' },
});

/**
 * One event to one endpoint (workflowId = the delivery id): attempt, then wait as the attempt
 * said and attempt again, until it succeeds, the endpoint is gone or the schedule ends (about
 * three days).
 */
export async function webhookDeliveryWorkflow(input: WebhookDeliveryInput): Promise<DeliveryAttemptOutcome> {
  let retryNow = false;
  setHandler(retryNowSignal, () => {
    retryNow = true;
  });
  let attempt = input.firstAttempt ?? 1;
  let throttles = 0;
  for (;;) {
    const outcome = await deliverWebhook({ deliveryId: input.deliveryId, attempt, throttles });
    if (outcome.kind === 'throttled') {
      throttles++;
      await sleep(outcome.retryInMs);
      continue;
    }
    if (outcome.kind !== 'retry') return outcome;
    attempt++;
    throttles = 0;
    retryNow = false;
    await condition(() => retryNow, outcome.retryInMs);
  }
}
