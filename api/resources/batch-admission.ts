import { insufficientTokens, rateLimited } from '../../core/errors.js';
import type { Queryable, Sql, TransactionSql } from '../../db/client.js';

/** What a client is told to wait before trying again: runs take minutes, not seconds. */
const RETRY_AFTER_SECONDS = 30;

export interface Batch {
  accountId: string;
  size: number;
  tokensPerRun: number;
  /** How the runs are named in the 429's message, e.g. 'training runs'. */
  runsName: string;
  countInFlight: (q: Queryable, accountId: string) => Promise<number>;
}

/**
 * Creates a batch of runs whole or not at all. With the account row locked (so concurrent creates
 * cannot both take the last slot), the batch must fit the account's free in-flight slots (429
 * `concurrency_limit_exceeded`) and its balance must cover every run (402 `insufficient_tokens`);
 * then `insert` runs in the same transaction.
 */
export function admitBatch<T>(sql: Sql, batch: Batch, insert: (tx: TransactionSql) => Promise<T>): Promise<T> {
  return sql.begin(async (tx) => {
    const [locked] = await tx<{ balance: number | string; concurrency_limit: number }[]>`select balance, concurrency_limit from accounts where id = ${batch.accountId} for update`;
    const limit = locked!.concurrency_limit;
    const inFlight = await batch.countInFlight(tx, batch.accountId);
    const free = Math.max(0, limit - inFlight);
    if (batch.size > free) {
      throw rateLimited(
        'concurrency_limit_exceeded',
        `This batch needs ${batch.size} run slots but ${free} of the account's ${limit} are free; wait for running ${batch.runsName} to end.`,
        RETRY_AFTER_SECONDS,
        { limit, in_flight: inFlight, requested: batch.size },
      );
    }
    const required = batch.tokensPerRun * batch.size;
    const balance = Number(locked!.balance);
    if (balance < required) throw insufficientTokens(required, balance);
    return insert(tx);
  }) as Promise<T>;
}
