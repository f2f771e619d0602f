import { proxyActivities } from '@temporalio/workflow';
import type { Activities } from '../activities/index.js';

/**
 * Activities that only write rows: a run's own (start, charge, phase, canceling, reopen) and its
 * compute slot's (request, release). A minute is ample for them, so one whose worker was killed mid-call runs again on another worker
 * within a minute, instead of after the ten minutes an import or a publish may take.
 */
export const rowWrites = proxyActivities<Activities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '1 second', maximumInterval: '10 seconds', maximumAttempts: 30 },
});
