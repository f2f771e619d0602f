import { apiKeyMatches, isWellFormedApiKey, lookupOf } from '../core/api-keys.js';
import { unauthenticated } from '../core/errors.js';
import type { Sql } from '../db/client.js';
import { findAccount, type AccountRow } from '../db/accounts.js';
import { findApiKeyByLookup, touchApiKey, type ApiKeyRow } from '../db/api-keys.js';
import type { AuthContext } from './context.js';

interface CachedLookup {
  found: { key: ApiKeyRow; account: AccountRow } | null;
  fetchedAt: number;
}

const TOUCH_EVERY_MS = 60_000;
const MAX_CACHED = 50_000;

/**
 * Resolves `Authorization: Bearer svc_…` to an account and key. Rows are cached for
 * `cacheTtlMs` (so a revocation takes effect within that time); the secret is checked against
 * the stored SHA-256 hash in constant time on every request.
 */
export class Authenticator {
  private readonly cache = new Map<string, CachedLookup>();
  private readonly touchedAt = new Map<string, number>();

  constructor(
    private readonly sql: Sql,
    private readonly cacheTtlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async authenticate(authorization: string | undefined): Promise<AuthContext> {
    if (!authorization) {
      throw unauthenticated("No API key provided. Send 'Authorization: Bearer svc_…'.");
    }
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (!match) throw unauthenticated("Malformed Authorization header. Send 'Authorization: Bearer svc_…'.");
    const presented = match[1]!;
    if (!isWellFormedApiKey(presented)) throw unauthenticated("Malformed API key: keys start with 'svc_' followed by 40 characters.");

    const found = await this.lookup(lookupOf(presented));
    if (!found || !apiKeyMatches(presented, found.key.secret_hash)) throw unauthenticated('Invalid API key.');
    if (found.key.revoked_at) throw unauthenticated('This API key was revoked.');
    if (found.key.expires_at && found.key.expires_at.getTime() <= this.now()) throw unauthenticated('This API key has expired.');
    this.touch(found.key.id);
    return found;
  }

  private async lookup(lookup: string): Promise<CachedLookup['found']> {
    const cached = this.cache.get(lookup);
    if (cached && this.now() - cached.fetchedAt < this.cacheTtlMs) return cached.found;
    const key = await findApiKeyByLookup(this.sql, lookup);
    const account = key ? await findAccount(this.sql, key.account_id) : undefined;
    const found = key && account ? { key, account } : null;
    if (this.cacheTtlMs > 0) {
      if (this.cache.size >= MAX_CACHED) this.cache.clear();
      this.cache.set(lookup, { found, fetchedAt: this.now() });
    }
    return found;
  }

  private touch(keyId: string): void {
    const last = this.touchedAt.get(keyId) ?? 0;
    if (this.now() - last < TOUCH_EVERY_MS) return;
    this.touchedAt.set(keyId, this.now());
    touchApiKey(this.sql, keyId).catch(() => {});
  }
}
