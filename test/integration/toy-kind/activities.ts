import type { ActivityDeps } from '../../../activities/deps.js';
import { ACTIVE_STATUSES, endingEventType, type RunEnding } from '../../../core/lifecycle.js';
import { changeStatusWithEvent } from '../../../db/status-change.js';
import { presentToyRun, TOY_KIND, type ToyRow } from './row.js';

/** The toy kind's activities, registered on the worker through its registry entry like every kind's. */
export function createToyActivities(deps: ActivityDeps) {
  return {
    async startToyRun(input: { id: string }): Promise<void> {
      await deps.sql`update toy_runs set status_message = 'working' where id = ${input.id} and status = 'processing'`;
    },

    /** Its ending: status and its one terminal event in one transaction; a second call changes nothing. */
    async endToyRun(input: { id: string; ending: RunEnding }): Promise<void> {
      const { ending } = input;
      await changeStatusWithEvent<ToyRow>(deps.sql, {
        table: 'toy_runs',
        id: input.id,
        fromStatuses: ACTIVE_STATUSES,
        set: { status: ending.status, completed_at: new Date(), status_message: ending.status === 'failed' ? (ending.error.message ?? 'failed') : ending.status },
        event: (row) => ({ type: endingEventType(TOY_KIND.kind, ending.status), resourceKind: TOY_KIND.kind, object: presentToyRun(row) }),
      });
    },
  };
}

export type ToyActivities = ReturnType<typeof createToyActivities>;
