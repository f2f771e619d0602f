/**
 * When `npm start` restarts a crashed process, and when it stops trying. Pure: the caller passes
 * the clock in, so the rules are tested without waiting.
 *
 * - The first restart waits `initialDelayMs`; each crash after it doubles the wait, up to `maxDelayMs`.
 * - A process that ran `healthyAfterMs` before crashing starts over at `initialDelayMs`.
 * - `crashLoopLimit` crashes within `crashLoopWindowMs` is a crash loop: give up.
 */
export interface RestartPolicyOptions {
  initialDelayMs: number;
  maxDelayMs: number;
  healthyAfterMs: number;
  crashLoopLimit: number;
  crashLoopWindowMs: number;
}

export const DEFAULT_RESTART_POLICY: RestartPolicyOptions = {
  initialDelayMs: 1_000,
  maxDelayMs: 30_000,
  healthyAfterMs: 60_000,
  crashLoopLimit: 5,
  crashLoopWindowMs: 120_000,
};

export type RestartDecision =
  | { action: 'restart'; delayMs: number; recentCrashes: number }
  | { action: 'give_up'; recentCrashes: number };

export class RestartPolicy {
  private nextDelayMs: number;
  private startedAt: number | null = null;
  private crashTimes: number[] = [];

  constructor(readonly options: RestartPolicyOptions = DEFAULT_RESTART_POLICY) {
    this.nextDelayMs = options.initialDelayMs;
  }

  /** The process was (re)started at `now`. */
  started(now: number): void {
    this.startedAt = now;
  }

  /** The process died at `now` without being asked to: restart it after a delay, or give up. */
  crashed(now: number): RestartDecision {
    const { options } = this;
    if (this.startedAt !== null && now - this.startedAt >= options.healthyAfterMs) this.nextDelayMs = options.initialDelayMs;
    this.crashTimes = [...this.crashTimes.filter((time) => now - time < options.crashLoopWindowMs), now];
    const recentCrashes = this.crashTimes.length;
    if (recentCrashes >= options.crashLoopLimit) return { action: 'give_up', recentCrashes };
    const delayMs = this.nextDelayMs;
    this.nextDelayMs = Math.min(this.nextDelayMs * 2, options.maxDelayMs);
    return { action: 'restart', delayMs, recentCrashes };
  }
}

/** `exit code 3` or `signal SIGKILL`, as a log line says how a process ended. */
export function describeExit(code: number | null, signal: NodeJS.Signals | null): string {
  if (signal) return `signal ${signal}`;
  return `exit code ${code ?? 'unknown'}`;
}
