import { describe, expect, it } from 'vitest';
import { apiKeyMatches, generateApiKey, hashApiKey, isWellFormedApiKey, lookupOf } from '../../core/api-keys.js';
import { grants } from '../../core/scopes.js';

describe('API keys', () => {
  it('are svc_ plus 40 url-safe characters, and only their hash is kept', () => {
    const { key, lookup, secretHash } = generateApiKey();
    expect(key).toMatch(/^svc_[A-Za-z0-9_-]{40}$/);
    expect(isWellFormedApiKey(key)).toBe(true);
    expect(lookup).toBe(key.slice(0, 16));
    expect(secretHash.equals(hashApiKey(key))).toBe(true);
    expect(secretHash.toString('hex')).not.toContain(Buffer.from(key).toString('hex'));
  });

  it('match only the exact key', () => {
    const { key, secretHash } = generateApiKey();
    expect(apiKeyMatches(key, secretHash)).toBe(true);
    const tampered = key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A');
    expect(apiKeyMatches(tampered, secretHash)).toBe(false);
    expect(lookupOf(tampered)).toBe(lookupOf(key));
  });

  it('reject malformed keys', () => {
    expect(isWellFormedApiKey('sk_live_123')).toBe(false);
    expect(isWellFormedApiKey('svc_short')).toBe(false);
    expect(isWellFormedApiKey(`svc_${'a'.repeat(39)}!`)).toBe(false);
  });
});

describe('scopes', () => {
  it('write implies read on the same resource only', () => {
    expect(grants(['augmentations:write'], 'augmentations:read')).toBe(true);
    expect(grants(['augmentations:write'], 'augmentations:write')).toBe(true);
    expect(grants(['augmentations:read'], 'augmentations:write')).toBe(false);
    expect(grants(['augmentations:write'], 'training_runs:read')).toBe(false);
    expect(grants([], 'usage:read')).toBe(false);
  });
});
