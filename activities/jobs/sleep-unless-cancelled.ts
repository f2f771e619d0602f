import { setTimeout as sleep } from 'node:timers/promises';
import { Context } from '@temporalio/activity';

/**
 * `Context.sleep` without its leak: the SDK's (1.24) chains a new reaction onto the activity's
 * `cancelled` promise at every call, and that promise stays pending for the activity's whole life,
 * so a follower polling its job for hours kept every poll's closures (about 20 MB a minute with a
 * thousand followers). This waits on the cancellation signal, whose listener goes with the timer.
 * Cancelled, it throws the SDK's CancelledFailure, as `Context.sleep` does.
 */
export async function sleepUnlessCancelled(ms: number): Promise<void> {
  const signal = Context.current().cancellationSignal;
  try {
    await sleep(ms, undefined, { signal });
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    throw error;
  }
}
