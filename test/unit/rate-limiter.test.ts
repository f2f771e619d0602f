import { describe, expect, it } from 'vitest';
import { RateLimiter } from '../../api/rate-limiter.js';

describe('rate limiter', () => {
  it('allows a burst, then refills at the configured rate', () => {
    let now = 0;
    const limiter = new RateLimiter({ perSecond: 10, burst: 5 }, () => now);
    for (let i = 0; i < 5; i++) expect(limiter.take('key_a').allowed).toBe(true);
    const refused = limiter.take('key_a');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeCloseTo(0.1, 5);
    now += 100; // one token back after 1/10 s
    expect(limiter.take('key_a').allowed).toBe(true);
    expect(limiter.take('key_a').allowed).toBe(false);
  });

  it('keeps keys apart', () => {
    const limiter = new RateLimiter({ perSecond: 1, burst: 1 }, () => 0);
    expect(limiter.take('key_a').allowed).toBe(true);
    expect(limiter.take('key_a').allowed).toBe(false);
    expect(limiter.take('key_b').allowed).toBe(true);
  });
});
