import { createHmac, randomBytes } from 'node:crypto';

/**
 * Standard Webhooks signing (https://www.standardwebhooks.com): the secret is `whsec_` plus the
 * base64 of random bytes; a signature is `v1,` plus the base64 HMAC-SHA256, keyed with those
 * bytes, of `{webhook-id}.{webhook-timestamp}.{body}`.
 */
export const SECRET_PREFIX = 'whsec_';
const SECRET_BYTES = 32;

export function generateSigningSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;
}

function secretKey(secret: string): Buffer {
  if (!secret.startsWith(SECRET_PREFIX)) throw new Error('webhook signing secrets start with whsec_');
  return Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
}

export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/**
 * The headers signed with each secret: `webhook-signature` lists one `v1,…` per secret, space
 * separated, as Standard Webhooks allows while a rotated secret overlaps the new one.
 */
export function signWebhookWithEach(secrets: readonly string[], messageId: string, timestampSeconds: number, body: string | Buffer): SignedHeaders {
  const signed = secrets.map((secret) => signWebhook(secret, messageId, timestampSeconds, body));
  return { ...signed[0]!, 'webhook-signature': signed.map((headers) => headers['webhook-signature']).join(' ') };
}

/** The three headers for one attempt; `body` must be the exact bytes sent. */
export function signWebhook(secret: string, messageId: string, timestampSeconds: number, body: string | Buffer): SignedHeaders {
  const timestamp = String(Math.floor(timestampSeconds));
  const mac = createHmac('sha256', secretKey(secret)).update(`${messageId}.${timestamp}.`).update(body).digest('base64');
  return { 'webhook-id': messageId, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${mac}` };
}
