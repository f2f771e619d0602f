import type { JobStatus } from '../../../core/ports/compute.js';
import { redactServerPaths } from '../../../core/server-paths.js';
import type { LogFollower } from './log-follower.js';

/**
 * Why a training job did not succeed, in words (the run's error message), or null when it did: the trainer's `error`
 * event when it wrote one, else its last line; server directories in either are `<server>`, as in the run's logs.
 */
export function failureReason(status: JobStatus, follower: Pick<LogFollower, 'error' | 'recent'>, serverRoots: readonly string[]): string | null {
  if (status.state === 'succeeded') return null;
  // The backends' reasons read as clauses of their own ('exited with status 1', 'the job process ended …').
  const what = status.state === 'canceled' ? 'was canceled' : 'failed';
  const why = status.reason && status.reason !== 'canceled' ? `: ${status.reason}` : '';
  const tail = follower.recent.at(-1);
  const said = follower.error ? `; ${follower.error.message}` : tail ? `; last line: ${tail}` : '';
  return `The training job ${what}${why}${redactServerPaths(said, serverRoots)}`;
}
