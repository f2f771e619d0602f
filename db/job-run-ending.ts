import type { ResourceCollection, ResourceKind } from '../core/kinds.js';
import { TERMINAL_PHASE } from '../core/lifecycle.js';
import type { ResourceRow } from '../core/resource-row.js';
import { jsonb } from './jsonb.js';
import { endingMessage, type RunEndingKind } from './run-ending.js';

/**
 * The ending of a run whose work is one job (db/run-ending.ts): a failure on our side
 * (`system`) is refunded in full and counted in `tokens_refunded`; a failure the user must fix and a cancel are not.
 */
export function jobRunEnding<Row extends ResourceRow & { tokens_refunded: number | string }>(kind: {
  /** Its kind's table: the kind's collection. */
  table: ResourceCollection;
  kind: ResourceKind;
  label: string;
  present: (row: Row) => Record<string, unknown>;
}): RunEndingKind<Row> {
  return {
    ...kind,
    columns: (q, ending) => ({
      phase: TERMINAL_PHASE[ending.status],
      status_message: endingMessage(ending),
      error: ending.status === 'failed' ? jsonb(q, ending.error) : null,
    }),
    refundOwed: (_tx, _row, ending, refundable) =>
      ending.status === 'failed' && ending.error.code === 'system'
        ? { amount: refundable, reason: 'refund', description: `refund: ${kind.label} failed on our side` }
        : null,
    recordRefund: async (tx, row, amount) => {
      await tx`update ${tx(kind.table)} set tokens_refunded = tokens_refunded + ${amount} where id = ${row.id}`;
      row.tokens_refunded = Number(row.tokens_refunded) + amount;
    },
    present: (_tx, row) => kind.present(row),
  };
}
