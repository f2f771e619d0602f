import { join } from 'node:path';
import type { ActivityDeps } from '../../../activities/deps.js';
import { fetchStagedOutputs, stagedOutputPrefix, stagesJobFiles } from '../../../activities/job-staging.js';

/** Where an RL run lives on the worker: the job's output folder is kept across retries, so a new job resumes from its checkpoints. */
export const rlRunOutputDir = (deps: ActivityDeps, id: string) => join(deps.config.jobsDir, 'rl_runs', id, 'output');
/** Where a staged RL job's output folder lives in the bucket (kept across retries, so a new job resumes from its checkpoints). */
export const stagedRlOutput = (id: string) => stagedOutputPrefix('rl_runs', id);

/** The run's output folder on this worker; staged, a fresh copy of the bucket's (any worker may run any step). */
export async function localRlOutput(deps: ActivityDeps, id: string): Promise<string> {
  const dir = rlRunOutputDir(deps, id);
  if (stagesJobFiles(deps)) await fetchStagedOutputs(deps, stagedRlOutput(id), dir);
  return dir;
}
/** The job that evaluates and packages the latest checkpoint after a cancel that killed the training job. */
export const rlPackageJobId = (id: string) => `${id}-package`;
/** Storage keys of a run's outputs. */
export const rlStorage = {
  bundle: (id: string) => `rl_runs/${id}/bundle`,
  archive: (id: string) => `rl_runs/${id}/${id}.zip`,
  checkpoint: (id: string, envSteps: number, ext: 'zip' | 'onnx') => `rl_runs/${id}/checkpoints/step_${envSteps}.${ext}`,
};
/** Seconds the job gets between SIGTERM and SIGKILL: evaluating 100 episodes, rendering and packaging take 15–60 s on two cores. */
export const RL_STOP_GRACE_SECONDS = 180;
