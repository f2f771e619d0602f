import { CliFailure, EXIT } from './exit-codes.js';

/** What a followed run's ending says about it: its status, its error, and (RL runs) the verdict on the policy it trained. */
export interface EndedRun {
  id: string;
  status: string;
  error?: { code: string; message: string | null } | null;
  verdict?: 'pass' | 'fail' | null;
  verdict_detail?: string | null;
}

/**
 * The failure a followed run's ending is, or null when it passed: `failed`/`canceled` exit 3, a
 * succeeded run whose policy failed its verdict exits 4 (a CI script tells them apart from an API
 * error, exit 1).
 */
export function failureOfRun(run: EndedRun): CliFailure | null {
  if (run.status !== 'succeeded') {
    const error = run.error ? `: ${run.error.message ?? ''} [${run.error.code}]` : '';
    return new CliFailure(`${run.id} ended ${run.status}${error}`, EXIT.runFailed, run.error ? { code: run.error.code, message: run.error.message ?? undefined } : undefined);
  }
  if (run.verdict === 'fail') {
    const detail = run.verdict_detail ? `: ${run.verdict_detail}` : '';
    return new CliFailure(`${run.id} succeeded, but its policy failed its verdict${detail}`, EXIT.verdictFailed, { code: 'verdict_failed', message: run.verdict_detail ?? undefined });
  }
  return null;
}
