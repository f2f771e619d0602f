import { z } from '@hono/zod-openapi';
import { EVENT_PATTERN_SYNTAX, eventPatternProblem } from '../../core/events/event-types.js';
import { MAX_WEBHOOK_URL_LENGTH } from '../../core/webhooks/url-policy.js';
import { PageQuery, Timestamp } from './common.js';

export const MAX_ENABLED_EVENTS = 32;
const MAX_METADATA_KEYS = 50;

const EnabledEvents = z
  .array(z.string().max(100).regex(EVENT_PATTERN_SYNTAX, { message: "is not an event type or pattern (letters, '_', '.', and '*' as a wildcard)" }))
  .min(1)
  .max(MAX_ENABLED_EVENTS)
  .superRefine((patterns, ctx) => {
    patterns.forEach((pattern, index) => {
      const problem = eventPatternProblem(pattern);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [index] });
    });
  })
  .openapi({
    description: 'Event types to send, with `*` wildcards: `["*"]` for all, `["training_run.*"]`, `["*.failed", "augmentation.completed"]`.',
    example: ['augmentation.*', 'training_run.completed'],
  });

const Metadata = z
  .record(z.string().min(1).max(40), z.string().max(500))
  .refine((value) => Object.keys(value).length <= MAX_METADATA_KEYS, { message: `At most ${MAX_METADATA_KEYS} keys.` })
  .openapi({ description: 'Your own key/value strings (≤ 50 keys; keys ≤ 40, values ≤ 500 characters).', example: { team: 'perception' } });

const Url = z
  .string()
  .min(1)
  .max(MAX_WEBHOOK_URL_LENGTH)
  .openapi({ description: 'Where events are POSTed: http or https, no credentials, no fragment.', example: 'https://example.com/webhooks/robot-platform' });

export const CreateWebhookEndpointBody = z.strictObject({
  url: Url,
  enabled_events: EnabledEvents,
  description: z.string().max(500).nullable().optional(),
  metadata: Metadata.optional(),
});

export const UpdateWebhookEndpointBody = z.strictObject({
  url: Url.optional(),
  enabled_events: EnabledEvents.optional(),
  description: z.string().max(500).nullable().optional(),
  metadata: Metadata.optional(),
  status: z.enum(['enabled', 'disabled']).optional().openapi({ description: 'Re-enable an endpoint disabled by a 410, or pause one.' }),
});

export const WebhookEndpoint = z
  .object({
    id: z.string().openapi({ example: 'we_01JAZ3Q7X9M2K8N4P6R8T0V2W4' }),
    object: z.literal('webhook_endpoint'),
    url: z.string(),
    description: z.string().nullable(),
    enabled_events: z.array(z.string()),
    metadata: z.record(z.string(), z.string()),
    status: z.enum(['enabled', 'disabled']),
    disabled_reason: z.string().nullable().openapi({ description: 'Why it is disabled, e.g. the receiver answered 410 Gone.' }),
    disabled_at: Timestamp.nullable(),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .openapi('WebhookEndpoint');

export const WebhookEndpointWithSecret = WebhookEndpoint.extend({
  secret: z.string().openapi({
    example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    description: 'Signing secret (Standard Webhooks). Returned only by the create call: store it now.',
  }),
}).openapi('WebhookEndpointWithSecret');

export const DeletedWebhookEndpoint = z
  .object({ id: z.string(), object: z.literal('webhook_endpoint'), deleted: z.literal(true) })
  .openapi('DeletedWebhookEndpoint');

export const DeliveryAttempt = z
  .object({
    attempt: z.number().int(),
    started_at: Timestamp,
    status_code: z.number().int().nullable().openapi({ description: "The receiver's HTTP status; null when no response came. The receiver's body is never kept or shown." }),
    latency_ms: z.number().int(),
    error: z.string().nullable().openapi({ description: 'What went wrong without a response: refused, timed out, blocked, …' }),
  })
  .openapi('WebhookDeliveryAttempt');

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed', 'canceled'] as const;

export const WebhookDelivery = z
  .object({
    id: z.string().openapi({ example: 'whd_01JAZ3Q7X9M2K8N4P6R8T0V2W4' }),
    object: z.literal('webhook_delivery'),
    endpoint_id: z.string(),
    event_id: z.string(),
    event_type: z.string(),
    status: z.enum(DELIVERY_STATUSES).openapi({ description: '`pending` while attempts remain; `canceled` when the endpoint was deleted or disabled first.' }),
    attempt_count: z.number().int(),
    next_attempt_at: Timestamp.nullable(),
    last_status_code: z.number().int().nullable(),
    last_error: z.string().nullable(),
    created_at: Timestamp,
    completed_at: Timestamp.nullable(),
    attempts: z.array(DeliveryAttempt),
  })
  .openapi('WebhookDelivery');

export const DeliveriesQuery = z.strictObject({
  ...PageQuery.shape,
  event_id: z.string().max(100).optional().openapi({ param: { name: 'event_id', in: 'query' }, description: 'Only deliveries of this event.' }),
  status: z.enum(DELIVERY_STATUSES).optional().openapi({ param: { name: 'status', in: 'query' }, description: 'Only deliveries in this state.' }),
});

export const EndpointIdParam = z.object({ id: z.string().max(100).openapi({ param: { name: 'id', in: 'path' }, example: 'we_01JAZ3Q7X9M2K8N4P6R8T0V2W4' }) });
