/**
 * Heavy jobs run in bounded slots; a run waiting for one says how many jobs are ahead of it:
 * exactly when few, in tens or hundreds when many, so a long queue moving does not send every
 * waiting run's workflow a signal at each step.
 */
export function queuedMessage(ahead: number | undefined): string {
  if (ahead === undefined) return 'queued: waiting for a compute slot';
  if (ahead === 0) return 'queued: next for a compute slot';
  if (ahead < 10) return `queued: ${ahead} ${ahead === 1 ? 'job' : 'jobs'} ahead`;
  const step = ahead < 100 ? 10 : 100;
  return `queued: ${Math.floor(ahead / step) * step}+ jobs ahead`;
}

/** How often a follower looks at a job still waiting for a slot: the queue moves slowly, and a thousand may wait. */
export const WAITING_JOB_POLL_MS = 3000;
