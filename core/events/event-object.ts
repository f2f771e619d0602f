/** What an event row holds, as stored (db/events.ts EventRow fits). */
export interface StoredEvent {
  id: string;
  account_id: string;
  type: string;
  data: { object: Record<string, unknown> };
  webhook_metadata: Record<string, unknown> | null;
  request_id: string | null;
  idempotency_key: string | null;
  created_at: Date;
}

/** The event as clients see it, in GET /v1/events and as the body of every webhook delivery. */
export interface EventObject {
  id: string;
  object: 'event';
  type: string;
  created_at: string;
  account_id: string;
  data: { object: Record<string, unknown> };
  webhook_metadata: Record<string, unknown> | null;
  request_id: string | null;
  idempotency_key: string | null;
}

export function toEventObject(row: StoredEvent): EventObject {
  return {
    id: row.id,
    object: 'event',
    type: row.type,
    created_at: row.created_at.toISOString(),
    account_id: row.account_id,
    data: { object: row.data.object },
    webhook_metadata: row.webhook_metadata,
    request_id: row.request_id,
    idempotency_key: row.idempotency_key,
  };
}
