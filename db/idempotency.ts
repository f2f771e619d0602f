import type { Queryable } from './client.js';

export interface StoredResponse {
  status: number;
  body: string;
  headers: Record<string, string>;
}

export type IdempotencyClaim =
  | { kind: 'claimed' }
  | { kind: 'replay'; response: StoredResponse }
  | { kind: 'in_use' }
  /** The key was first used for another request: another route, payload or caller. */
  | { kind: 'reused'; method: string; path: string; otherCaller: boolean };

interface ClaimInput {
  accountId: string;
  key: string;
  /** The API key (or console session) making the request: a stored reply is only ever replayed to it. */
  callerId: string;
  method: string;
  path: string;
  requestHash: string;
  /** An in-flight claim older than this is treated as abandoned (its process died) and can be taken over. */
  staleAfterSeconds: number;
}

interface IdempotencyRow {
  request_method: string;
  request_path: string;
  request_hash: string;
  api_key_id: string | null;
  state: 'in_flight' | 'completed';
  response_status: number | null;
  response_body: string | null;
  response_headers: Record<string, string> | null;
  stale: boolean;
}

/** Claims a key for one request, or says why it cannot: replay, in use, or reused with another payload. */
export async function claimIdempotencyKey(q: Queryable, input: ClaimInput): Promise<IdempotencyClaim> {
  const inserted = await q`
    insert into idempotency_keys (account_id, key, api_key_id, request_method, request_path, request_hash, state)
    values (${input.accountId}, ${input.key}, ${input.callerId}, ${input.method}, ${input.path}, ${input.requestHash}, 'in_flight')
    on conflict (account_id, key) do nothing
    returning 1`;
  if (inserted.length > 0) return { kind: 'claimed' };

  const [row] = await q<IdempotencyRow[]>`
    select request_method, request_path, request_hash, api_key_id, state, response_status, response_body, response_headers,
           locked_at < now() - make_interval(secs => ${input.staleAfterSeconds}) as stale
    from idempotency_keys where account_id = ${input.accountId} and key = ${input.key}`;
  if (!row) return claimIdempotencyKey(q, input); // released between our insert and select
  if (row.api_key_id !== input.callerId) return { kind: 'reused', method: row.request_method, path: row.request_path, otherCaller: true };
  if (row.request_hash !== input.requestHash || row.request_method !== input.method || row.request_path !== input.path) {
    return { kind: 'reused', method: row.request_method, path: row.request_path, otherCaller: false };
  }
  if (row.state === 'completed') {
    return {
      kind: 'replay',
      response: { status: row.response_status!, body: row.response_body ?? '', headers: row.response_headers ?? {} },
    };
  }
  if (row.stale) {
    const taken = await q`
      update idempotency_keys set locked_at = now()
      where account_id = ${input.accountId} and key = ${input.key} and state = 'in_flight'
        and locked_at < now() - make_interval(secs => ${input.staleAfterSeconds})
      returning 1`;
    if (taken.length > 0) return { kind: 'claimed' };
  }
  return { kind: 'in_use' };
}

export async function completeIdempotencyKey(q: Queryable, accountId: string, key: string, response: StoredResponse): Promise<void> {
  await q`
    update idempotency_keys
    set state = 'completed', response_status = ${response.status}, response_body = ${response.body},
        response_headers = ${q.json(response.headers)}, completed_at = now()
    where account_id = ${accountId} and key = ${key}`;
}

/** Forgets a claim so the same key can be used again (the request never began executing). */
export async function releaseIdempotencyKey(q: Queryable, accountId: string, key: string): Promise<void> {
  await q`delete from idempotency_keys where account_id = ${accountId} and key = ${key} and state = 'in_flight'`;
}

export async function pruneIdempotencyKeys(q: Queryable, olderThanHours: number): Promise<number> {
  const rows = await q`
    delete from idempotency_keys where created_at < now() - make_interval(hours => ${olderThanHours}) returning 1`;
  return rows.length;
}
