import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 over "key\nexpires": whoever holds the link may read that one object until it expires. */
export function signature(secret: Buffer, key: string, expiresAt: number): string {
  return createHmac('sha256', secret).update(`${key}\n${expiresAt}`).digest('base64url');
}

export type LinkCheck = { ok: true } | { ok: false; reason: 'expired' | 'bad_signature' };

export function checkSignature(secret: Buffer, key: string, expiresAt: number, presented: string, now = Date.now()): LinkCheck {
  const expected = Buffer.from(signature(secret, key, expiresAt));
  const given = Buffer.from(presented);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'bad_signature' };
  if (!Number.isSafeInteger(expiresAt) || expiresAt * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true };
}
