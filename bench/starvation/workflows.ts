import { CancellationScope, proxyActivities } from '@temporalio/workflow';

const { tick } = proxyActivities<{ tick(round: number): Promise<number> }>({ startToCloseTimeout: '10 minutes' });

/**
 * A workflow whose every activation does some CPU work in the sandbox (as a large payload or a
 * long history replay does), `rounds` times, inside a cancellation scope (as our resource
 * workflows run their phases): starved of CPU, one activation outlasts the worker's isolate
 * execution timeout while promise continuations are running.
 */
export async function starvedWorkflow(rounds: number, spinIterations: number): Promise<number> {
  let state = 0;
  for (let round = 0; round < rounds; round++) {
    state ^= await CancellationScope.cancellable(async () => {
      await Promise.resolve();
      let spun = 0;
      for (let i = 0; i < spinIterations; i++) spun = (spun * 31 + i) | 0;
      return spun ^ (await tick(round));
    });
  }
  return state;
}
