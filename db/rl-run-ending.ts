import { ACTIVE_STATUSES, endingEventType, TERMINAL_PHASE, type RunEnding } from '../core/lifecycle.js';
import { presentRlRun } from '../core/rl/present.js';
import type { Queryable } from './client.js';
import { refundTokens, resourceTotals } from './ledger.js';
import { getRlRun, type RlRunRow } from './rl-runs.js';
import { changeStatusWithEvent } from './status-change.js';
import { jsonb } from './jsonb.js';

const MESSAGE = { succeeded: 'done', canceled: 'canceled' } as const;

/**
 * Ends an RL run in one transaction: status, phase, completed_at, error, refund and its event
 * (`rl_run.completed|failed|canceled`). A failure on our side (`system`) is refunded in full; a
 * failure the user must fix and a cancel are not. A second call changes nothing.
 */
export async function endRlRun(q: Queryable, id: string, ending: RunEnding): Promise<RlRunRow> {
  const result = await changeStatusWithEvent<RlRunRow>(q, {
    table: 'rl_runs',
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
      await refundTokens(tx, { accountId: row.account_id, amount: refundable, resourceId: id, resourceKind: 'rl_run', reason: 'refund', description: 'refund: RL run failed on our side' });
      await tx`update rl_runs set tokens_refunded = tokens_refunded + ${refundable} where id = ${id}`;
      row.tokens_refunded = Number(row.tokens_refunded) + refundable;
    },
    event: (row) => ({
      type: endingEventType('rl_run', ending.status),
      resourceKind: 'rl_run',
      object: presentRlRun(row),
      webhookMetadata: row.webhook_metadata,
      requestId: row.request_id,
      idempotencyKey: row.idempotency_key,
    }),
  });
  const row = result?.row ?? (await getRlRun(q, id));
  if (!row) throw new Error(`RL run ${id} does not exist.`);
  return row;
}
