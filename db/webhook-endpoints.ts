import { newId } from '../core/ids.js';
import type { Queryable } from './client.js';
import { pageByCreatedAt, type Page, type PageRequest } from './pagination.js';

export interface WebhookEndpointRow {
  id: string;
  account_id: string;
  url: string;
  description: string | null;
  enabled_events: string[];
  metadata: Record<string, string>;
  secret: string | null;
  status: 'enabled' | 'disabled';
  disabled_reason: string | null;
  disabled_at: Date | null;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

export interface NewWebhookEndpoint {
  /** Chosen by the caller when the secret is sealed to it; new otherwise. */
  id?: string;
  accountId: string;
  url: string;
  enabledEvents: string[];
  description: string | null;
  metadata: Record<string, string>;
  /** As stored: sealed (backends/webhooks/secret-box.ts). */
  secret: string;
}

export async function insertWebhookEndpoint(q: Queryable, input: NewWebhookEndpoint): Promise<WebhookEndpointRow> {
  const [row] = await q<WebhookEndpointRow[]>`
    insert into webhook_endpoints (id, account_id, url, enabled_events, description, metadata, secret)
    values (${input.id ?? newId('webhook_endpoint')}, ${input.accountId}, ${input.url}, ${input.enabledEvents},
            ${input.description}, ${q.json(input.metadata)}, ${input.secret})
    returning *`;
  return row!;
}

export async function countWebhookEndpoints(q: Queryable, accountId: string): Promise<number> {
  const [row] = await q<{ n: number }[]>`
    select count(*)::int as n from webhook_endpoints where account_id = ${accountId} and deleted_at is null`;
  return row!.n;
}

/** An account's endpoint; deleted ones and other accounts' read like missing ones. */
export async function findWebhookEndpoint(q: Queryable, accountId: string, id: string): Promise<WebhookEndpointRow | undefined> {
  const [row] = await q<WebhookEndpointRow[]>`
    select * from webhook_endpoints where id = ${id} and account_id = ${accountId} and deleted_at is null`;
  return row;
}

export function listWebhookEndpoints(q: Queryable, accountId: string, page: PageRequest): Promise<Page<WebhookEndpointRow>> {
  return pageByCreatedAt<WebhookEndpointRow>(q, { table: 'webhook_endpoints', accountId, page, where: q`and deleted_at is null` });
}

export interface WebhookEndpointChanges {
  url?: string;
  enabledEvents?: string[];
  description?: string | null;
  metadata?: Record<string, string>;
  status?: 'enabled' | 'disabled';
}

export async function updateWebhookEndpoint(q: Queryable, accountId: string, id: string, changes: WebhookEndpointChanges): Promise<WebhookEndpointRow | undefined> {
  const set: Record<string, unknown> = { updated_at: new Date() };
  if (changes.url !== undefined) set.url = changes.url;
  if (changes.enabledEvents !== undefined) set.enabled_events = changes.enabledEvents;
  if (changes.description !== undefined) set.description = changes.description;
  if (changes.metadata !== undefined) set.metadata = q.json(changes.metadata);
  if (changes.status === 'enabled') Object.assign(set, { status: 'enabled', disabled_reason: null, disabled_at: null });
  if (changes.status === 'disabled') Object.assign(set, { status: 'disabled', disabled_reason: 'disabled by request', disabled_at: new Date() });
  const [row] = await q<WebhookEndpointRow[]>`
    update webhook_endpoints set ${q(set)}
    where id = ${id} and account_id = ${accountId} and deleted_at is null
    returning *`;
  return row;
}

/** Soft-deletes an endpoint and forgets its secret; its pending deliveries stop at their next attempt. */
export async function deleteWebhookEndpoint(q: Queryable, accountId: string, id: string): Promise<boolean> {
  const rows = await q`
    update webhook_endpoints set deleted_at = now(), updated_at = now(), secret = null, previous_secret = null, previous_secret_expires_at = null
    where id = ${id} and account_id = ${accountId} and deleted_at is null
    returning id`;
  return rows.length === 1;
}

/** Disables an endpoint (a receiver answered 410 Gone); a no-op when it already is. */
export async function disableWebhookEndpoint(q: Queryable, id: string, reason: string): Promise<void> {
  await q`
    update webhook_endpoints set status = 'disabled', disabled_reason = ${reason}, disabled_at = now(), updated_at = now()
    where id = ${id} and status = 'enabled'`;
}

/** Live endpoints whose secret predates sealing (kept in clear). */
export async function clearTextWebhookSecrets(q: Queryable): Promise<Array<{ id: string; secret: string }>> {
  return q<Array<{ id: string; secret: string }>>`
    select id, secret from webhook_endpoints where secret like 'whsec\_%' and deleted_at is null`;
}

/** Swaps a secret for its sealed form, unless it changed meanwhile (deleted, sealed by another process). */
export async function replaceWebhookSecret(q: Queryable, id: string, current: string, replacement: string): Promise<boolean> {
  const rows = await q`update webhook_endpoints set secret = ${replacement} where id = ${id} and secret = ${current}`;
  return rows.count === 1;
}
