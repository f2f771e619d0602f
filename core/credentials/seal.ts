import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** Sealed secrets are `v1.<iv>.<tag>.<ciphertext>` (base64url), AES-256-GCM with a 96-bit random IV. */
const VERSION = 'v1';

/** Whether text is in the sealed form (what an earlier version stored in clear never is). */
export const isSealed = (text: string) => text.startsWith(`${VERSION}.`);

export function sealSecret(key: Buffer, plaintext: string, associatedData: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join('.');
}

/** Opens a sealed secret; throws when the key, the associated data (e.g. the account id) or the text do not match. */
export function openSecret(key: Buffer, sealed: string, associatedData: string): string {
  const [version, iv, tag, ciphertext] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error('Not a sealed secret this build can read.');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(associatedData, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}

/** CREDENTIALS_KEY as 32 bytes: 64 hex characters or base64/base64url of 32 bytes. */
export function parseCredentialsKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64url');
  if (key.length !== 32) throw new Error('CREDENTIALS_KEY must be 32 bytes, as 64 hex characters or base64.');
  return key;
}
