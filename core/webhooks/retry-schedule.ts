/**
 * When a failed delivery is tried again: exponential backoff (×3 from `initialMs`, capped at
 * `maxDelayMs`) with ±20 % jitter, for `maxAttempts` attempts in all. With the defaults (5 s,
 * 12 h, 15 attempts) the retries come after about 5 s, 15 s, 45 s, 2¼ min, 7 min, 20 min, 1 h,
 * 3 h, 9 h, then every 12 h: the last attempt is about 3 days after the first.
 */
export interface RetryPolicy {
  initialMs: number;
  maxDelayMs: number;
  maxAttempts: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { initialMs: 5_000, maxDelayMs: 12 * 3_600_000, maxAttempts: 15 };

const BACKOFF_FACTOR = 3;
const JITTER = 0.2;
/** A receiver's Retry-After is honoured up to this long. */
export const MAX_RETRY_AFTER_MS = 6 * 3_600_000;

/** Delay before attempt `failedAttempt + 1`, without jitter. */
export function baseDelayMs(policy: RetryPolicy, failedAttempt: number): number {
  return Math.min(policy.initialMs * BACKOFF_FACTOR ** (failedAttempt - 1), policy.maxDelayMs);
}

/**
 * Milliseconds to wait after attempt `failedAttempt` failed, or null when that was the last.
 * A receiver's Retry-After is a floor: we never come back sooner than it asked (up to
 * MAX_RETRY_AFTER_MS), and never sooner than the schedule.
 */
export function nextRetryDelayMs(policy: RetryPolicy, failedAttempt: number, retryAfterMs: number | null, random: () => number = Math.random): number | null {
  if (failedAttempt >= policy.maxAttempts) return null;
  const jittered = baseDelayMs(policy, failedAttempt) * (1 - JITTER + 2 * JITTER * random());
  const floor = retryAfterMs === null ? 0 : Math.min(retryAfterMs, MAX_RETRY_AFTER_MS);
  return Math.round(Math.max(jittered, floor));
}

/** Retry-After as milliseconds from `now`: delay-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - now);
}
