import { join } from 'node:path';
import type { ActivityDeps } from '../../../activities/deps.js';
import { stagedOutputPrefix } from '../../../activities/job-staging.js';

/** Where an evaluation lives on the worker: its inputs (the policy) and the job's output folder. */
export const evaluationWorkDir = (deps: ActivityDeps, id: string) => join(deps.config.jobsDir, 'evaluations', id);
export const evaluationOutputDir = (deps: ActivityDeps, id: string) => join(evaluationWorkDir(deps, id), 'output');
export const stagedEvaluationOutput = (id: string) => stagedOutputPrefix('evaluations', id);
/** Storage keys of an evaluation's outputs. */
export const evaluationStorage = {
  prefix: (id: string) => `evaluations/${id}/files`,
  archive: (id: string) => `evaluations/${id}/${id}.zip`,
};
/** The files an evaluation publishes (the job's output folder also holds the scene it built). */
export const EVALUATION_FILES = ['report.json', 'episodes.json', 'clip_grid.mp4', 'clip_grid.jpg'] as const;
