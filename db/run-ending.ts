import type { ResourceKind } from '../core/kinds.js';
import { ACTIVE_STATUSES, endingEventType, type RunEnding } from '../core/lifecycle.js';
import type { ResourceRow, ResourceTable } from '../core/resource-row.js';
import type { Queryable, TransactionSql } from './client.js';
import { refundTokens, resourceTotals } from './ledger.js';
import { getResourceRow } from './resource-rows.js';
import { changeStatusWithEvent } from './status-change.js';

/** A refund an ending owes. `reason` is part of the ledger's idempotency: one refund per resource and reason. */
export interface RefundOwed {
  amount: number;
  reason: string;
  description: string;
}

/** What one kind's ending adds to the shared one (endRun); each field is what differs between kinds. */
export interface RunEndingKind<Row extends ResourceRow, Ending extends RunEnding = RunEnding> {
  table: ResourceTable;
  kind: ResourceKind;
  /** In messages: "twin", "RL run". */
  label: string;
  /** The columns written besides status, completed_at and, on success, progress 1. */
  columns: (q: Queryable, ending: Ending) => Record<string, unknown>;
  /** A write that must precede the refund in the ending's transaction (a video's open episodes closed). */
  beforeRefund?: (tx: TransactionSql, row: Row, ending: Ending) => Promise<void>;
  /** What is owed back of `refundable` (charged less refunded, above 0); null, or no function: nothing. */
  refundOwed?: (tx: TransactionSql, row: Row, ending: Ending, refundable: number) => RefundOwed | null | Promise<RefundOwed | null>;
  /** Records a written refund on the row itself (a `tokens_refunded` column). */
  recordRefund?: (tx: TransactionSql, row: Row, amount: number) => Promise<void>;
  /** The run as its ending event carries it, built in the transaction once the refund is written. */
  present: (tx: TransactionSql, row: Row) => Record<string, unknown> | Promise<Record<string, unknown>>;
}

/** The message most kinds show once ended: the error's for a failure. */
export const endingMessage = (ending: RunEnding): string =>
  ending.status === 'failed' ? (ending.error.message ?? 'failed') : ending.status === 'succeeded' ? 'done' : 'canceled';

/**
 * Ends a run in one transaction: status, completed_at, the kind's columns, the refund it owes and its event
 * (`<kind>.completed|failed|canceled`). Returns the ended row; null when the run was not active (a second
 * call, or no such row), and then nothing is written.
 */
export async function endRun<Row extends ResourceRow, Ending extends RunEnding>(
  q: Queryable,
  kind: RunEndingKind<Row, Ending>,
  id: string,
  ending: Ending,
): Promise<Row | null> {
  let object: Record<string, unknown> = {};
  const result = await changeStatusWithEvent<Row>(q, {
    table: kind.table,
    id,
    fromStatuses: ACTIVE_STATUSES,
    set: {
      status: ending.status,
      completed_at: new Date(),
      ...(ending.status === 'succeeded' ? { progress: 1 } : {}),
      ...kind.columns(q, ending),
    },
    alsoInTransaction: async (tx, row) => {
      await kind.beforeRefund?.(tx, row, ending);
      await writeRefundOwed(tx, kind, row, ending);
      object = await kind.present(tx, row);
    },
    event: (row) => ({
      type: endingEventType(kind.kind, ending.status),
      resourceKind: kind.kind,
      object,
      webhookMetadata: row.webhook_metadata,
      requestId: row.request_id,
      idempotencyKey: row.idempotency_key,
    }),
  });
  return result?.row ?? null;
}

/** endRun, then the row as it stands whether this call ended it or an earlier one did; throws when there is no such row. */
export async function endRunAndRead<Row extends ResourceRow, Ending extends RunEnding>(
  q: Queryable,
  kind: RunEndingKind<Row, Ending>,
  id: string,
  ending: Ending,
): Promise<Row> {
  const row = (await endRun(q, kind, id, ending)) ?? (await getResourceRow<Row>(q, kind.table, id));
  if (!row) throw new Error(`${kind.label[0]!.toUpperCase()}${kind.label.slice(1)} ${id} does not exist.`);
  return row;
}

async function writeRefundOwed<Row extends ResourceRow, Ending extends RunEnding>(
  tx: TransactionSql,
  kind: RunEndingKind<Row, Ending>,
  row: Row,
  ending: Ending,
): Promise<void> {
  if (!kind.refundOwed) return;
  const totals = await resourceTotals(tx, row.id);
  const refundable = Number(totals.charged) - Number(totals.refunded);
  if (refundable <= 0) return;
  const owed = await kind.refundOwed(tx, row, ending, refundable);
  if (!owed || owed.amount <= 0) return;
  await refundTokens(tx, { accountId: row.account_id, amount: owed.amount, resourceId: row.id, resourceKind: kind.kind, reason: owed.reason, description: owed.description });
  await kind.recordRefund?.(tx, row, owed.amount);
}
