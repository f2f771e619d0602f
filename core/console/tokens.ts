import { createHash, randomBytes } from 'node:crypto';

/** Sign-in links live this long and work once. */
export const SIGN_IN_LINK_TTL_MS = 15 * 60_000;
/** A session ends after this long without a request… */
export const SESSION_IDLE_MS = 2 * 60 * 60_000;
/** …and after this long whatever happens. */
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60_000;

/** A random bearer secret for a link or a cookie; only its hash is stored. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}
