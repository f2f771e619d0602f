import type { Duration } from '@temporalio/common';
import { ActivityCancellationType, proxyActivities, workflowInfo } from '@temporalio/workflow';
import type { Activities } from '../activities/index.js';
import { jobFollowerTaskQueue } from '../contracts/task-queues.js';

const BACKOFF = { initialInterval: '1 second', maximumInterval: '30 seconds' } as const;

/** A run's short activities (plan, charge, publish, refund): ten minutes a try, five tries; an error whose type is in `notRetried` ends them at once. */
export const quickActivities = (notRetried: string[] = []) =>
  proxyActivities<Activities>({ startToCloseTimeout: '10 minutes', retry: { ...BACKOFF, maximumAttempts: 5, nonRetryableErrorTypes: notRetried } });

export interface JobFollowing {
  startToCloseTimeout: Duration;
  heartbeatTimeout: Duration;
  maximumAttempts: number;
  notRetried?: string[];
  /** Cancelling waits until the activity has stopped the job (the run shows `canceling` until then). */
  waitForCancellation?: boolean;
}

/** The activities that follow a run's compute job, on the job-follower queue beside the workflow's own. */
export function jobFollowerActivities(following: JobFollowing) {
  return proxyActivities<Activities>({
    taskQueue: jobFollowerTaskQueue(workflowInfo().taskQueue),
    startToCloseTimeout: following.startToCloseTimeout,
    heartbeatTimeout: following.heartbeatTimeout,
    ...(following.waitForCancellation ? { cancellationType: ActivityCancellationType.WAIT_CANCELLATION_COMPLETED } : {}),
    retry: { ...BACKOFF, maximumAttempts: following.maximumAttempts, nonRetryableErrorTypes: following.notRetried ?? [] },
  });
}
