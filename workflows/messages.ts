import { defineQuery, defineUpdate } from '@temporalio/workflow';

/**
 * Messages every resource workflow answers. Names are shared by all kinds so the API can read
 * live state and cancel any run the same way; each kind narrows the state type.
 */
export const LIVE_STATE_QUERY = 'liveState';
export const CANCEL_UPDATE = 'cancel';

export type ResourceStatus = 'queued' | 'processing' | 'succeeded' | 'failed' | 'canceled';

export const TERMINAL_STATUSES: readonly ResourceStatus[] = ['succeeded', 'failed', 'canceled'];

export function isTerminalStatus(status: string): boolean {
  return (TERMINAL_STATUSES as readonly string[]).includes(status);
}

/** What a resource workflow keeps in memory for GET by id; kinds add their own fields. */
export interface LiveState {
  status: ResourceStatus;
  phase: string | null;
  progress: number;
  status_message: string | null;
  error: { code: string; message: string | null } | null;
}

export const liveStateQuery = <S extends LiveState>() => defineQuery<S>(LIVE_STATE_QUERY);
export const cancelUpdate = <S extends LiveState>() => defineUpdate<S, [reason?: string]>(CANCEL_UPDATE);

/** The failure type a cancel update's validator raises for a run that already ended. */
export const NOT_CANCELABLE = 'NotCancelable';
