import { videoEpisodeCount } from '../../../core/augment/estimate.js';
import { presentAugmentation } from '../core/present.js';
import type { RunEnding } from '../../../core/lifecycle.js';
import { VIDEO_TOKENS_PER_EPISODE } from '../../../core/pricing.js';
import { augmentationEpisodes, closeOpenEpisodes } from './episodes.js';
import type { AugmentationRow } from './augmentations.js';
import type { Queryable } from '../../../db/client.js';
import { endingMessage, endRun, type RunEndingKind } from '../../../db/run-ending.js';

/**
 * An augmentation's ending (db/run-ending.ts): `augmentation.completed|failed|canceled`. A video's open episodes
 * are closed and those it never generated refunded; a failed relight gets everything back. A failure keeps the
 * last status message.
 */
export const AUGMENTATION_ENDING: RunEndingKind<AugmentationRow> = {
  table: 'augmentations',
  kind: 'augmentation',
  label: 'augmentation',
  columns: (q, ending) =>
    ending.status === 'failed'
      ? { error: q.json({ code: ending.error.code, message: ending.error.message }) }
      : { error: null, status_message: endingMessage(ending) },
  beforeRefund: async (tx, row, ending) => {
    if (row.model !== 'video' && row.requested_model !== 'video') return;
    const canceled = ending.status === 'canceled';
    await closeOpenEpisodes(tx, row.id, canceled ? 'canceled' : 'failed', canceled ? 'canceled' : 'not generated');
  },
  refundOwed: async (tx, row, ending, refundable) => {
    if (row.model === 'video') {
      const episodes = await augmentationEpisodes(tx, row.id);
      const generated = episodes.filter((e) => e.status === 'succeeded').length;
      const planned = episodes.length || videoEpisodeCount(row.config);
      const amount = Math.min(refundable, Math.max(0, planned - generated) * VIDEO_TOKENS_PER_EPISODE);
      return { amount, reason: 'refund', description: 'refund: episodes not generated' };
    }
    return ending.status === 'failed' ? { amount: refundable, reason: 'refund', description: 'refund: relight failed' } : null;
  },
  present: (_tx, row) => presentAugmentation(row),
};

/** Ends an augmentation; null when it had already ended. */
export const endAugmentation = (q: Queryable, id: string, ending: RunEnding): Promise<AugmentationRow | null> => endRun(q, AUGMENTATION_ENDING, id, ending);
