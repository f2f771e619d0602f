import { inject } from 'vitest';
import { createSql, type Sql } from '../../db/client.js';
import { insertAccount, type AccountRow } from '../../db/accounts.js';
import { grantTokens } from '../../db/ledger.js';

/** A pool on the run's test database, for tests that need only Postgres. */
export function testSql(max = 25): Sql {
  return createSql(inject('databaseUrl'), { max, applicationName: 'robot-platform-test' });
}

export async function accountWithTokens(sql: Sql, tokens: number, name = 'ledger test'): Promise<AccountRow> {
  const account = await insertAccount(sql, { name });
  if (tokens > 0) await grantTokens(sql, { accountId: account.id, amount: tokens });
  return account;
}
