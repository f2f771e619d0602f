import type { Queryable, TransactionSql } from './client.js';
import { insertEvent, type EventRow, type NewEvent } from './events.js';
import { inTransaction } from './transaction.js';

export interface StatusChange<Row> {
  /** The resource table; its rows have `id`, `account_id` and `status`. */
  table: string;
  id: string;
  /** The change applies only while the row's status is one of these (e.g. not yet terminal). */
  fromStatuses: readonly string[];
  /** Columns to write, `status` among them. */
  set: Record<string, unknown>;
  /** The event this change emits, built from the updated row. */
  event?: (row: Row) => Omit<NewEvent, 'accountId' | 'resourceId'>;
  /** More writes that must commit with the change (refunds, child rows). */
  alsoInTransaction?: (tx: TransactionSql, row: Row) => Promise<void>;
}

export interface StatusChangeResult<Row> {
  row: Row;
  event: EventRow | null;
}

/**
 * Changes a resource's status and records its event in one transaction, so an event exists
 * exactly when the status change does. Returns null (and writes nothing) when the row is
 * missing or no longer in one of `fromStatuses`, which makes a retried call harmless.
 */
export async function changeStatusWithEvent<Row extends { id: string; account_id: string }>(
  q: Queryable,
  change: StatusChange<Row>,
): Promise<StatusChangeResult<Row> | null> {
  return inTransaction(q, async (tx) => {
    const [row] = await tx<Row[]>`
      update ${tx(change.table)} set ${tx(change.set)}
      where id = ${change.id} and status in ${tx(change.fromStatuses as string[])}
      returning *`;
    if (!row) return null;
    if (change.alsoInTransaction) await change.alsoInTransaction(tx, row);
    const event = change.event
      ? await insertEvent(tx, { ...change.event(row), accountId: row.account_id, resourceId: row.id })
      : null;
    return { row, event };
  });
}
