import { createHmac } from 'node:crypto';

/**
 * The one job protocol (DESIGN.md "One job protocol"): every job program writes one JSON object
 * per line on stdout, `{"event": "<name>", …}`. Any other line (a library's warning, LeRobot's
 * training lines, the backend's own notes) is the program's text, not an event.
 *
 * A job's stdout also carries text a user controls (a tracker URL a library prints, a dataset's
 * strings), so an event line must prove it came from the job program: the worker hands each job a
 * token in its environment (JOB_EVENT_TOKEN_ENV, an HMAC of the job id under the worker's key, so a
 * worker that re-attaches after a restart knows it), the job's event writer adds it to every event,
 * and runJob (activities/jobs/follow-job.ts) passes on as events only the lines that carry it.
 */
export interface JobEvent {
  event: string;
}

export const JOB_EVENT_TOKEN_ENV = 'RLP_JOB_EVENT_TOKEN';
/** The field of an event line that carries the job's token (removed before an activity sees the event). */
export const JOB_EVENT_TOKEN_FIELD = 'rlp_event_token';

/** The token of one job: the same for every attempt that runs under this job id, unguessable without the key. */
export function jobEventToken(key: Buffer, jobId: string): string {
  return createHmac('sha256', key).update(`job-events:${jobId}`).digest('base64url').slice(0, 32);
}

function jsonEvent(line: string): (JobEvent & Record<string, unknown>) | undefined {
  const text = line.trim();
  if (!text.startsWith('{')) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as JobEvent).event === 'string' ? (value as JobEvent & Record<string, unknown>) : undefined;
}

/** The event a log line carries, or undefined for any other line (lines as runJob hands them on: already authenticated). */
export function parseJobEvent<E extends JobEvent>(line: string): E | undefined {
  const value = jsonEvent(line);
  if (!value) return undefined;
  const { [JOB_EVENT_TOKEN_FIELD]: _token, ...event } = value;
  return event as unknown as E;
}

/** Marks a line that looks like an event but does not carry the job's token: shown as the program's text, never acted on. */
export const UNVERIFIED_PREFIX = '[unverified event] ';

/**
 * One line of a job's log as the activities see it: an event carrying the job's token becomes the
 * event line without it; any other line that would read as an event is prefixed, so it stays text.
 */
export function authenticatedJobLine(line: string, token: string): string {
  const value = jsonEvent(line);
  if (!value) return line;
  if (value[JOB_EVENT_TOKEN_FIELD] === token) {
    const { [JOB_EVENT_TOKEN_FIELD]: _token, ...event } = value;
    return JSON.stringify(event);
  }
  return `${UNVERIFIED_PREFIX}${line}`;
}

/** Writes one event line (for job programs written in TypeScript), with the job's token when the worker gave one. */
export function writeJobEvent(event: JobEvent, write: (text: string) => void = (text) => process.stdout.write(text), token: string | undefined = process.env[JOB_EVENT_TOKEN_ENV]): void {
  write(`${JSON.stringify(token ? { ...event, [JOB_EVENT_TOKEN_FIELD]: token } : event)}\n`);
}

/** The environment a job program gives a process it starts beside itself (a tracker): without the token, so that process cannot write events. */
export function withoutEventToken(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { [JOB_EVENT_TOKEN_ENV]: _token, ...rest } = env;
  return rest;
}
