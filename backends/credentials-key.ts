import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Config } from '../core/config.js';
import { parseCredentialsKey } from '../core/credentials/seal.js';

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
