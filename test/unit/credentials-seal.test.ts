import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSecret, parseCredentialsKey, sealSecret } from '../../core/credentials/seal.js';

describe('sealed hub tokens (AES-256-GCM)', () => {
  const key = randomBytes(32);

  it('opens what it sealed, and the sealed text does not contain the secret', () => {
    const sealed = sealSecret(key, 'hf_secret_token_123', 'acct_1');
    expect(sealed).not.toContain('hf_secret_token_123');
    expect(openSecret(key, sealed, 'acct_1')).toBe('hf_secret_token_123');
    expect(sealSecret(key, 'hf_secret_token_123', 'acct_1')).not.toBe(sealed);
  });

  it('refuses another account, another key, or tampered text', () => {
    const sealed = sealSecret(key, 'token', 'acct_1');
    expect(() => openSecret(key, sealed, 'acct_2')).toThrow();
    expect(() => openSecret(randomBytes(32), sealed, 'acct_1')).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => openSecret(key, parts.join('.'), 'acct_1')).toThrow();
  });

  it('reads CREDENTIALS_KEY as 64 hex characters or base64 of 32 bytes', () => {
    expect(parseCredentialsKey(key.toString('hex')).equals(key)).toBe(true);
    expect(parseCredentialsKey(key.toString('base64')).equals(key)).toBe(true);
    expect(() => parseCredentialsKey('short')).toThrow(/32 bytes/);
  });
});
