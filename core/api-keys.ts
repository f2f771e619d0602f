import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Keys look like `svc_` + 40 url-safe characters; the first 12 after the prefix find the row. */
export const API_KEY_PREFIX = 'svc_';
const SECRET_LENGTH = 40;
const LOOKUP_LENGTH = 12;
const KEY_PATTERN = /^svc_[A-Za-z0-9_-]{40}$/;

export interface GeneratedKey {
  key: string;
  lookup: string;
  secretHash: Buffer;
}

export function generateApiKey(): GeneratedKey {
  const secret = randomBytes(30).toString('base64url');
  const key = `${API_KEY_PREFIX}${secret}`;
  return { key, lookup: lookupOf(key), secretHash: hashApiKey(key) };
}

export function isWellFormedApiKey(value: string): boolean {
  return KEY_PATTERN.test(value) && value.length === API_KEY_PREFIX.length + SECRET_LENGTH;
}

export function lookupOf(key: string): string {
  return key.slice(0, API_KEY_PREFIX.length + LOOKUP_LENGTH);
}

export function hashApiKey(key: string): Buffer {
  return createHash('sha256').update(key, 'utf8').digest();
}

/** Constant-time comparison of a presented key against a stored hash. */
export function apiKeyMatches(key: string, storedHash: Uint8Array): boolean {
  const presented = hashApiKey(key);
  return presented.length === storedHash.length && timingSafeEqual(presented, storedHash);
}

/** How a key is shown after creation: its lookup prefix, never the secret. */
export function redactedKey(lookup: string): string {
  return `${lookup}…`;
}
