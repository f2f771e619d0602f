import { setHandler } from '@temporalio/workflow';
import { rowWrites } from '../../../workflows/row-writes.js';
import { jobFollowerActivities, quickActivities } from '../../../workflows/activity-options.js';
import { CPU_JOB_TIER } from '../../../contracts/compute-slots.js';
import { EVALUATION_USER_FIXABLE, evaluationProgressSignal, type EvaluationInput, type EvaluationLiveState } from '../contracts/evaluation.js';
import { ResourceRun } from '../../../workflows/lifecycle.js';
import { jobRunEnding } from '../../../workflows/run-ending.js';

const quick = quickActivities(['insufficient_tokens', EVALUATION_USER_FIXABLE]);

const NOT_RETRIED = [EVALUATION_USER_FIXABLE, 'insufficient_tokens', 'system'];

/**
 * One evaluation: charge → the job (scene, episodes, clip grid) in a compute slot → publish → end;
 * workflowId = the eval_ id. A cancel stops the job; an evaluation keeps nothing partial (its
 * figures are of all its episodes or none).
 */
export async function evaluationWorkflow(input: EvaluationInput): Promise<EvaluationLiveState> {
  const jobAttempts = input.jobAttempts ?? 3;
  const long = jobFollowerActivities({
    startToCloseTimeout: '6 hours',
    heartbeatTimeout: '60 seconds',
    maximumAttempts: jobAttempts,
    notRetried: NOT_RETRIED,
    waitForCancellation: true,
  });
  const run = new ResourceRun<EvaluationLiveState>({ status: 'queued', phase: null, progress: 0, status_message: 'queued', error: null, episodes_done: 0, successes: 0 });
  setHandler(evaluationProgressSignal, (update) => {
    if (run.state.status !== 'processing') return;
    run.state.phase = update.phase;
    run.state.progress = Math.min(1, Math.max(0, update.progress));
    run.state.status_message = update.message;
    run.state.episodes_done = update.episodes_done;
    run.state.successes = update.successes;
  });
  run.onCancel = () => {
    run.setStatus('canceling');
    run.state.status_message = 'stopping the evaluation';
    void rowWrites.markEvaluationCanceling({ id: input.evaluationId }).catch(() => undefined);
  };

  const outcome = await run.work(async () => {
    await rowWrites.startEvaluation({ id: input.evaluationId });
    run.setStatus('processing');
    await rowWrites.chargeEvaluation({ id: input.evaluationId });
    await run.withComputeSlot(CPU_JOB_TIER, () => long.runEvaluationJob({ id: input.evaluationId }));
    run.state.phase = 'publish';
    run.state.status_message = 'publishing the report, episodes and clip grid';
    await quick.publishEvaluation({ id: input.evaluationId });
  });

  return run.finally(async () => {
    const ending = jobRunEnding(outcome, run.canceled, EVALUATION_USER_FIXABLE, 'The evaluation failed for a reason on our side.');
    if (run.jobMayExist) await quick.cancelEvaluationJobs({ id: input.evaluationId, maxAttempts: jobAttempts });
    await quick.finishEvaluation({ id: input.evaluationId, ending });
    run.state.error = ending.status === 'failed' ? ending.error : null;
    run.state.status_message = ending.status === 'failed' ? ending.error.message : ending.status === 'succeeded' ? 'done' : 'canceled';
    if (ending.status === 'succeeded') run.state.progress = 1;
    run.setStatus(ending.status);
    return run.state;
  });
}
