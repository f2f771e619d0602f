import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The HMAC secret for storage links: STORAGE_SIGNING_SECRET when set (every API replica must
 * share it), else one generated once and kept in the data dir; `off` disables signing.
 */
export function loadSigningSecret(configured: string | undefined, file: string): Buffer | null {
  if (configured === 'off') return null;
  if (configured) return Buffer.from(configured, 'utf8');
  try {
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
  } catch {
    const secret = randomBytes(32);
    mkdirSync(dirname(file), { recursive: true });
    try {
      writeFileSync(file, secret.toString('base64url'), { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      // Another process created it first; use theirs.
      return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
    }
  }
}
