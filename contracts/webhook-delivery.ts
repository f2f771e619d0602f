import { defineSignal } from '@temporalio/workflow';
import { defineWorkflowType } from './resource.js';

/** Implemented by `workflows/webhook-delivery.ts`: one event to one endpoint until it succeeds or the schedule ends; workflowId = the delivery id. */
export const webhookDeliveryWorkflowType = defineWorkflowType<WebhookDeliveryInput, DeliveryAttemptOutcome>('webhookDeliveryWorkflow');

export interface WebhookDeliveryInput {
  deliveryId: string;
  /** Number of the first attempt (a resend continues after the attempts already recorded); default 1. */
  firstAttempt?: number;
}

export type DeliveryAttemptOutcome =
  | { kind: 'succeeded'; statusCode: number }
  | { kind: 'retry'; retryInMs: number }
  /** The endpoint already had its limit of requests in flight; try again soon without counting an attempt. */
  | { kind: 'throttled'; retryInMs: number }
  | { kind: 'failed'; reason: string }
  | { kind: 'canceled'; reason: string };

/** Try now instead of at the scheduled time (sent when the endpoint answers again). */
export const retryNowSignal = defineSignal('retryNow');
