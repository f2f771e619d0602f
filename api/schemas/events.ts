import { z } from '@hono/zod-openapi';
import { DateOrTimestamp } from './date-or-timestamp.js';
import { EVENT_PATTERN_SYNTAX, EVENT_TYPES } from '../../core/events/event-types.js';
import { PageQuery, Timestamp } from './common.js';
import { RESOURCE_KINDS } from '../../core/kinds.js';

export const EventObject = z
  .object({
    id: z.string().openapi({ example: 'evt_01JAZ3Q7X9M2K8N4P6R8T0V2W4', description: 'Also the `webhook-id` header of its deliveries. Ids sort by creation time.' }),
    object: z.literal('event'),
    type: z.string().openapi({ example: 'augmentation.completed', description: `One of: ${EVENT_TYPES.join(', ')}.` }),
    created_at: Timestamp,
    account_id: z.string(),
    data: z.object({
      object: z.record(z.string(), z.unknown()).openapi({ description: 'The resource as it was when the event happened (augmentations without `output.files`).' }),
    }),
    webhook_metadata: z.record(z.string(), z.unknown()).nullable().openapi({ description: "The resource's `webhook_metadata`." }),
    request_id: z.string().nullable().openapi({ description: 'Request id of the API call that started the run.' }),
    idempotency_key: z.string().nullable().openapi({ description: 'Idempotency-Key of the API call that started the run, if it had one.' }),
  })
  .openapi('Event');

const queryParam = (name: string, description: string) => ({ param: { name, in: 'query' as const }, description });

export const EventsQuery = z.strictObject({
  ...PageQuery.shape,
  type: z
    .string()
    .max(100)
    .regex(EVENT_PATTERN_SYNTAX, { message: "is not an event type or pattern (letters, '_', '.', and '*' as a wildcard)" })
    .optional()
    .openapi(queryParam('type', 'An event type, or a pattern with `*` wildcards: `training_run.*`, `*.failed`, `*`.')),
  resource_id: z.string().max(100).optional().openapi(queryParam('resource_id', `Only events of this resource (${RESOURCE_KINDS.map((k) => `\`${k.prefix}_…\``).join(', ')}).`)),
  'created[gte]': DateOrTimestamp.optional().openapi(queryParam('created[gte]', 'Only events created at or after this ISO 8601 timestamp (or date, meaning its start, UTC).')),
  'created[lt]': DateOrTimestamp.optional().openapi(queryParam('created[lt]', 'Only events created before this ISO 8601 timestamp (or date, meaning its start, UTC).')),
});
