/** Which of the stack's workers runs one of a run's activities now, as Temporal records it. */
import type { ChildProcess } from 'node:child_process';
import type { ChaosStack } from './stack.js';

/** temporal.api.enums.v1.PendingActivityState.PENDING_ACTIVITY_STATE_STARTED: a worker holds the attempt. */
const PENDING_ACTIVITY_STATE_STARTED = 2;
const WAIT_MS = 60_000;

/**
 * The worker process holding a started activity of the run's workflow (its id is the resource's),
 * with the activity's name: a worker's identity is the SDK's default, `pid@host`. Waits up to a
 * minute for one, since between two activities a workflow holds none.
 */
export async function workerHolding(stack: ChaosStack, resourceId: string): Promise<{ worker: ChildProcess; activity: string }> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const { raw } = await stack.temporal.workflow.getHandle(resourceId).describe();
    for (const pending of raw.pendingActivities ?? []) {
      if (pending.state !== PENDING_ACTIVITY_STATE_STARTED) continue;
      const worker = stack.workers().find((w) => pending.lastWorkerIdentity?.startsWith(`${w.pid}@`));
      if (worker) return { worker, activity: pending.activityType?.name ?? '?' };
    }
    if (Date.now() > deadline) throw new Error(`no worker of the stack held an activity of ${resourceId} for ${WAIT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
