import { matchesEventType } from '../core/events/event-types.js';
import { newId } from '../core/ids.js';
import type { Sql } from './client.js';

export interface NewDelivery {
  id: string;
  account_id: string;
  endpoint_id: string;
  event_id: string;
}

interface OutboxEvent {
  event_id: string;
  account_id: string;
  type: string;
  created_at: Date;
}

interface CandidateEndpoint {
  id: string;
  account_id: string;
  enabled_events: string[];
  created_at: Date;
}

/**
 * Takes up to `limit` events from the outbox and, in the same transaction, records one delivery
 * per matching endpoint and removes the events from the outbox. Concurrent dispatchers skip rows
 * another one holds. An endpoint receives the events created after it was registered.
 * `accountIds` restricts the dispatcher to some accounts (tests share one database).
 */
export function fanOutFromOutbox(sql: Sql, limit: number, accountIds?: readonly string[]): Promise<{ events: number; deliveries: NewDelivery[] }> {
  return sql.begin(async (tx) => {
    const onlyAccounts = accountIds ? tx`and o.account_id = any(${accountIds as string[]})` : tx``;
    const events = await tx<OutboxEvent[]>`
      select o.event_id, o.account_id, e.type, e.created_at
      from webhook_outbox o join events e on e.id = o.event_id
      where true ${onlyAccounts}
      order by o.created_at
      limit ${limit}
      for update of o skip locked`;
    if (events.length === 0) return { events: 0, deliveries: [] };

    const accounts = [...new Set(events.map((e) => e.account_id))];
    const endpoints = await tx<CandidateEndpoint[]>`
      select id, account_id, enabled_events, created_at from webhook_endpoints
      where account_id = any(${accounts}) and status = 'enabled' and deleted_at is null`;
    const planned: NewDelivery[] = [];
    for (const event of events) {
      for (const endpoint of endpoints) {
        if (endpoint.account_id !== event.account_id || endpoint.created_at > event.created_at) continue;
        if (!endpoint.enabled_events.some((pattern) => matchesEventType(pattern, event.type))) continue;
        planned.push({ id: newId('webhook_delivery'), account_id: event.account_id, endpoint_id: endpoint.id, event_id: event.event_id });
      }
    }
    let deliveries: NewDelivery[] = [];
    if (planned.length > 0) {
      const types = new Map(events.map((e) => [e.event_id, e.type]));
      deliveries = await tx<NewDelivery[]>`
        insert into webhook_deliveries ${tx(planned.map((d) => ({ ...d, event_type: types.get(d.event_id)! })))}
        on conflict (event_id, endpoint_id) do nothing
        returning id, account_id, endpoint_id, event_id`;
    }
    await tx`delete from webhook_outbox where event_id = any(${events.map((e) => e.event_id)})`;
    return { events: events.length, deliveries };
  });
}
