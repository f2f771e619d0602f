import type { Config } from '../core/config.js';
import type { Queryable } from '../db/client.js';
import { readHubToken } from '../db/hub-tokens.js';
import { loadCredentialsKey } from './credentials-key.js';
import type { HubAuth } from './hub/types.js';

const keys = new Map<string, Buffer>();

/** The account's hub credentials (its sealed per-account token, opened), for every hub call made on its behalf. */
export async function hubAuthFor(q: Queryable, config: Config, accountId: string): Promise<HubAuth> {
  const cacheKey = config.credentialsKey ?? config.dataDir;
  let key = keys.get(cacheKey);
  if (!key) {
    key = loadCredentialsKey(config);
    keys.set(cacheKey, key);
  }
  return { token: await readHubToken(q, key, accountId) };
}
