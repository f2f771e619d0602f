import { generateApiKey } from '../core/api-keys.js';
import { newId } from '../core/ids.js';
import type { Queryable } from './client.js';

export interface ApiKeyRow {
  id: string;
  account_id: string;
  name: string;
  lookup: string;
  secret_hash: Buffer;
  scopes: string[];
  created_at: Date;
  expires_at: Date | null;
  revoked_at: Date | null;
  last_used_at: Date | null;
}

export interface NewApiKey {
  accountId: string;
  name: string;
  lookup: string;
  secretHash: Buffer;
  scopes: string[];
  expiresAt?: Date | null;
}

export async function insertApiKey(q: Queryable, input: NewApiKey): Promise<ApiKeyRow> {
  const [row] = await q<ApiKeyRow[]>`
    insert into api_keys (id, account_id, name, lookup, secret_hash, scopes, expires_at)
    values (${newId('api_key')}, ${input.accountId}, ${input.name}, ${input.lookup}, ${input.secretHash},
            ${input.scopes}, ${input.expiresAt ?? null})
    returning *`;
  return row!;
}

export async function findApiKeyByLookup(q: Queryable, lookup: string): Promise<ApiKeyRow | undefined> {
  const [row] = await q<ApiKeyRow[]>`select * from api_keys where lookup = ${lookup}`;
  return row;
}

export async function findApiKey(q: Queryable, id: string): Promise<ApiKeyRow | undefined> {
  const [row] = await q<ApiKeyRow[]>`select * from api_keys where id = ${id}`;
  return row;
}

export async function listApiKeys(q: Queryable, accountId?: string): Promise<ApiKeyRow[]> {
  return accountId
    ? q<ApiKeyRow[]>`select * from api_keys where account_id = ${accountId} order by created_at desc, id desc`
    : q<ApiKeyRow[]>`select * from api_keys order by created_at desc, id desc`;
}

/** Revokes a key; revoking twice keeps the first revocation time. */
export async function revokeApiKey(q: Queryable, id: string): Promise<ApiKeyRow | undefined> {
  const [row] = await q<ApiKeyRow[]>`
    update api_keys set revoked_at = coalesce(revoked_at, now()) where id = ${id} returning *`;
  return row;
}

export async function touchApiKey(q: Queryable, id: string): Promise<void> {
  await q`update api_keys set last_used_at = now() where id = ${id}`;
}

/** Creates a key and returns the full secret, which exists only in this return value. */
export async function issueApiKey(
  q: Queryable,
  input: { accountId: string; name: string; scopes: string[]; expiresAt?: Date | null },
): Promise<{ row: ApiKeyRow; key: string }> {
  const generated = generateApiKey();
  const row = await insertApiKey(q, {
    accountId: input.accountId,
    name: input.name,
    lookup: generated.lookup,
    secretHash: generated.secretHash,
    scopes: input.scopes,
    expiresAt: input.expiresAt ?? null,
  });
  return { row, key: generated.key };
}
