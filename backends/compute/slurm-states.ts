import type { JobState } from '../../core/ports/compute.js';

/** What Slurm (squeue or sacct) says about one job. */
export interface SlurmJobRecord {
  slurmJobId: string;
  /** Slurm's state name, e.g. RUNNING, CANCELLED, OUT_OF_MEMORY (sacct may append " by 0"). */
  slurmState: string;
  startedAt: Date | null;
  endedAt: Date | null;
  /** squeue's reason (Resources, Priority, NonZeroExitCode …) or null. */
  reason: string | null;
  /** sacct's ExitCode when accounting is on. */
  exitCode: number | null;
}

const PENDING = ['PENDING', 'CONFIGURING', 'REQUEUED', 'REQUEUE_HOLD', 'REQUEUE_FED', 'RESV_DEL_HOLD', 'SPECIAL_EXIT', 'RESIZING'];
const RUNNING = ['RUNNING', 'COMPLETING', 'SUSPENDED', 'STAGE_OUT', 'SIGNALING', 'STOPPED'];
const FAILED_BECAUSE: Record<string, string> = {
  FAILED: 'the job exited with a non-zero code',
  TIMEOUT: 'the job reached its time limit',
  NODE_FAIL: 'the node running the job failed',
  OUT_OF_MEMORY: 'the job ran out of memory',
  BOOT_FAIL: 'the node could not boot for the job',
  DEADLINE: 'the job missed its deadline',
  PREEMPTED: 'the job was preempted',
  REVOKED: 'the job was revoked',
};

/** Slurm's name without sacct's " by <uid>" suffix or squeue's "+" markers. */
export function baseSlurmState(state: string): string {
  return state.trim().split(/\s+/)[0]!.replace(/\+$/, '').toUpperCase();
}

export function jobStateOf(slurmState: string): JobState {
  const state = baseSlurmState(slurmState);
  if (PENDING.includes(state)) return 'pending';
  if (RUNNING.includes(state)) return 'running';
  if (state === 'COMPLETED') return 'succeeded';
  if (state === 'CANCELLED') return 'canceled';
  return 'failed';
}

/** Processes may still be alive in these states (COMPLETING: Slurm is killing or reaping them). */
export function mayHaveProcesses(slurmState: string): boolean {
  const state = baseSlurmState(slurmState);
  return PENDING.includes(state) || RUNNING.includes(state);
}

export function failureReason(slurmState: string): string {
  const state = baseSlurmState(slurmState);
  return `Slurm state ${state}: ${FAILED_BECAUSE[state] ?? 'the job did not complete'}`;
}

/** squeue/sacct print local times without a zone ("2026-11-21T17:42:48"), or "Unknown"/"N/A"/"None". */
export function parseSlurmTime(value: string | undefined): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(value.trim())) return null;
  const date = new Date(value.trim());
  return Number.isNaN(date.getTime()) ? null : date;
}

/** One line of `squeue -h -o '%i|%T|%S|%e|%r'`. */
export function parseSqueueLine(line: string): SlurmJobRecord | null {
  const [id, state, start, end, reason] = line.trim().split('|');
  if (!id || !state) return null;
  return {
    slurmJobId: id,
    slurmState: state,
    startedAt: parseSlurmTime(start),
    endedAt: parseSlurmTime(end),
    reason: reason && reason !== 'None' ? reason : null,
    exitCode: null,
  };
}

/** One line of `sacct -n -X -P -o JobID,State,ExitCode,Start,End`; ExitCode is "code:signal". */
export function parseSacctLine(line: string): SlurmJobRecord | null {
  const [id, state, exit, start, end] = line.trim().split('|');
  if (!id || !state) return null;
  const code = exit?.match(/^(\d+):(\d+)$/);
  return {
    slurmJobId: id,
    slurmState: state,
    startedAt: parseSlurmTime(start),
    endedAt: parseSlurmTime(end),
    reason: null,
    exitCode: code ? Number(code[1]) : null,
  };
}
