/**
 * The events every simulation job (twin build, RL run, evaluation) writes as it goes through its phases
 * (jobs/sim/phases.py): one vocabulary, so one follower reads any of them. A kind's contract may name
 * the phase otherwise (a twin's `stage`); its presenter does that, not the job.
 */
export interface PhaseStarted<P extends string> {
  event: 'phase';
  phase: P;
  index: number;
  total: number;
  attempt: number;
}

export interface PhaseDone<P extends string> {
  event: 'phase_done';
  phase: P;
  ok: true;
  /** The phase's record said ok from an earlier run of the job, so it did not run again. */
  skipped: boolean;
  attempts: number;
  seconds: number;
  measurement: string;
}

export interface PhaseProgress<P extends string> {
  event: 'progress';
  phase: P;
  fraction: number;
  message: string;
}

export interface JobFailed<P extends string> {
  event: 'error';
  phase: P | null;
  code: string;
  message: string;
  resumable: boolean;
  param?: string;
}

export type PhaseEvent<P extends string> = PhaseStarted<P> | PhaseDone<P> | PhaseProgress<P> | JobFailed<P>;
