import { generateApiKey } from '../core/api-keys.js';
import { newId } from '../core/ids.js';
import type { Queryable } from './client.js';
import { pageByCreatedAt, type Page, type PageRequest } from './pagination.js';

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
  /** The API key that created this one (null: an operator or a console session). */
  created_by: string | null;
}

export interface NewApiKey {
  accountId: string;
  name: string;
  lookup: string;
  secretHash: Buffer;
  scopes: string[];
  expiresAt?: Date | null;
  createdBy?: string | null;
}

export async function insertApiKey(q: Queryable, input: NewApiKey): Promise<ApiKeyRow> {
  const [row] = await q<ApiKeyRow[]>`
    insert into api_keys (id, account_id, name, lookup, secret_hash, scopes, expires_at, created_by)
    values (${newId('api_key')}, ${input.accountId}, ${input.name}, ${input.lookup}, ${input.secretHash},
            ${input.scopes}, ${input.expiresAt ?? null}, ${input.createdBy ?? null})
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

/** One page of an account's keys, newest first, revoked ones included. */
export function pageApiKeys(q: Queryable, accountId: string, page: PageRequest): Promise<Page<ApiKeyRow>> {
  return pageByCreatedAt<ApiKeyRow>(q, { table: 'api_keys', accountId, page });
}

export async function listApiKeys(q: Queryable, accountId?: string): Promise<ApiKeyRow[]> {
  return accountId
    ? q<ApiKeyRow[]>`select * from api_keys where account_id = ${accountId} order by created_at desc, id desc`
    : q<ApiKeyRow[]>`select * from api_keys order by created_at desc, id desc`;
}

/**
 * Revokes a key and every key it created, and theirs (a key never outlives its creator), in one
 * statement; revoking twice keeps the first revocation time. Returns every row of the tree.
 */
export async function revokeApiKeyTree(q: Queryable, id: string): Promise<ApiKeyRow[]> {
  return q<ApiKeyRow[]>`
    with recursive tree as (
      select id from api_keys where id = ${id}
      union
      select k.id from api_keys k join tree on k.created_by = tree.id
    )
    update api_keys set revoked_at = coalesce(revoked_at, now()) where id in (select id from tree) returning *`;
}

/** Revokes a key (and the keys it created, see revokeApiKeyTree); returns the key's row. */
export async function revokeApiKey(q: Queryable, id: string): Promise<ApiKeyRow | undefined> {
  return (await revokeApiKeyTree(q, id)).find((row) => row.id === id);
}

export async function touchApiKey(q: Queryable, id: string): Promise<void> {
  await q`update api_keys set last_used_at = now() where id = ${id}`;
}

/** Creates a key and returns the full secret, which exists only in this return value. */
export async function issueApiKey(
  q: Queryable,
  input: { accountId: string; name: string; scopes: string[]; expiresAt?: Date | null; createdBy?: string | null },
): Promise<{ row: ApiKeyRow; key: string }> {
  const generated = generateApiKey();
  const row = await insertApiKey(q, {
    accountId: input.accountId,
    name: input.name,
    lookup: generated.lookup,
    secretHash: generated.secretHash,
    scopes: input.scopes,
    expiresAt: input.expiresAt ?? null,
    createdBy: input.createdBy ?? null,
  });
  return { row, key: generated.key };
}
