import { Context } from '@temporalio/activity';
import { JobNotFoundError, TERMINAL_JOB_STATES, type ComputeBackend, type JobSpec, type JobStatus } from '../../core/ports/compute.js';
import { credentialsKeyFor } from '../../core/credentials/key.js';
import { authenticatedJobLine, JOB_EVENT_TOKEN_ENV, jobEventToken } from '../../core/jobs/protocol.js';
import type { ActivityDeps } from '../deps.js';
import { activityAttemptJobId } from './job-ids.js';
import { LogTail } from './log-tail.js';
import { queuedMessage, WAITING_JOB_POLL_MS } from './queued-message.js';
import { sleepUnlessCancelled } from './sleep-unless-cancelled.js';

/** A job whose spec is built only if it was never submitted (building it may stage its inputs). */
export interface LazyJobSpec {
  jobId: string;
  build: () => Promise<JobSpec>;
}

export interface FollowedJob {
  /** The job to run; its id is stable across retries of the activity so a new worker re-attaches to it. */
  spec: JobSpec | LazyJobSpec;
  /**
   * Each batch of new log lines, in order, from the start of the log, with the job's status at that poll. An event
   * line reaches it only when the job wrote it with its token (then without the token); any other line that looks
   * like an event is prefixed `[unverified event] `, so the activity's parser reads it as text.
   */
  onLines: (lines: string[], status: JobStatus) => void | Promise<void>;
  /** While the job waits for a compute slot, at each poll: where it is (`queued: 3 jobs ahead`). */
  onWaiting?: (message: string) => void;
  /** Stops the job when it answers true (checked every `checkEveryMs`): a cancel the row already shows. */
  shouldStop?: () => Promise<boolean>;
  pollMs?: number;
  checkEveryMs?: number;
  /**
   * False: a worker shutting down leaves the job running, so the next worker re-attaches to it
   * (a job whose SIGTERM means "finish early", as an RL run's does, must not get one for a deploy).
   */
  stopOnWorkerShutdown?: boolean;
  /**
   * True: a cancelled activity leaves the job running whatever cancelled it, because the workflow
   * stops the job itself when it means to (a training run's follower is also cancelled to continue
   * the run as new, and the next follower re-attaches to the same job).
   */
  keepJobWhenCancelled?: boolean;
}

export interface JobHeartbeat {
  jobId: string;
}

/**
 * Submits a job through the compute backend (or re-attaches to the one already submitted under
 * its id), feeds its log to `onLines` and heartbeats until the job ends. A cancelled activity
 * (cancel request, heartbeat timeout, worker shutdown) cancels the job before it rethrows.
 */
export async function runJob(deps: Pick<ActivityDeps, 'compute' | 'config'>, job: FollowedJob): Promise<JobStatus> {
  const ctx = Context.current();
  const compute = deps.compute;
  const jobId = job.spec.jobId;
  // The job's event token: only lines carrying it are events (core/jobs/protocol.ts); the same on every attempt of this job id.
  const token = jobEventToken(credentialsKeyFor(deps.config), jobId);
  let status = await submitOrAttach(compute, withEventToken(job.spec, token));
  const tail = new LogTail(compute.logPath(jobId));
  // A job given a stop grace may take a while to end: keep heartbeating so the stop is not taken for a dead worker.
  // One stop for every path that asks (a cancel, `shouldStop`, the error path): each waits for the same one.
  let stopping: Promise<void> | null = null;
  const stopJob = () =>
    (stopping ??= (async () => {
      const ticker = setInterval(() => ctx.heartbeat({ jobId } satisfies JobHeartbeat), 5000);
      try {
        await compute.cancel(jobId).catch(() => undefined);
      } finally {
        clearInterval(ticker);
      }
    })());
  const leaveRunning = () => job.keepJobWhenCancelled === true || (job.stopOnWorkerShutdown === false && ctx.cancellationDetails?.workerShutdown === true);
  const cancelled = ctx.cancelled.catch(async (error: unknown) => {
    if (!leaveRunning()) await stopJob();
    throw error;
  });
  cancelled.catch(() => undefined);
  let lastCheck = Date.now();
  try {
    for (;;) {
      if (status.state === 'pending') job.onWaiting?.(queuedMessage(status.queuedAhead));
      const ended = TERMINAL_JOB_STATES.includes(status.state);
      await job.onLines((await tail.poll(ended)).filter((line) => line.trim() !== '').map((line) => authenticatedJobLine(line, token)), status);
      ctx.heartbeat({ jobId } satisfies JobHeartbeat);
      if (ended) return status;
      if (job.shouldStop && Date.now() - lastCheck >= (job.checkEveryMs ?? 2000)) {
        lastCheck = Date.now();
        if (await job.shouldStop()) await stopJob();
      }
      // Cancelled, this throws, and the catch below stops the job (once: the same stop `cancelled` began).
      await sleepUnlessCancelled(status.state === 'pending' ? Math.max(job.pollMs ?? 250, WAITING_JOB_POLL_MS) : (job.pollMs ?? 250));
      status = await compute.status(jobId);
    }
  } catch (error) {
    if (ctx.cancellationSignal.aborted && !leaveRunning()) await stopJob();
    throw error;
  }
}

/** A spec submitted outside runJob (a training run's first submit) with the token runJob will expect of it. */
export function withJobEventToken(deps: Pick<ActivityDeps, 'config'>, spec: JobSpec): JobSpec {
  return withEventToken(spec, jobEventToken(credentialsKeyFor(deps.config), spec.jobId)) as JobSpec;
}

function withEventToken(spec: JobSpec | LazyJobSpec, token: string): JobSpec | LazyJobSpec {
  const add = (built: JobSpec): JobSpec => ({ ...built, env: { ...built.env, [JOB_EVENT_TOKEN_ENV]: token } });
  return 'build' in spec ? { jobId: spec.jobId, build: async () => add(await spec.build()) } : add(spec);
}

async function submitOrAttach(compute: ComputeBackend, spec: JobSpec | LazyJobSpec): Promise<JobStatus> {
  if (!('build' in spec)) return compute.submit(spec);
  try {
    return await compute.status(spec.jobId);
  } catch (error) {
    if (error instanceof JobNotFoundError) return compute.submit(await spec.build());
    throw error;
  }
}

/** The id to run a job under: the last one this activity ran (from its heartbeat) while it can still finish, else a fresh one for this attempt. */
export async function jobIdForAttempt(compute: ComputeBackend, base: string): Promise<string> {
  const ctx = Context.current();
  const previous = (ctx.info.heartbeatDetails as JobHeartbeat | undefined)?.jobId ?? base;
  try {
    const status = await compute.status(previous);
    if (status.state === 'failed' || status.state === 'canceled') return activityAttemptJobId(base, ctx.info.attempt);
    return previous;
  } catch (error) {
    if (error instanceof JobNotFoundError) return previous;
    throw error;
  }
}
