import { rateLimited } from '../../core/errors.js';
import type { Sql, TransactionSql } from '../../db/client.js';
import { countInFlightAugmentations } from '../../db/augmentations.js';

/** What a client is told to wait before trying again: runs take minutes, not seconds. */
const RETRY_AFTER_SECONDS = 30;

/**
 * Runs `insert` only while the account has fewer than `limit` augmentations in flight. The
 * account row is locked for the check and the insert, so concurrent creates cannot both take
 * the last slot; past the limit: 429 `concurrency_limit_exceeded` with Retry-After.
 */
export function withinAugmentationLimit<T>(sql: Sql, accountId: string, limit: number, insert: (tx: TransactionSql) => Promise<T>): Promise<T> {
  return sql.begin(async (tx) => {
    await tx`select 1 from accounts where id = ${accountId} for update`;
    const inFlight = await countInFlightAugmentations(tx, accountId);
    if (inFlight >= limit) {
      throw rateLimited(
        'concurrency_limit_exceeded',
        `This account already has ${inFlight} augmentations in flight, its limit; wait for one to end (or cancel one) and try again.`,
        RETRY_AFTER_SECONDS,
        { limit, in_flight: inFlight },
      );
    }
    return insert(tx);
  }) as Promise<T>;
}
