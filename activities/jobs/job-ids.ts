/**
 * How a run's compute jobs are numbered when one job is not the whole story: three counters, each
 * its own suffix. A job id names the job's directory on the compute backend and is how a worker
 * restarted mid-job finds the job it ran (it attaches, never submits twice), so a spelling a
 * running job has must stay the next version's spelling: these are kept as they are.
 */

/**
 * `<base>-a<n>`: the job of the n-th attempt of the activity that runs it (Temporal's attempt
 * number), started because the job it found under its id had failed or was canceled; the first
 * job runs under `base`. jobIdForAttempt (follow-job.ts) picks it, re-attaching to the last
 * job while that one can still finish, so numbers may skip. `-a1` exists too: a first attempt that
 * finds `base` already failed (the activity scheduled again by its workflow) runs under it.
 */
export const activityAttemptJobId = (base: string, attempt: number) => `${base}-a${attempt}`;

/** Every id `jobIdForAttempt` may have given `base`'s jobs (`-a1` included), for cleanup at the run's end. */
export const jobIdsFor = (base: string, maxAttempts: number) => [base, ...Array.from({ length: maxAttempts }, (_, i) => activityAttemptJobId(base, i + 1))];

/**
 * `<id>-r<resumes>`: the base of a twin's jobs after its `resumes`-th resume (the user's
 * POST …/resume, counted in the row; `-r0` before any), so a resumed build never re-attaches to
 * the job that was stopped. Each resume's activity attempts follow it: `<id>-r1-a2`.
 */
export const resumeJobBase = (id: string, resumes: number) => `${id}-r${resumes}`;

/**
 * `<run id>-r<n>`: a training run's n-th job, which its watcher starts itself when the job before
 * was killed (OOM, `kill -9`, a lost node), resuming from the latest checkpoint; the first is the
 * run id. Counted by the run, not by Temporal: the numbers are contiguous, a watcher re-derives its
 * attempt from which of these ids exist (currentTrainingAttempt), and log line numbers follow it.
 */
export const trainingJobId = (runId: string, attempt: number) => (attempt === 1 ? runId : `${runId}-r${attempt}`);
