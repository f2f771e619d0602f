import type { S3Config } from '../../core/config.js';

/** Stands for the job's scratch folder in a staged job's command and files; the stager fills it in. */
export const SCRATCH_PLACEHOLDER = '{scratch}';

/** The share of the stop grace a stopped program may use before the stager kills it to upload in the rest. */
export const STAGER_STOP_SHARE = 0.7;

/**
 * What `staged-job.ts` does around a job when jobs share no filesystem with the worker: fetch the
 * inputs from the bucket into a scratch folder on the node, run the program, upload its outputs.
 * Paths are relative to the scratch folder. It travels in the job's argv, so it holds no secrets:
 * credentials reach the stager through the AWS SDK's usual chain (forwarded AWS_* variables, or
 * the node's own profile or role).
 */
export interface StagedJobPlan {
  s3: S3Config;
  /** Folders downloaded before the program starts. */
  inputs: { prefix: string; dir: string }[];
  /** tar.gz objects downloaded and unpacked into `dir` before the program starts (a twin's archive: its scene). */
  archives?: { key: string; dir: string }[];
  /** Small files written before the program starts (its spec), SCRATCH_PLACEHOLDER filled in. */
  files: { path: string; content: string }[];
  /** Folders the program writes, uploaded (replacing what was under `prefix`) once it exits with 0. */
  outputs: { dir: string; prefix: string }[];
  /** `always`: upload the outputs whatever the exit code (a job that resumes from its own partial output). Default `on_success`. */
  uploadOutputs?: 'on_success' | 'always';
  /**
   * The stop grace the compute backend gives the job (seconds from SIGTERM to SIGKILL of every process, the stager's
   * too). Given, a program still running at STAGER_STOP_SHARE of it is killed by the stager, so that the upload of
   * what it wrote (its checkpoints) fits in the rest instead of dying with it.
   */
  stopGraceSeconds?: number;
  /** The program's argv, SCRATCH_PLACEHOLDER filled in. */
  command: string[];
}
