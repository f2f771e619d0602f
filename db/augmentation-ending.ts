import { videoEpisodeCount } from '../core/augment/estimate.js';
import { presentAugmentation } from '../core/augment/present.js';
import { ACTIVE_STATUSES, endingEventType, type RunEnding } from '../core/lifecycle.js';
import { VIDEO_TOKENS_PER_EPISODE } from '../core/pricing.js';
import { augmentationEpisodes, closeOpenEpisodes } from './augmentation-episodes.js';
import type { AugmentationRow } from './augmentations.js';
import type { Queryable } from './client.js';
import { refundTokens, resourceTotals } from './ledger.js';
import { changeStatusWithEvent } from './status-change.js';

/**
 * Ends an augmentation in one transaction: status, error, refunds owed and its event. Refunds: a
 * failed relight gets everything back; video gets back the episodes it never generated. A second
 * call finds the run ended and changes nothing.
 */
export async function endAugmentation(q: Queryable, id: string, ending: RunEnding): Promise<AugmentationRow | null> {
  const error = ending.status === 'failed' ? ending.error : null;
  const result = await changeStatusWithEvent<AugmentationRow>(q, {
    table: 'augmentations',
    id,
    fromStatuses: ACTIVE_STATUSES,
    set: {
      status: ending.status,
      completed_at: new Date(),
      error: error ? q.json({ code: error.code, message: error.message }) : null,
      ...(ending.status === 'succeeded' ? { progress: 1, status_message: 'done' } : {}),
      ...(ending.status === 'canceled' ? { status_message: 'canceled' } : {}),
    },
    alsoInTransaction: async (tx, updated) => {
      if (updated.model === 'video' || updated.requested_model === 'video') {
        await closeOpenEpisodes(tx, id, ending.status === 'canceled' ? 'canceled' : 'failed', ending.status === 'canceled' ? 'canceled' : 'not generated');
      }
      const totals = await resourceTotals(tx, id);
      const refundable = Number(totals.charged) - Number(totals.refunded);
      if (refundable <= 0) return;
      let amount = 0;
      let reason = '';
      if (updated.model === 'video') {
        const episodes = await augmentationEpisodes(tx, id);
        const generated = episodes.filter((e) => e.status === 'succeeded').length;
        const planned = episodes.length || videoEpisodeCount(updated.config);
        amount = Math.min(refundable, Math.max(0, planned - generated) * VIDEO_TOKENS_PER_EPISODE);
        reason = 'refund: episodes not generated';
      } else if (ending.status === 'failed') {
        amount = refundable;
        reason = 'refund: relight failed';
      }
      if (amount > 0) {
        await refundTokens(tx, { accountId: updated.account_id, amount, resourceId: id, resourceKind: 'augmentation', reason: 'refund', description: reason });
      }
    },
    event: (updated) => ({
      type: endingEventType('augmentation', ending.status),
      resourceKind: 'augmentation',
      object: presentAugmentation(updated),
      webhookMetadata: updated.webhook_metadata,
      requestId: updated.request_id,
      idempotencyKey: updated.idempotency_key,
    }),
  });
  return result?.row ?? null;
}
