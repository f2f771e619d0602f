import { resourceNotFound } from '../core/errors.js';

/**
 * The run an account's lookup found (`find…(sql, accountId, id)`, a kind adapter's `find`): 404
 * `resource_not_found` when it found none, so another account's id answers exactly like a missing
 * one. Every route and operation that reads one run by id goes through it.
 */
export async function ownedRun<Row>(lookup: Promise<Row | undefined>, id: string): Promise<Row> {
  const row = await lookup;
  if (!row) throw resourceNotFound(id);
  return row;
}
