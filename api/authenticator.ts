import { timingSafeEqual } from 'node:crypto';
import { apiKeyMatches, isWellFormedApiKey, lookupOf } from '../core/api-keys.js';
import { unauthenticated } from '../core/errors.js';
import { listenForChanges } from '../db/change-notifications.js';
import type { Sql } from '../db/client.js';
import { findAccount, type AccountRow } from '../db/accounts.js';
import { findApiKeyByLookup, touchApiKey, type ApiKeyRow } from '../db/api-keys.js';
import type { AuthContext } from './context.js';

interface CachedLookup {
  found: { key: ApiKeyRow; account: AccountRow } | null;
  fetchedAt: number;
  /** The full key once it has matched the stored hash, so later requests compare without hashing. */
  verified?: Buffer;
}

const TOUCH_EVERY_MS = 60_000;
const MAX_CACHED = 50_000;

/**
 * Resolves `Authorization: Bearer svc_…` to an account and key. Rows are cached; Postgres
 * notifications drop an entry the moment its key or account changes (revocation, balance,
 * features), and `cacheTtlMs` bounds the age of any entry should a notification be missed.
 * The secret is checked against the stored SHA-256 hash in constant time on every request.
 */
export class Authenticator {
  private readonly cache = new Map<string, CachedLookup>();
  private readonly lookupsByAccount = new Map<string, Set<string>>();
  private readonly touchedAt = new Map<string, number>();
  /** Bumped by every change notification: a lookup that raced one is not cached. */
  private generation = 0;

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

    const entry = await this.lookup(lookupOf(presented));
    const found = entry.found;
    if (!found || !this.matches(presented, entry)) throw unauthenticated('Invalid API key.');
    if (found.key.revoked_at) throw unauthenticated('This API key was revoked.');
    if (found.key.expires_at && found.key.expires_at.getTime() <= this.now()) throw unauthenticated('This API key has expired.');
    this.touch(found.key.id);
    return found;
  }

  /** Constant time either way: against the key verified earlier, or against the stored SHA-256 hash. */
  private matches(presented: string, entry: CachedLookup): boolean {
    const bytes = Buffer.from(presented, 'utf8');
    if (entry.verified) return bytes.length === entry.verified.length && timingSafeEqual(bytes, entry.verified);
    if (!apiKeyMatches(presented, entry.found!.key.secret_hash)) return false;
    entry.verified = bytes;
    return true;
  }

  /** Starts following changes; until then entries live for the TTL only. Returns a stop function. */
  followChanges(): Promise<() => Promise<void>> {
    return listenForChanges(this.sql, {
      accountChanged: (accountId) => {
        this.generation++;
        for (const lookup of this.lookupsByAccount.get(accountId) ?? []) this.cache.delete(lookup);
        this.lookupsByAccount.delete(accountId);
      },
      apiKeyChanged: (lookup) => {
        this.generation++;
        this.cache.delete(lookup);
      },
      resubscribed: () => this.forgetAll(),
    });
  }

  /** Drops one key from the cache now (this process revoked it; others hear it from Postgres). */
  forget(lookup: string): void {
    this.generation++;
    this.cache.delete(lookup);
  }

  private forgetAll(): void {
    this.generation++;
    this.cache.clear();
    this.lookupsByAccount.clear();
  }

  private async lookup(lookup: string): Promise<CachedLookup> {
    const cached = this.cache.get(lookup);
    if (cached && this.now() - cached.fetchedAt < this.cacheTtlMs) return cached;
    const fetchedAt = this.now();
    const generation = this.generation;
    const key = await findApiKeyByLookup(this.sql, lookup);
    const account = key ? await findAccount(this.sql, key.account_id) : undefined;
    const found = key && account ? { key, account } : null;
    const entry: CachedLookup = { found, fetchedAt };
    if (this.cacheTtlMs > 0 && generation === this.generation) {
      if (this.cache.size >= MAX_CACHED) this.forgetAll();
      this.cache.set(lookup, entry);
      if (found) {
        const lookups = this.lookupsByAccount.get(found.account.id) ?? new Set<string>();
        lookups.add(lookup);
        this.lookupsByAccount.set(found.account.id, lookups);
      }
    }
    return entry;
  }

  private touch(keyId: string): void {
    const last = this.touchedAt.get(keyId) ?? 0;
    if (this.now() - last < TOUCH_EVERY_MS) return;
    this.touchedAt.set(keyId, this.now());
    touchApiKey(this.sql, keyId).catch(() => {});
  }
}
