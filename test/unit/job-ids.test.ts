import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MockActivityEnvironment } from '@temporalio/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalCompute } from '../../backends/compute/local.js';
import { jobIdForAttempt, type JobHeartbeat } from '../../activities/jobs/follow-job.js';
import { activityAttemptJobId, jobIdsFor } from '../../activities/jobs/job-ids.js';
import type { ComputeBackend, JobStatus } from '../../core/ports/compute.js';

/**
 * Every id jobIdForAttempt gives a run's jobs is one jobIdsFor lists, so the run's end cancels every job it started:
 * the job ids of real (failed) jobs on the local compute backend, for each attempt of the activity.
 */
const MAX_ATTEMPTS = 3;
let dir: string;
let compute: ComputeBackend;

async function failedJob(jobId: string): Promise<void> {
  await compute.submit({ jobId, tier: 'cpu', gpus: 0, command: ['sh', '-c', 'exit 1'] });
  const deadline = Date.now() + 20_000;
  let status: JobStatus;
  do {
    await new Promise((resolve) => setTimeout(resolve, 50));
    status = await compute.status(jobId);
  } while (status.state !== 'failed' && Date.now() < deadline);
  expect(status.state).toBe('failed');
}

/** The id the activity's `attempt` runs its job under, having heartbeated `previous` (or nothing) before. */
const idFor = (base: string, attempt: number, previous?: string): Promise<string> =>
  new MockActivityEnvironment({ attempt, heartbeatDetails: previous ? ({ jobId: previous } satisfies JobHeartbeat) : undefined }).run(() => jobIdForAttempt(compute, base));

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'job-ids-'));
  compute = new LocalCompute({ jobsDir: dir, tiers: ['cpu'], slots: { '*': 4 }, cgroup: 'off' });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('job ids of an activity\'s attempts', () => {
  it('a first attempt that finds the base job failed (the activity scheduled again) runs under an id cleanup lists', async () => {
    const base = 'run_first_attempt';
    expect(await idFor(base, 1)).toBe(base);
    await failedJob(base);
    const next = await idFor(base, 1);
    expect(next).not.toBe(base);
    expect(jobIdsFor(base, MAX_ATTEMPTS)).toContain(next);
  });

  it('each retry after a failed job gets its own id, and cleanup lists every one', async () => {
    const base = 'run_retries';
    await failedJob(base);
    const given = [base];
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const id = await idFor(base, attempt, given.at(-1));
      expect(given).not.toContain(id);
      given.push(id);
      await failedJob(id);
    }
    expect(given).toEqual([base, activityAttemptJobId(base, 2), activityAttemptJobId(base, 3)]);
    for (const id of given) expect(jobIdsFor(base, MAX_ATTEMPTS)).toContain(id);
  });

  it('a job still running is attached to again, not replaced', async () => {
    const base = 'run_running';
    await compute.submit({ jobId: base, tier: 'cpu', gpus: 0, command: ['sleep', '30'] });
    expect(await idFor(base, 2, base)).toBe(base);
    await compute.cancel(base);
  });
});
