import { describe, expect, it } from 'vitest';
import { EVENT_TYPES, eventPatternProblem, eventPatternToLike, matchesEventType } from '../../core/events/event-types.js';
import { isPrivateAddress } from '../../core/outbound/private-address.js';
import { baseDelayMs, DEFAULT_RETRY_POLICY, MAX_RETRY_AFTER_MS, nextRetryDelayMs, parseRetryAfter } from '../../core/webhooks/retry-schedule.js';
import { webhookUrlProblem } from '../../core/webhooks/url-policy.js';

describe('event type patterns', () => {
  it.each([
    ['*', 'twin.failed', true],
    ['training_run.*', 'training_run.completed', true],
    ['training_run.*', 'twin.completed', false],
    ['*.failed', 'augmentation.failed', true],
    ['*.failed', 'augmentation.completed', false],
    ['twin.completed', 'twin.completed', true],
    ['twin.completed', 'twin.completedx', false],
    ['twin*', 'twin.canceled', true],
  ])('%s matches %s: %s', (pattern, type, expected) => {
    expect(matchesEventType(pattern, type)).toBe(expected);
  });

  it('accept patterns that match a known type and explain the others', () => {
    for (const ok of ['*', 'augmentation.*', '*.canceled', ...EVENT_TYPES]) expect(eventPatternProblem(ok)).toBeNull();
    expect(eventPatternProblem('augmentations.completed')).toMatch(/matches no event type/);
    expect(eventPatternProblem('training_run.%')).toMatch(/not an event type or pattern/);
    expect(eventPatternProblem('')).toMatch(/not an event type/);
  });

  it('translate to LIKE without letting _ or % act as wildcards', () => {
    expect(eventPatternToLike('training_run.*')).toBe('training\\_run.%');
  });
});

describe('retry schedule', () => {
  const noJitter = () => 0.5;

  it('backs off ×3 from 5 s to a 12 h cap and ends about three days after the first attempt', () => {
    const delays = Array.from({ length: DEFAULT_RETRY_POLICY.maxAttempts - 1 }, (_, i) => baseDelayMs(DEFAULT_RETRY_POLICY, i + 1));
    expect(delays.slice(0, 4)).toEqual([5_000, 15_000, 45_000, 135_000]);
    expect(delays.at(-1)).toBe(12 * 3_600_000);
    const totalHours = delays.reduce((a, b) => a + b, 0) / 3_600_000;
    expect(totalHours).toBeGreaterThan(66);
    expect(totalHours).toBeLessThan(80);
    expect(nextRetryDelayMs(DEFAULT_RETRY_POLICY, DEFAULT_RETRY_POLICY.maxAttempts, null)).toBeNull();
  });

  it('jitters each delay within ±20 %', () => {
    expect(nextRetryDelayMs(DEFAULT_RETRY_POLICY, 2, null, () => 0)).toBe(12_000);
    expect(nextRetryDelayMs(DEFAULT_RETRY_POLICY, 2, null, () => 1)).toBe(18_000);
    expect(nextRetryDelayMs(DEFAULT_RETRY_POLICY, 2, null, noJitter)).toBe(15_000);
  });

  it('treats Retry-After as a floor, bounded to 6 hours', () => {
    expect(nextRetryDelayMs(DEFAULT_RETRY_POLICY, 1, 120_000, noJitter)).toBe(120_000);
    expect(nextRetryDelayMs(DEFAULT_RETRY_POLICY, 1, 1_000, noJitter)).toBe(5_000);
    expect(nextRetryDelayMs(DEFAULT_RETRY_POLICY, 1, 7 * 86_400_000, noJitter)).toBe(MAX_RETRY_AFTER_MS);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2026-09-27T12:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('Sun, 27 Sep 2026 12:01:00 GMT', now)).toBe(60_000);
    expect(parseRetryAfter('Sun, 27 Sep 2026 11:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });
});

describe('webhook URL policy', () => {
  const dev = { allowPrivateTargets: true };
  const prod = { allowPrivateTargets: false };

  it.each([
    ['https://example.com/hooks', null],
    ['http://example.com:8080/hooks?x=1', null],
    ['ftp://example.com/', /Only http and https/],
    ['https://u:p@example.com/', /credentials/],
    ['https://example.com/#x', /fragment/],
    ['example.com/hooks', /Not an absolute URL/],
    [`https://example.com/${'x'.repeat(2048)}`, /at most 2048/],
  ])('%s → %s', (url, problem) => {
    const result = webhookUrlProblem(url, dev);
    if (problem === null) expect(result).toBeNull();
    else expect(result).toMatch(problem);
  });

  it('allows loopback only when private targets are allowed', () => {
    for (const url of ['http://127.0.0.1:8000/x', 'http://localhost:8000/x', 'http://[::1]:8000/x', 'http://10.0.0.8/x', 'http://foo.internal/x']) {
      expect(webhookUrlProblem(url, dev)).toBeNull();
      expect(webhookUrlProblem(url, prod)).toMatch(/not allowed/);
    }
    expect(webhookUrlProblem('https://93.184.216.34/x', prod)).toBeNull();
  });

  it.each([
    ['127.0.0.1', true],
    ['10.20.30.40', true],
    ['172.16.0.1', true],
    ['172.32.0.1', false],
    ['192.168.0.10', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['::1', true],
    ['fd00::1', true],
    ['fe80::1', true],
    ['::ffff:127.0.0.1', true],
    ['8.8.8.8', false],
    ['2606:4700:4700::1111', false],
    ['example.com', false],
  ])('%s is private: %s', (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });
});
