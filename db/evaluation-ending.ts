import { presentEvaluation } from '../core/evaluations/present.js';
import { ACTIVE_STATUSES, endingEventType, TERMINAL_PHASE, type RunEnding } from '../core/lifecycle.js';
import type { Queryable } from './client.js';
import { getEvaluation, type EvaluationRow } from './evaluations.js';
import { refundTokens, resourceTotals } from './ledger.js';
import { changeStatusWithEvent } from './status-change.js';
import { jsonb } from './jsonb.js';

const MESSAGE = { succeeded: 'done', canceled: 'canceled' } as const;

/**
 * Ends an evaluation in one transaction: status, phase, completed_at, error, refund and its event
 * (`evaluation.completed|failed|canceled`). A failure on our side (`system`) is refunded in full; a
 * failure the user must fix and a cancel are not. A second call changes nothing.
 */
export async function endEvaluation(q: Queryable, id: string, ending: RunEnding): Promise<EvaluationRow> {
  const result = await changeStatusWithEvent<EvaluationRow>(q, {
    table: 'evaluations',
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
      await refundTokens(tx, { accountId: row.account_id, amount: refundable, resourceId: id, resourceKind: 'evaluation', reason: 'refund', description: 'refund: evaluation failed on our side' });
      await tx`update evaluations set tokens_refunded = tokens_refunded + ${refundable} where id = ${id}`;
      row.tokens_refunded = Number(row.tokens_refunded) + refundable;
    },
    event: (row) => ({
      type: endingEventType('evaluation', ending.status),
      resourceKind: 'evaluation',
      object: presentEvaluation(row),
      webhookMetadata: row.webhook_metadata,
      requestId: row.request_id,
      idempotencyKey: row.idempotency_key,
    }),
  });
  const row = result?.row ?? (await getEvaluation(q, id));
  if (!row) throw new Error(`Evaluation ${id} does not exist.`);
  return row;
}
