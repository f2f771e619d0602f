import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { generateSigningSecret, signWebhook } from '../../core/webhooks/signature.js';

describe('Standard Webhooks signatures', () => {
  it('verify with the official standardwebhooks library', () => {
    const secret = generateSigningSecret();
    const body = JSON.stringify({ id: 'evt_1', type: 'augmentation.completed', data: { object: { note: 'ünïcødé ✓' } } });
    const headers = signWebhook(secret, 'evt_1', Date.now() / 1000, body);
    expect(new Webhook(secret).verify(body, { ...headers })).toEqual(JSON.parse(body));
  });

  it('match the library’s own signature for the same id, time and bytes', () => {
    const secret = generateSigningSecret();
    const at = new Date('2026-09-27T12:00:00Z');
    const ours = signWebhook(secret, 'evt_2', at.getTime() / 1000, '{"a":1}');
    expect(ours['webhook-signature']).toBe(new Webhook(secret).sign('evt_2', at, '{"a":1}'));
    expect(ours['webhook-timestamp']).toBe(String(at.getTime() / 1000));
  });

  it('fail verification when the body, id or secret differ', () => {
    const secret = generateSigningSecret();
    const headers = signWebhook(secret, 'evt_3', Date.now() / 1000, '{"a":1}');
    expect(() => new Webhook(secret).verify('{"a":2}', { ...headers })).toThrow();
    expect(() => new Webhook(secret).verify('{"a":1}', { ...headers, 'webhook-id': 'evt_4' })).toThrow();
    expect(() => new Webhook(generateSigningSecret()).verify('{"a":1}', { ...headers })).toThrow();
  });

  it('secrets are whsec_ plus base64 of 32 random bytes, never repeated', () => {
    const secrets = Array.from({ length: 100 }, generateSigningSecret);
    expect(new Set(secrets).size).toBe(100);
    for (const secret of secrets) {
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    }
  });
});
