import { join } from 'node:path';
import type { ActivityDeps } from '../deps.js';

/** Where an RL run lives on the worker: the job's output folder is kept across retries, so a new job resumes from its checkpoints. */
export const rlRunOutputDir = (deps: ActivityDeps, id: string) => join(deps.config.jobsDir, 'rl_runs', id, 'output');
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
