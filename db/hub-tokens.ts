import { openSecret, sealSecret } from '../core/credentials/seal.js';
import type { Queryable } from './client.js';

/** Per-account hub tokens, sealed at rest (AES-256-GCM, the account id as associated data). */
export async function setHubToken(q: Queryable, key: Buffer, accountId: string, token: string): Promise<void> {
  const sealed = sealSecret(key, token, accountId);
  await q`
    insert into hub_tokens (account_id, sealed) values (${accountId}, ${sealed})
    on conflict (account_id) do update set sealed = excluded.sealed, updated_at = now()`;
}

export async function clearHubToken(q: Queryable, accountId: string): Promise<boolean> {
  const rows = await q`delete from hub_tokens where account_id = ${accountId} returning account_id`;
  return rows.length > 0;
}

export async function hubTokenInfo(q: Queryable, accountId: string): Promise<{ updated_at: Date } | undefined> {
  const [row] = await q<{ updated_at: Date }[]>`select updated_at from hub_tokens where account_id = ${accountId}`;
  return row;
}

/** The account's token in clear, or null when none is set. */
export async function readHubToken(q: Queryable, key: Buffer, accountId: string): Promise<string | null> {
  const [row] = await q<{ sealed: string }[]>`select sealed from hub_tokens where account_id = ${accountId}`;
  return row ? openSecret(key, row.sealed, accountId) : null;
}
