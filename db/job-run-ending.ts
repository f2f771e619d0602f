import { ACTIVE_STATUSES, endingEventType, TERMINAL_PHASE, type RunEnding } from '../core/lifecycle.js';
import type { Queryable } from './client.js';
import { jsonb } from './jsonb.js';
import { refundTokens, resourceTotals } from './ledger.js';
import { changeStatusWithEvent } from './status-change.js';

const MESSAGE = { succeeded: 'done', canceled: 'canceled' } as const;

interface JobRunRow {
  id: string;
  account_id: string;
  tokens_refunded: number | string;
  webhook_metadata: Record<string, unknown> | null;
  request_id: string | null;
  idempotency_key: string | null;
}

/** The kind a job run's ending is written for (RL runs, evaluations): its table, names and how it is shown. */
export interface JobRunKind<Row extends JobRunRow> {
  table: 'rl_runs' | 'evaluations';
  kind: 'rl_run' | 'evaluation';
  /** In messages: "RL run", "evaluation". */
  label: string;
  present: (row: Row) => Record<string, unknown>;
  get: (q: Queryable, id: string) => Promise<Row | null | undefined>;
}

/**
 * Ends a run whose work is one job in one transaction: status, phase, completed_at, error, refund and its event
 * (`<kind>.completed|failed|canceled`). A failure on our side (`system`) is refunded in full; a failure the user
 * must fix and a cancel are not. A second call changes nothing.
 */
export async function endJobRun<Row extends JobRunRow>(q: Queryable, kind: JobRunKind<Row>, id: string, ending: RunEnding): Promise<Row> {
  const result = await changeStatusWithEvent<Row>(q, {
    table: kind.table,
    id,
    fromStatuses: ACTIVE_STATUSES,
    set: {
      status: ending.status,
      phase: TERMINAL_PHASE[ending.status],
      completed_at: new Date(),
      status_message: ending.status === 'failed' ? (ending.error.message ?? 'failed') : MESSAGE[ending.status],
      error: ending.status === 'failed' ? jsonb(q, ending.error) : null,
      ...(ending.status === 'succeeded' ? { progress: 1 } : {}),
    },
    alsoInTransaction: async (tx, row) => {
      if (ending.status !== 'failed' || ending.error.code !== 'system') return;
      const totals = await resourceTotals(tx, id);
      const refundable = Number(totals.charged) - Number(totals.refunded);
      if (refundable <= 0) return;
      await refundTokens(tx, { accountId: row.account_id, amount: refundable, resourceId: id, resourceKind: kind.kind, reason: 'refund', description: `refund: ${kind.label} failed on our side` });
      await tx`update ${tx(kind.table)} set tokens_refunded = tokens_refunded + ${refundable} where id = ${id}`;
      row.tokens_refunded = Number(row.tokens_refunded) + refundable;
    },
    event: (row) => ({
      type: endingEventType(kind.kind, ending.status),
      resourceKind: kind.kind,
      object: kind.present(row),
      webhookMetadata: row.webhook_metadata,
      requestId: row.request_id,
      idempotencyKey: row.idempotency_key,
    }),
  });
  const row = result?.row ?? (await kind.get(q, id));
  if (!row) throw new Error(`${kind.label[0]!.toUpperCase()}${kind.label.slice(1)} ${id} does not exist.`);
  return row;
}
