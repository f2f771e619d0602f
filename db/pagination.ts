import { parameterInvalid } from '../core/errors.js';
import type { PendingQuery, Row } from 'postgres';
import type { Queryable } from './client.js';

export interface PageRequest {
  limit: number;
  startingAfter?: string | null;
}

export interface Page<T> {
  rows: T[];
  hasMore: boolean;
  nextCursor: string | null;
}

const CURSOR_VERSION = 'c1';

/** Cursors are opaque to clients: today they wrap the id of the last row returned. */
export function encodeCursor(id: string): string {
  return Buffer.from(`${CURSOR_VERSION}:${id}`, 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string, param = 'starting_after'): string {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const [version, id] = text.split(':', 2);
  if (version !== CURSOR_VERSION || !id || Buffer.from(text, 'utf8').toString('base64url') !== cursor) {
    throw parameterInvalid(param, `'${param}' is not a cursor this API returned; pass the previous page's next_cursor.`);
  }
  return id;
}

/**
 * One page of an account's rows, newest first, keyset-paginated on (created_at, id), so rows
 * inserted while a client pages never shift or repeat what it sees.
 */
export async function pageByCreatedAt<T extends { id: string }>(
  q: Queryable,
  opts: { table: string; accountId: string; page: PageRequest; where?: PendingQuery<Row[]> },
): Promise<Page<T>> {
  const { table, accountId, page } = opts;
  const extra = opts.where ?? q``;
  let after = q``;
  if (page.startingAfter) {
    const id = decodeCursor(page.startingAfter);
    const [anchor] = await q<{ created_at: Date }[]>`
      select created_at from ${q(table)} where id = ${id} and account_id = ${accountId}`;
    if (!anchor) throw parameterInvalid('starting_after', `'starting_after' points at nothing on this list.`);
    after = q`and (created_at, id) < (select created_at, id from ${q(table)} where id = ${id})`;
  }
  const rows = await q<T[]>`
    select * from ${q(table)}
    where account_id = ${accountId} ${extra} ${after}
    order by created_at desc, id desc
    limit ${page.limit + 1}`;
  const hasMore = rows.length > page.limit;
  const data = hasMore ? rows.slice(0, page.limit) : [...rows];
  return { rows: data, hasMore, nextCursor: hasMore ? encodeCursor(data[data.length - 1]!.id) : null };
}

/** An account's row by id; another account's id reads exactly like a missing one. */
export async function findOwned<T>(q: Queryable, table: string, accountId: string, id: string): Promise<T | undefined> {
  const [row] = await q<(T & Row)[]>`select * from ${q(table)} where id = ${id} and account_id = ${accountId}`;
  return row as T | undefined;
}
