import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { UsageError } from './exit-codes.js';

export const DEFAULT_BASE_URL = 'http://127.0.0.1:8080';

export interface StoredLogin {
  base_url: string;
  api_key: string;
}

/** `$XDG_CONFIG_HOME/rlp/config.json`, else `~/.config/rlp/config.json`. */
export function configPath(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_CONFIG_HOME || join(homedir(), '.config');
  return join(base, 'rlp', 'config.json');
}

export async function readStoredLogin(path = configPath()): Promise<StoredLogin | null> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    return null;
  }
  const parsed = JSON.parse(text) as Partial<StoredLogin>;
  return typeof parsed.api_key === 'string' ? { base_url: parsed.base_url || DEFAULT_BASE_URL, api_key: parsed.api_key } : null;
}

/** Writes the login readable by its owner only (folder 0700, file 0600, also when it existed). */
export async function writeStoredLogin(login: StoredLogin, path = configPath()): Promise<void> {
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  await writeFile(path, `${JSON.stringify(login, null, 2)}\n`, { mode: 0o600 });
  await chmod(path, 0o600);
}

/** The key and base URL to use: `RLP_API_KEY` / `RLP_BASE_URL` override what `rlp login` stored. */
export async function resolveLogin(env: NodeJS.ProcessEnv = process.env): Promise<StoredLogin> {
  const stored = await readStoredLogin(configPath(env));
  const apiKey = env.RLP_API_KEY || stored?.api_key;
  if (!apiKey) throw new UsageError(`not logged in: run \`rlp login\` or set RLP_API_KEY (looked in ${configPath(env)})`);
  return { api_key: apiKey, base_url: env.RLP_BASE_URL || stored?.base_url || DEFAULT_BASE_URL };
}
