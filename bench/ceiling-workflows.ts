// Trivial workflows for bench/temporal-ceiling.ts: what one workflow costs, with nothing of ours in it.
import { proxyActivities, proxyLocalActivities } from '@temporalio/workflow';

interface NoopActivities {
  noop(): Promise<number>;
}
const local = proxyLocalActivities<NoopActivities>({ startToCloseTimeout: '1 minute' });
const remote = proxyActivities<NoopActivities>({ startToCloseTimeout: '1 minute' });

export async function emptyWorkflow(): Promise<number> {
  return 1;
}

export async function localActivityWorkflow(): Promise<number> {
  return local.noop();
}

export async function activityWorkflow(): Promise<number> {
  return remote.noop();
}
