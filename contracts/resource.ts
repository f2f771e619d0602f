import { defineQuery, defineSignal, defineUpdate } from '@temporalio/workflow';

/**
 * What every resource workflow shares: its status vocabulary, the live state behind the
 * `liveState` query, the `cancel` update, and a typed workflow name so a start call names the
 * workflow it starts and type-checks its input. Each kind's contract narrows these.
 */

/** A workflow type name bound to its input and result; `workflows/index.ts` exports a function of that name. */
export interface WorkflowType<I, O> {
  readonly name: string;
  /** Never set: carries the signature for `client.workflow.start<WorkflowFn<W>>`. */
  readonly signature?: (input: I) => Promise<O>;
}

export const defineWorkflowType = <I, O>(name: string): WorkflowType<I, O> => ({ name });

/** The function type a workflow type stands for. */
export type WorkflowFn<W> = W extends WorkflowType<infer I, infer O> ? (input: I) => Promise<O> : never;

export {
  ACTIVE_STATUSES,
  isTerminalStatus,
  TERMINAL_PHASE,
  TERMINAL_STATUSES,
  type ResourceStatus,
  type RunEnding,
  type RunError,
  type TerminalStatus,
} from '../core/lifecycle.js';
import type { ResourceStatus, RunError } from '../core/lifecycle.js';

/** What a resource workflow keeps in memory for GET by id; kinds add their own fields. */
export interface LiveState {
  status: ResourceStatus;
  phase: string | null;
  progress: number;
  status_message: string | null;
  error: RunError | null;
}

/** A long activity's progress within the current phase (throttled; phases move on their own). */
export interface PhaseProgress {
  phase: string;
  progress: number;
  message: string | null;
}

export const liveStateQuery = <S extends LiveState>() => defineQuery<S>('liveState');
/** Kept for workflows whose histories hold a cancel update (before cancels became signals). */
export const cancelUpdate = <S extends LiveState>() => defineUpdate<S, [reason: string]>('cancel');
/**
 * How the API cancels: a signal is answered once the server has recorded it, whatever the worker is
 * doing (an update waits for a workflow task, which a thousand waiting runs make slow).
 */
export const cancelSignal = defineSignal<[reason: string]>('requestCancel');

/** The failure type a cancel update's validator raises for a run that already ended. */
export const NOT_CANCELABLE = 'NotCancelable';
