import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Config } from '../config.js';
import { isSealed, openSecret, parseCredentialsKey, sealSecret } from './seal.js';

const loaded = new Map<string, Buffer>();

/** loadCredentialsKey, read once per key source for the life of the process. */
export function credentialsKeyFor(config: Config): Buffer {
  const source = config.credentialsKey ?? config.dataDir;
  let key = loaded.get(source);
  if (!key) {
    key = loadCredentialsKey(config);
    loaded.set(source, key);
  }
  return key;
}

/** Seals and opens text under the credentials key, bound to what it belongs to. */
export interface CredentialsBox {
  seal(text: string, boundTo: string): string;
  /** Text an earlier version stored in clear is returned as it is. */
  open(stored: string, boundTo: string): string;
}

export function credentialsBox(config: Config): CredentialsBox {
  return {
    seal: (text, boundTo) => sealSecret(credentialsKeyFor(config), text, boundTo),
    open: (stored, boundTo) => (isSealed(stored) ? openSecret(credentialsKeyFor(config), stored, boundTo) : stored),
  };
}

/**
 * The key that seals per-account hub tokens and webhook signing secrets: CREDENTIALS_KEY when set (every API and worker
 * replica must share it), else one generated once and kept in the data dir.
 */
export function loadCredentialsKey(config: Config): Buffer {
  if (config.credentialsKey) return parseCredentialsKey(config.credentialsKey);
  const file = join(config.dataDir, 'credentials-key');
  try {
    return parseCredentialsKey(readFileSync(file, 'utf8'));
  } catch {
    mkdirSync(dirname(file), { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch {
      // Another process created it first; use theirs.
    }
    return parseCredentialsKey(readFileSync(file, 'utf8'));
  }
}
