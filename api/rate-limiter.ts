import type { RateLimitConfig } from '../core/config.js';

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export interface RateDecision {
  allowed: boolean;
  remaining: number;
  /** Seconds until one request is allowed again (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * Token bucket per API key, in this process's memory: `burst` requests at once, refilled at
 * `perSecond`. With several API replicas each enforces its own bucket (documented).
 */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    readonly config: RateLimitConfig,
    private readonly now: () => number = () => performance.now(),
  ) {}

  take(key: string): RateDecision {
    const now = this.now();
    const { perSecond, burst } = this.config;
    const bucket = this.buckets.get(key) ?? { tokens: burst, updatedAt: now };
    bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.updatedAt) / 1000) * perSecond);
    bucket.updatedAt = now;
    this.buckets.set(key, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true, remaining: Math.floor(bucket.tokens), retryAfterSeconds: 0 };
    }
    this.sweepWhenLarge(now);
    return { allowed: false, remaining: 0, retryAfterSeconds: (1 - bucket.tokens) / perSecond };
  }

  /** Full buckets carry no information; drop them so the map stays small. */
  private sweepWhenLarge(now: number): void {
    if (this.buckets.size < 10_000) return;
    const fullAfterMs = (this.config.burst / this.config.perSecond) * 1000;
    for (const [key, bucket] of this.buckets) {
      if (now - bucket.updatedAt > fullAfterMs) this.buckets.delete(key);
    }
  }
}
