import type { Queryable } from './client.js';
import type { WebhookEndpointRow } from './webhook-endpoints.js';

/**
 * Makes `sealedSecret` the endpoint's secret; the one it replaces keeps signing for
 * `overlapSeconds` (0: retired at once). Undefined when the endpoint is not the account's.
 */
export async function rotateWebhookSecret(
  q: Queryable,
  accountId: string,
  id: string,
  sealedSecret: string,
  overlapSeconds: number,
): Promise<(WebhookEndpointRow & { previous_secret_expires_at: Date | null }) | undefined> {
  const [row] = await q<(WebhookEndpointRow & { previous_secret_expires_at: Date | null })[]>`
    update webhook_endpoints set
      previous_secret = case when ${overlapSeconds}::int > 0 then secret end,
      previous_secret_expires_at = case when ${overlapSeconds}::int > 0 then now() + make_interval(secs => ${overlapSeconds}::int) end,
      secret = ${sealedSecret},
      updated_at = now()
    where id = ${id} and account_id = ${accountId} and deleted_at is null
    returning *`;
  return row;
}

/**
 * Puts a finished delivery of the account's endpoint back to pending for a resend; returns the
 * attempts recorded so far, or undefined when there is no such delivery of that endpoint.
 */
export async function reopenDelivery(
  q: Queryable,
  accountId: string,
  endpointId: string,
  deliveryId: string,
): Promise<{ status_before: string; attempt_count: number } | undefined> {
  const [row] = await q<{ status_before: string; attempt_count: number }[]>`
    with before as (
      select id, status from webhook_deliveries
      where id = ${deliveryId} and endpoint_id = ${endpointId} and account_id = ${accountId}
      for update
    )
    update webhook_deliveries d set
      status = 'pending', next_attempt_at = now(), completed_at = null
    from before where d.id = before.id
    returning before.status as status_before, d.attempt_count`;
  return row;
}
