import type { EventType } from '../core/events/event-types.js';
import { newId } from '../core/ids.js';
import type { Sql } from './client.js';
import { insertEvent, type EventRow } from './events.js';
import type { NewDelivery } from './webhook-outbox.js';

/** The type of the event "send test event" delivers; never fanned out to other endpoints. */
export const WEBHOOK_TEST_EVENT = 'webhook_endpoint.test' as const satisfies EventType;

/**
 * A test event for one endpoint and its delivery, in one transaction: the event is in the log like
 * any other, but leaves the outbox at once, so only this endpoint receives it.
 */
export function recordTestEvent(sql: Sql, input: { accountId: string; endpointId: string; object: Record<string, unknown> }): Promise<{ event: EventRow; delivery: NewDelivery }> {
  return sql.begin(async (tx) => {
    const event = await insertEvent(tx, { accountId: input.accountId, type: WEBHOOK_TEST_EVENT, resourceId: input.endpointId, resourceKind: 'webhook_endpoint', object: input.object });
    await tx`delete from webhook_outbox where event_id = ${event.id}`;
    const [delivery] = await tx<NewDelivery[]>`
      insert into webhook_deliveries (id, account_id, endpoint_id, event_id, event_type)
      values (${newId('webhook_delivery')}, ${input.accountId}, ${input.endpointId}, ${event.id}, ${WEBHOOK_TEST_EVENT})
      returning id, account_id, endpoint_id, event_id`;
    return { event, delivery: delivery! };
  });
}
