import type { Config } from '../core/config.js';
import type { Queryable } from './client.js';
import { readHubToken } from './hub-tokens.js';
import { credentialsKeyFor } from '../core/credentials/key.js';
import type { HubAuth } from '../core/ports/hub.js';

/** The account's hub credentials (its sealed per-account token, opened), for every hub call made on its behalf. */
export async function hubAuthFor(q: Queryable, config: Config, accountId: string): Promise<HubAuth> {
  return { token: await readHubToken(q, credentialsKeyFor(config), accountId) };
}
