import type { Queryable, TransactionSql } from './client.js';

/** Runs fn in a transaction: a new one on a pool, a savepoint inside a caller's transaction. */
export function inTransaction<T>(q: Queryable, fn: (tx: TransactionSql) => Promise<T>): Promise<T> {
  if ('begin' in q) return q.begin(fn) as Promise<T>;
  return q.savepoint(fn) as Promise<T>;
}
