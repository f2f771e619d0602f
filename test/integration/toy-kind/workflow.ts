import { proxyActivities, sleep } from '@temporalio/workflow';
import type { LiveState, RunEnding } from '../../../contracts/resource.js';
import { failureCode, failureMessage, ResourceRun } from '../../../workflows/lifecycle.js';
import type { ToyActivities } from './activities.js';

const toy = proxyActivities<ToyActivities>({ startToCloseTimeout: '1 minute', retry: { maximumAttempts: 5 } });

/** The toy kind's run, on ResourceRun like every kind's: its activity starts it, it works until canceled, its ending activity writes the terminal event. */
export async function toyRunWorkflow(input: { id: string }): Promise<LiveState> {
  const run = new ResourceRun<LiveState>({ status: 'processing', phase: 'work', progress: 0, status_message: 'working', error: null });
  const outcome = await run.work(async () => {
    await toy.startToyRun({ id: input.id });
    await sleep('1 day');
  });
  return run.finally(async () => {
    const ending: RunEnding =
      outcome.kind === 'completed'
        ? { status: 'succeeded' }
        : outcome.kind === 'canceled'
          ? { status: 'canceled' }
          : { status: 'failed', error: { code: failureCode(outcome.error) ?? 'system', message: failureMessage(outcome.error) ?? 'failed' } };
    await toy.endToyRun({ id: input.id, ending });
    run.setStatus(ending.status);
    return run.state;
  });
}
