import { JobNotFoundError, type ComputeBackend, type JobStatus } from '../../../core/ports/compute.js';
import { trainingJobId } from '../../../activities/jobs/job-ids.js';

/**
 * A training run's job may be started again when its process is killed (an OOM kill, a `kill -9`,
 * a lost node): each attempt is its own job, resuming from the latest complete checkpoint in the
 * run's one output directory. The first attempt's job id is the run id.
 */
export const MAX_TRAINING_JOB_ATTEMPTS = 3;

export const trainingJobIds = (runId: string) => Array.from({ length: MAX_TRAINING_JOB_ATTEMPTS }, (_, i) => trainingJobId(runId, i + 1));

/** Log line numbers of attempt n start past every earlier attempt's, so a re-read log lands on the same rows. */
export const LOG_SEQ_PER_ATTEMPT = 100_000_000;

/** The latest attempt that has a job; JobNotFoundError when the first has none. */
export async function currentTrainingAttempt(compute: ComputeBackend, runId: string): Promise<number> {
  let attempt = 1;
  await compute.status(trainingJobId(runId, 1));
  while (attempt < MAX_TRAINING_JOB_ATTEMPTS) {
    try {
      await compute.status(trainingJobId(runId, attempt + 1));
      attempt += 1;
    } catch (error) {
      if (error instanceof JobNotFoundError) break;
      throw error;
    }
  }
  return attempt;
}

/** A job whose process ended without an exit status was killed from outside, not failed by its own code: worth resuming. */
export const wasKilled = (status: JobStatus) => status.state === 'failed' && status.exitCode === null;
