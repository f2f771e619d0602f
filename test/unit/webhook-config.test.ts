import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../core/config.js';

describe('webhook and event settings', () => {
  it('default to the documented values', () => {
    const config = loadConfig({ TEMPORAL_TASK_QUEUE: 'rp' });
    expect(config.webhooks).toEqual({
      taskQueue: 'rp-webhooks',
      timeoutMs: 15_000,
      retry: { initialMs: 5_000, maxDelayMs: 43_200_000, maxAttempts: 15 },
      allowPrivateTargets: false,
      concurrency: 200,
      maxInFlightPerEndpoint: 20,
      dispatchSweepMs: 5_000,
    });
    expect(config.eventRetentionDays).toBe(90);
  });

  it('reject values that would break a promise', () => {
    expect(() => loadConfig({ EVENT_RETENTION_DAYS: '7' })).toThrow(/EVENT_RETENTION_DAYS must be a number >= 30/);
    expect(() => loadConfig({ WEBHOOK_TIMEOUT_MS: '60000' })).toThrow(/at most 45000/);
    expect(() => loadConfig({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'maybe' })).toThrow(/true or false/);
    expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' }).webhooks.allowPrivateTargets).toBe(true);
  });

  it('one outbound setting opens private targets for webhooks and trackers; the older webhook name still works', () => {
    expect(loadConfig({}).outbound.allowPrivateTargets).toBe(false);
    for (const env of [{ OUTBOUND_ALLOW_PRIVATE_TARGETS: 'true' }, { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' }]) {
      const config = loadConfig(env);
      expect([config.outbound.allowPrivateTargets, config.webhooks.allowPrivateTargets]).toEqual([true, true]);
    }
    expect(loadConfig({ OUTBOUND_ALLOW_PRIVATE_TARGETS: 'false', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' }).outbound.allowPrivateTargets).toBe(false);
  });
});
