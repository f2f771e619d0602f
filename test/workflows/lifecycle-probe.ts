import { ApplicationFailure, sleep } from '@temporalio/workflow';
import { failureCode, failureMessage, ResourceRun } from '../../workflows/lifecycle.js';
import type { LiveState } from '../../contracts/resource.js';

export interface ProbeInput {
  phases: string[];
  stepsPerPhase: number;
  stepMs: number;
  failWith?: string;
}

/** Exercises ResourceRun without activities: phases of timed steps, optional failure. */
export async function lifecycleProbeWorkflow(input: ProbeInput): Promise<LiveState> {
  const run = new ResourceRun<LiveState>({ status: 'processing', phase: null, progress: 0, status_message: null, error: null });
  const outcome = await run.work(async () => {
    for (const phase of input.phases) {
      run.enterPhase(phase, `starting ${phase}`);
      for (let step = 1; step <= input.stepsPerPhase; step++) {
        await sleep(input.stepMs);
        run.state.progress = step / input.stepsPerPhase;
        run.state.status_message = `${phase} step ${step}/${input.stepsPerPhase}`;
      }
    }
    if (input.failWith) throw ApplicationFailure.create({ type: input.failWith, message: 'probe failed on purpose', nonRetryable: true });
  });
  await run.finally(async () => {
    if (outcome.kind === 'completed') run.setStatus('succeeded');
    else if (outcome.kind === 'canceled') run.setStatus('canceled');
    else {
      run.state.error = { code: failureCode(outcome.error) ?? 'pipeline_failed', message: failureMessage(outcome.error) };
      run.setStatus('failed');
    }
  });
  return run.state;
}
