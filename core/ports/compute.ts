import type { PolicyRunner } from '../catalog/training-policies.js';

/** What a compute backend can run here and now; drives `available` in the policy catalog. */
export interface ComputeCapabilities {
  /** Training programs this backend can start: our built-in trainer, LeRobot's `lerobot-train`. */
  runners: PolicyRunner[];
  /** Why a runner is missing, for operators (e.g. "lerobot-train not found on PATH"). */
  notes: string[];
  /** Why a policy whose runner is here still cannot run (say, a missing LeRobot extra), by policy id. */
  policyProblems?: Record<string, string>;
  /** Path of `lerobot-train` where the backend runs it (null: not available). */
  lerobotTrain?: string | null;
  /** Hardware tiers this backend can run jobs on; a job for another tier fails to submit. */
  tiers?: string[];
}

/** One GPU (or CPU) job: a program with its arguments, run on a hardware tier. */
export interface JobSpec {
  /** Stable id chosen by the caller (the training run id): submitting the same id twice returns the first job. */
  jobId: string;
  /** Hardware tier id (`cpu`, `t4`, `a100-80gb`, …): selects slots locally, partition/GRES on Slurm. */
  tier: string;
  /** GPUs the job needs (0 for CPU tiers). */
  gpus: number;
  /** argv; argv[0] is an executable path or a name on PATH. */
  command: string[];
  /** Extra environment for the job (added to a minimal inherited one). */
  env?: Record<string, string>;
  /** Wall-clock limit; the backend kills the job after it. */
  timeLimitSeconds?: number;
  /**
   * How long `cancel` waits between SIGTERM and SIGKILL (default 5 s locally, the cluster's
   * KillWait on Slurm). A job that does useful work on SIGTERM (an RL run packages its latest
   * policy, 15–60 s) asks for more; such a job must handle SIGTERM itself.
   */
  stopGraceSeconds?: number;
}

export type JobState = 'pending' | 'running' | 'succeeded' | 'failed' | 'canceled';

export interface JobStatus {
  jobId: string;
  state: JobState;
  /** The backend's own id (local pid / process group, Slurm job id). */
  backendJobId: string | null;
  exitCode: number | null;
  /** Why it failed or was canceled, in words, when known. */
  reason: string | null;
  startedAt: Date | null;
  endedAt: Date | null;
  /** While `pending`: how many jobs of its tier wait ahead of it, where the backend knows. */
  queuedAhead?: number;
}

export const TERMINAL_JOB_STATES: readonly JobState[] = ['succeeded', 'failed', 'canceled'];

/**
 * Where jobs run. Every job has a directory on a filesystem the worker can read (local disk, or
 * the cluster's shared filesystem): the job's combined stdout/stderr goes to `logPath`, and the
 * program writes its outputs under `outputDir` (passed to it by the caller in `command`).
 * All methods are idempotent so activities can retry them.
 */
/** One tier's job slots as the backend sees them now (metrics). */
export interface SlotOccupancy {
  tier: string;
  slots: number;
  busy: number;
  waiting: number;
}

export interface ComputeBackend {
  readonly kind: string;
  /** Busy and waiting job slots per tier, where the backend itself keeps the queue (local); a scheduler (Slurm) reports its own. */
  occupancy?(): Promise<SlotOccupancy[]>;
  capabilities(): Promise<ComputeCapabilities>;
  /** Starts the job, or returns the status of the job already submitted under `spec.jobId`. Throws JobSubmissionError when it cannot start. */
  submit(spec: JobSpec): Promise<JobStatus>;
  /** Current state; a job id never submitted throws JobNotFoundError. */
  status(jobId: string): Promise<JobStatus>;
  /** Stops the job (the process tree is gone when this resolves, or within a few seconds for remote schedulers); a finished job is left as it is. */
  cancel(jobId: string): Promise<JobStatus>;
  /** The job's directory, its log file and its output directory. */
  jobDir(jobId: string): string;
  logPath(jobId: string): string;
  outputDir(jobId: string): string;
}

export class JobSubmissionError extends Error {
  override readonly name = 'JobSubmissionError';
}

export class JobNotFoundError extends Error {
  override readonly name = 'JobNotFoundError';
}
