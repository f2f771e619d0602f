import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { apiKeyMatches, isWellFormedApiKey, lookupOf } from '../core/api-keys.js';
import { SCOPES } from '../core/scopes.js';
import { findAccountByName, insertAccount, type AccountRow } from '../db/accounts.js';
import { findApiKeyByLookup, issueApiKey } from '../db/api-keys.js';
import type { Sql } from '../db/client.js';
import { grantTokens } from '../db/ledger.js';
import { RESOURCE_FEATURES } from '../core/kinds.js';

export const DEMO_ACCOUNT_NAME = 'demo';
export const DEMO_CREDITS = 10_000;
/** The demo account's console user: `npm start` prints a sign-in link for it. */
export const DEMO_CONSOLE_EMAIL = 'demo@localhost';

export interface DemoAccount {
  account: AccountRow;
  apiKey: string;
  created: boolean;
}

async function storedKeyStillWorks(sql: Sql, key: string, accountId: string): Promise<boolean> {
  if (!isWellFormedApiKey(key)) return false;
  const row = await findApiKeyByLookup(sql, lookupOf(key));
  return !!row && row.account_id === accountId && !row.revoked_at && apiKeyMatches(key, row.secret_hash);
}

/**
 * The demo account (every kind's feature, 10,000 tokens) and a working key for it. The key is kept in
 * the data dir so restarts print the same one; a revoked or lost key is replaced.
 */
export async function ensureDemoAccount(sql: Sql, dataDir: string): Promise<DemoAccount> {
  const keyFile = join(dataDir, 'demo-api-key');
  let account = await findAccountByName(sql, DEMO_ACCOUNT_NAME);
  let created = false;
  if (!account) {
    account = await sql.begin(async (tx) => {
      const fresh = await insertAccount(tx, { name: DEMO_ACCOUNT_NAME, concurrencyLimit: 4, features: [...RESOURCE_FEATURES] });
      await grantTokens(tx, { accountId: fresh.id, amount: DEMO_CREDITS, reason: 'demo credits' });
      return fresh;
    });
    created = true;
  }
  const stored = (await readFile(keyFile, 'utf8').catch(() => '')).trim();
  if (stored && (await storedKeyStillWorks(sql, stored, account.id))) return { account, apiKey: stored, created };

  const { key } = await issueApiKey(sql, { accountId: account.id, name: 'demo key', scopes: [...SCOPES] });
  await mkdir(dirname(keyFile), { recursive: true });
  await writeFile(keyFile, `${key}\n`, { mode: 0o600 });
  await chmod(keyFile, 0o600);
  return { account: (await findAccountByName(sql, DEMO_ACCOUNT_NAME))!, apiKey: key, created };
}
