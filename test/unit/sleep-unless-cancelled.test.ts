import { getEventListeners } from 'node:events';
import { CancelledFailure, Context } from '@temporalio/activity';
import { MockActivityEnvironment } from '@temporalio/testing';
import { describe, expect, it } from 'vitest';
import { sleepUnlessCancelled } from '../../activities/jobs/sleep-unless-cancelled.js';

describe('sleepUnlessCancelled', () => {
  it('leaves nothing behind on the activity after each sleep, however many a follower makes', async () => {
    const env = new MockActivityEnvironment();
    const listeners = await env.run(async () => {
      for (let i = 0; i < 200; i++) await sleepUnlessCancelled(1);
      return getEventListeners(Context.current().cancellationSignal, 'abort').length;
    });
    expect(listeners).toBe(0);
  });

  it('throws the activity’s CancelledFailure when the activity is cancelled mid-sleep', async () => {
    const env = new MockActivityEnvironment();
    const sleeping = env.run(() => sleepUnlessCancelled(60_000));
    env.cancel('CANCELLED');
    await expect(sleeping).rejects.toBeInstanceOf(CancelledFailure);
  });
});
