import { type SlurmJobRecord, failureReason, jobStateOf, mayHaveProcesses } from './slurm-states.js';
import type { JobStatus } from '../../core/ports/compute.js';

/** Everything known about one job: Slurm's record (if it still has one) and the job directory's files. */
export interface SlurmJobFacts {
  jobId: string;
  slurmJobId: string;
  /** squeue's, or sacct's; null once Slurm has forgotten the job. */
  record: SlurmJobRecord | null;
  /** The batch script's `exit-status`, written when the program ended on its own. */
  exitStatus: { exit_code: number; ended_at: number } | null;
  /** The batch script's `started-at` (epoch seconds). */
  startedAtEpoch: number | null;
  /** When cancel() asked Slurm to stop the job. */
  cancelRequestedAt: Date | null;
  /** slurmstepd's last notice in slurm.log ("JOB 12 ON vm CANCELLED AT … DUE TO TIME LIMIT"). */
  slurmNotice: string | null;
}

/** One verdict from Slurm's word and the job's own files; Slurm's wins where it killed the job. */
export function jobStatusFrom(facts: SlurmJobFacts): JobStatus {
  const { record, exitStatus } = facts;
  const base = {
    jobId: facts.jobId,
    backendJobId: facts.slurmJobId,
    startedAt: facts.startedAtEpoch !== null ? new Date(facts.startedAtEpoch * 1000) : (record?.startedAt ?? null),
  };
  // Slurm gives a job canceled while pending a StartTime (= its end): only the script's file proves it ran.
  const startedIfRan = facts.startedAtEpoch !== null ? base.startedAt : null;
  const endedAt = exitStatus ? new Date(exitStatus.ended_at * 1000) : (record?.endedAt ?? null);
  const live = record !== null && mayHaveProcesses(record.slurmState);

  if (facts.cancelRequestedAt && !live) {
    return { ...base, startedAt: startedIfRan, state: 'canceled', exitCode: exitStatus?.exit_code ?? null, reason: 'canceled on request', endedAt: endedAt ?? facts.cancelRequestedAt };
  }
  if (record && !exitStatus) {
    const state = jobStateOf(record.slurmState);
    if (state === 'pending') {
      return { ...base, startedAt: null, state, exitCode: null, reason: record.reason ? `waiting in the queue: ${record.reason}` : null, endedAt: null };
    }
    if (state === 'running') return { ...base, state, exitCode: null, reason: null, endedAt: null };
    if (state === 'succeeded') return { ...base, state, exitCode: record.exitCode ?? 0, reason: null, endedAt };
    const reason = state === 'canceled' ? 'canceled in Slurm (scancel outside the platform)' : failureReason(record.slurmState);
    return { ...base, startedAt: state === 'canceled' ? startedIfRan : base.startedAt, state, exitCode: record.exitCode, reason, endedAt };
  }
  if (exitStatus) {
    // Slurm killed it (time limit, memory, node, scancel) even though the script got to write an exit code.
    const slurmState = record ? jobStateOf(record.slurmState) : null;
    if (record && (slurmState === 'failed' || slurmState === 'canceled') && exitStatus.exit_code !== 0 && record.reason !== 'NonZeroExitCode') {
      return { ...base, state: slurmState, exitCode: exitStatus.exit_code, reason: failureReason(record.slurmState), endedAt };
    }
    const ok = exitStatus.exit_code === 0;
    return { ...base, state: ok ? 'succeeded' : 'failed', exitCode: exitStatus.exit_code, reason: ok ? null : `the job exited with code ${exitStatus.exit_code}`, endedAt };
  }
  // Slurm no longer knows the job and the script never recorded an exit: it was killed before finishing.
  const said = facts.slurmNotice ? `; Slurm said: ${facts.slurmNotice}` : '';
  return {
    ...base,
    state: 'failed',
    exitCode: null,
    reason: `the job left the Slurm queue without recording an exit code (killed by Slurm: time limit, memory, node failure or scancel outside the platform)${said}`,
    endedAt: null,
  };
}
