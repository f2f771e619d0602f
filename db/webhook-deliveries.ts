import type { Queryable } from './client.js';
import type { EventRow } from './events.js';
import { pageByCreatedAt, type Page, type PageRequest } from './pagination.js';
import type { NewDelivery } from './webhook-outbox.js';

export type DeliveryStatus = 'pending' | 'succeeded' | 'failed' | 'canceled';

export interface WebhookDeliveryRow {
  id: string;
  account_id: string;
  endpoint_id: string;
  event_id: string;
  event_type: string;
  status: DeliveryStatus;
  attempt_count: number;
  last_status_code: number | null;
  last_error: string | null;
  next_attempt_at: Date | null;
  created_at: Date;
  dispatched_at: Date | null;
  completed_at: Date | null;
}

export interface DeliveryAttemptRow {
  delivery_id: string;
  attempt: number;
  started_at: Date;
  status_code: number | null;
  latency_ms: number;
  error: string | null;
}

/** Deliveries recorded but not known to have a workflow yet (their dispatcher died, or is still starting them). */
export function undispatchedDeliveries(q: Queryable, olderThanMs: number, limit: number, accountIds?: readonly string[]): Promise<NewDelivery[]> {
  const onlyAccounts = accountIds ? q`and account_id = any(${accountIds as string[]})` : q``;
  return q<NewDelivery[]>`
    select id, account_id, endpoint_id, event_id from webhook_deliveries
    where dispatched_at is null and created_at < now() - ${olderThanMs / 1000} * interval '1 second' ${onlyAccounts}
    order by created_at
    limit ${limit}`;
}

export async function markDispatched(q: Queryable, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await q`update webhook_deliveries set dispatched_at = now() where id = any(${ids as string[]}) and dispatched_at is null`;
}

export interface DeliveryTarget {
  delivery: WebhookDeliveryRow;
  /** `previous_secret`: the secret a rotation replaced, while its overlap lasts (else null). */
  endpoint: { id: string; url: string; secret: string | null; previous_secret: string | null; status: string; deleted: boolean };
  event: EventRow | null;
}

/** What one attempt needs, in one round trip: the delivery, its endpoint (url, secret, state) and its event. */
export async function loadDeliveryTarget(q: Queryable, deliveryId: string): Promise<DeliveryTarget | undefined> {
  const [row] = await q<(WebhookDeliveryRow & { endpoint: DeliveryTarget['endpoint']; event: (Omit<EventRow, 'created_at'> & { created_at: string }) | null })[]>`
    select d.*,
           (select jsonb_build_object('id', w.id, 'url', w.url, 'secret', w.secret, 'status', w.status, 'deleted', w.deleted_at is not null,
                              'previous_secret', case when w.previous_secret_expires_at > now() then w.previous_secret end)
              from webhook_endpoints w where w.id = d.endpoint_id) as endpoint,
           (select to_jsonb(e) from events e where e.id = d.event_id) as event
    from webhook_deliveries d where d.id = ${deliveryId}`;
  if (!row) return undefined;
  const { endpoint, event, ...delivery } = row;
  return { delivery, endpoint, event: event ? { ...event, created_at: new Date(event.created_at) } : null };
}

export interface AttemptRecord {
  deliveryId: string;
  attempt: number;
  startedAt: Date;
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
  /** What the delivery becomes after this attempt. */
  outcome: { status: 'succeeded' | 'failed' } | { status: 'pending'; nextAttemptAt: Date };
}

/** Records one attempt and the delivery's new state in one statement; recording the same attempt again overwrites it. */
export async function recordAttempt(q: Queryable, record: AttemptRecord): Promise<void> {
  const finished = record.outcome.status !== 'pending';
  await q`
    with attempt as (
      insert into webhook_delivery_attempts (delivery_id, attempt, started_at, status_code, latency_ms, error)
      values (${record.deliveryId}, ${record.attempt}, ${record.startedAt}, ${record.statusCode}, ${record.latencyMs}, ${record.error})
      on conflict (delivery_id, attempt) do update set
        started_at = excluded.started_at, status_code = excluded.status_code, latency_ms = excluded.latency_ms,
        error = excluded.error
    )
    update webhook_deliveries set
      status = ${record.outcome.status},
      attempt_count = greatest(attempt_count, ${record.attempt}),
      last_status_code = ${record.statusCode},
      last_error = ${record.error},
      next_attempt_at = ${record.outcome.status === 'pending' ? record.outcome.nextAttemptAt : null},
      completed_at = ${finished ? new Date() : null}
    where id = ${record.deliveryId} and status = 'pending'`;
}

/** Ends a delivery that will never be attempted again (endpoint deleted or disabled, event expired). */
export async function cancelDelivery(q: Queryable, deliveryId: string, reason: string): Promise<void> {
  await q`
    update webhook_deliveries set status = 'canceled', last_error = ${reason}, next_attempt_at = null, completed_at = now()
    where id = ${deliveryId} and status = 'pending'`;
}

/** Deliveries of an endpoint waiting for a retry later than `notBefore`, oldest first. */
export async function waitingDeliveries(q: Queryable, endpointId: string, notBefore: Date, limit: number): Promise<string[]> {
  const rows = await q<{ id: string }[]>`
    select id from webhook_deliveries
    where endpoint_id = ${endpointId} and status = 'pending' and next_attempt_at > ${notBefore}
    order by next_attempt_at
    limit ${limit}`;
  return rows.map((r) => r.id);
}

export interface DeliveryFilters {
  eventId?: string;
  status?: DeliveryStatus;
}

/** An endpoint's deliveries, newest first, with their attempts. */
export async function listDeliveries(
  q: Queryable,
  accountId: string,
  endpointId: string,
  page: PageRequest,
  filters: DeliveryFilters,
): Promise<Page<WebhookDeliveryRow & { attempts: DeliveryAttemptRow[] }>> {
  const result = await pageByCreatedAt<WebhookDeliveryRow>(q, {
    table: 'webhook_deliveries',
    accountId,
    page,
    where: q`and endpoint_id = ${endpointId}
      ${filters.eventId ? q`and event_id = ${filters.eventId}` : q``}
      ${filters.status ? q`and status = ${filters.status}` : q``}`,
  });
  const ids = result.rows.map((d) => d.id);
  const attempts = ids.length
    ? await q<DeliveryAttemptRow[]>`select * from webhook_delivery_attempts where delivery_id = any(${ids}) order by attempt`
    : [];
  return { ...result, rows: result.rows.map((d) => ({ ...d, attempts: attempts.filter((a) => a.delivery_id === d.id) })) };
}
