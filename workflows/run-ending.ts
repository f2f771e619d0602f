import { ApplicationFailure } from '@temporalio/workflow';
import type { RunEnding } from '../contracts/resource.js';
import { failureCode, failureMessage, type RunOutcome } from './lifecycle.js';

/** The first details object an activity failure carries (ApplicationFailure `details[0]`), if any. */
export function failureDetails(error: unknown): Record<string, unknown> | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (current instanceof ApplicationFailure && current.details?.length) return current.details[0] as Record<string, unknown>;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * How a run whose work is one job ends (RL runs, evaluations). Canceled once a cancel came, whatever its work did
 * meanwhile (a job stopped by the cancel may finish its activity normally). A failure the user must act on keeps its
 * own code (`details[0].code`), a job's failure is `system` with its message, anything else `system` with `onOurSide`.
 */
export function jobRunEnding(outcome: RunOutcome<unknown>, canceled: boolean, userFixableType: string, onOurSide: string): RunEnding {
  if (outcome.kind === 'canceled' || canceled) return { status: 'canceled' };
  if (outcome.kind === 'completed') return { status: 'succeeded' };
  const code = failureCode(outcome.error);
  const message = failureMessage(outcome.error);
  if (code === userFixableType) {
    const userCode = failureDetails(outcome.error)?.code;
    return { status: 'failed', error: { code: typeof userCode === 'string' ? userCode : 'spec_invalid', message } };
  }
  if (code === 'insufficient_tokens') return { status: 'failed', error: { code, message } };
  if (code === 'job_failed') return { status: 'failed', error: { code: 'system', message } };
  return { status: 'failed', error: { code: 'system', message: onOurSide } };
}
