import { newId } from '../core/ids.js';
import type { Queryable } from './client.js';
import { jsonb } from './jsonb.js';

export interface EventRow {
  id: string;
  account_id: string;
  type: string;
  resource_id: string;
  resource_kind: string;
  data: { object: Record<string, unknown> };
  webhook_metadata: Record<string, unknown> | null;
  request_id: string | null;
  idempotency_key: string | null;
  created_at: Date;
}

export interface NewEvent {
  accountId: string;
  type: string;
  resourceId: string;
  resourceKind: string;
  /** The resource as the spec shows it in events. */
  object: Record<string, unknown>;
  webhookMetadata?: Record<string, unknown> | null;
  requestId?: string | null;
  idempotencyKey?: string | null;
}

/** Channel notified (on commit) with the id of every new event, so delivery can start at once. */
export const EVENTS_CHANNEL = 'rlp_events';

/** Appends one event. Call it inside the transaction that changes the resource's status. */
export async function insertEvent(q: Queryable, input: NewEvent): Promise<EventRow> {
  const id = newId('event');
  const [row] = await q<EventRow[]>`
    insert into events (id, account_id, type, resource_id, resource_kind, data, webhook_metadata, request_id, idempotency_key)
    values (${id}, ${input.accountId}, ${input.type}, ${input.resourceId}, ${input.resourceKind},
            ${jsonb(q, { object: input.object })}, ${input.webhookMetadata ? jsonb(q, input.webhookMetadata) : null},
            ${input.requestId ?? null}, ${input.idempotencyKey ?? null})
    returning *`;
  await q`select pg_notify(${EVENTS_CHANNEL}, ${id})`;
  return row!;
}

export async function findEvent(q: Queryable, id: string): Promise<EventRow | undefined> {
  const [row] = await q<EventRow[]>`select * from events where id = ${id}`;
  return row;
}

export async function eventsForResource(q: Queryable, resourceId: string): Promise<EventRow[]> {
  return q<EventRow[]>`select * from events where resource_id = ${resourceId} order by created_at, id`;
}
