import { ACTIVE_STATUSES, endingEventType } from '../core/lifecycle.js';
import { presentTwin } from '../core/twins/present.js';
import type { TwinErrorView } from '../core/twins/record.js';
import type { Queryable } from './client.js';
import { refundTokens, resourceTotals } from './ledger.js';
import { changeStatusWithEvent } from './status-change.js';
import type { TwinRow } from './twins.js';
import { jsonb } from './jsonb.js';

export type TwinEnding = { status: 'succeeded' | 'canceled' } | { status: 'failed'; error: TwinErrorView };

/**
 * Ends a twin's build in one transaction: status, completed_at, error, refund and its event
 * (`twin.completed|failed|canceled`). A failure the user cannot fix (`resumable: true`) is
 * refunded in full; a user-fixable one and a cancel are not. A second call changes nothing.
 */
export async function endTwin(q: Queryable, id: string, ending: TwinEnding): Promise<TwinRow | null> {
  const error = ending.status === 'failed' ? ending.error : null;
  const result = await changeStatusWithEvent<TwinRow>(q, {
    table: 'twins',
    id,
    fromStatuses: ACTIVE_STATUSES,
    set: {
      status: ending.status,
      completed_at: new Date(),
      error: error ? jsonb(q, error) : null,
      eta_seconds: null,
      ...(ending.status === 'succeeded' ? { progress: 1, status_message: 'done', phase: null } : {}),
      ...(ending.status === 'canceled' ? { status_message: 'canceled' } : {}),
      ...(ending.status === 'failed' ? { status_message: error?.message ?? 'failed' } : {}),
    },
    alsoInTransaction: async (tx, updated) => {
      if (ending.status !== 'failed' || !ending.error.resumable) return;
      const totals = await resourceTotals(tx, id);
      const refundable = Number(totals.charged) - Number(totals.refunded);
      if (refundable <= 0) return;
      await refundTokens(tx, {
        accountId: updated.account_id,
        amount: refundable,
        resourceId: id,
        resourceKind: 'twin',
        reason: `refund:${updated.resumes}`,
        description: 'refund: twin build failed',
      });
    },
    event: (updated) => ({
      type: endingEventType('twin', ending.status),
      resourceKind: 'twin',
      object: presentTwin(updated),
      webhookMetadata: updated.webhook_metadata,
      requestId: updated.request_id,
      idempotencyKey: updated.idempotency_key,
    }),
  });
  return result?.row ?? null;
}
