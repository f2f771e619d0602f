import { presentTwin } from '../core/present.js';
import type { TwinErrorView } from '../core/record.js';
import type { Queryable } from '../../../db/client.js';
import { jsonb } from '../../../db/jsonb.js';
import { endingMessage, endRun, type RunEndingKind } from '../../../db/run-ending.js';
import type { TwinRow } from './twin-rows.js';

export type TwinEnding = { status: 'succeeded' | 'canceled' } | { status: 'failed'; error: TwinErrorView };

/**
 * A twin's ending (db/run-ending.ts): `twin.completed|failed|canceled`. A failure the user cannot fix
 * (`resumable: true`) is refunded in full, once per resume: a reopened twin that fails again is refunded again.
 */
export const TWIN_ENDING: RunEndingKind<TwinRow, TwinEnding> = {
  table: 'twins',
  kind: 'twin',
  label: 'twin',
  columns: (q, ending) => ({
    error: ending.status === 'failed' ? jsonb(q, ending.error) : null,
    eta_seconds: null,
    status_message: endingMessage(ending),
    ...(ending.status === 'succeeded' ? { phase: null } : {}),
  }),
  refundOwed: (_tx, row, ending, refundable) =>
    ending.status === 'failed' && ending.error.resumable
      ? { amount: refundable, reason: `refund:${row.resumes}`, description: 'refund: twin build failed' }
      : null,
  present: (_tx, row) => presentTwin(row),
};

/** Ends a twin's build; null when it had already ended. */
export const endTwin = (q: Queryable, id: string, ending: TwinEnding): Promise<TwinRow | null> => endRun(q, TWIN_ENDING, id, ending);
