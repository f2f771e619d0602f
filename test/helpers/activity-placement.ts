import type { Client } from '@temporalio/client';

/** One activity attempt of a workflow and the worker (Temporal's identity of it) that ran or runs it. */
export interface ActivityPlacement {
  activity: string;
  identity: string;
  attempt: number;
  /** Still running (from the workflow's pending activities) rather than closed (from its history). */
  running: boolean;
}

/** temporal.api.enums.v1.PendingActivityState.PENDING_ACTIVITY_STATE_STARTED: a worker holds the attempt. */
const PENDING_ACTIVITY_STATE_STARTED = 2;

/**
 * Where a workflow's activities ran, as Temporal records it: the history's started events (written
 * when an attempt closes, with the identity of the worker that closed it and its attempt number)
 * and the pending activities a worker holds now (their last worker's identity).
 */
export async function activityPlacements(client: Client, workflowId: string): Promise<ActivityPlacement[]> {
  const handle = client.workflow.getHandle(workflowId);
  const [history, description] = await Promise.all([handle.fetchHistory(), handle.describe()]);
  const scheduled = new Map<string, string>();
  const placements: ActivityPlacement[] = [];
  for (const event of history.events ?? []) {
    const type = event.activityTaskScheduledEventAttributes?.activityType?.name;
    if (type) scheduled.set(String(event.eventId), type);
    const started = event.activityTaskStartedEventAttributes;
    if (started) {
      placements.push({ activity: scheduled.get(String(started.scheduledEventId)) ?? '?', identity: started.identity ?? '', attempt: started.attempt ?? 1, running: false });
    }
  }
  for (const pending of description.raw.pendingActivities ?? []) {
    if (pending.state !== PENDING_ACTIVITY_STATE_STARTED || !pending.lastWorkerIdentity) continue;
    placements.push({ activity: pending.activityType?.name ?? '?', identity: pending.lastWorkerIdentity, attempt: pending.attempt ?? 1, running: true });
  }
  return placements;
}

/** The worker identities `workers/main.ts` processes get by default: `pid@host`. */
export const isWorkerPid = (identity: string, pid: number) => identity.startsWith(`${pid}@`);
