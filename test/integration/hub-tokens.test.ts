import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hubAuthFor } from '../../db/hub-auth.js';
import { runAdminCli, type CliResult } from '../helpers/admin-cli.js';
import { startStack, type TestStack } from '../helpers/stack.js';

const CREDENTIALS_KEY = 'ab'.repeat(32);
let stack: TestStack;

beforeAll(async () => {
  stack = await startStack({ worker: false, env: { CREDENTIALS_KEY } });
});
afterAll(() => stack.stop());

function admin(...args: string[]): Promise<CliResult> {
  return runAdminCli([...args, '--json'], { DATABASE_URL: stack.config.databaseUrl, CREDENTIALS_KEY, DATA_DIR: stack.dataDir });
}

describe('per-account hub tokens', () => {
  it('admin hub-tokens set|show|clear: sealed at rest, opened for hub calls on the account’s behalf', async () => {
    const { account } = await stack.createAccount();
    const set = await admin('hub-tokens', 'set', account.id, 'hf_test_token_abc');
    expect(set.code, set.stderr).toBe(0);
    expect(JSON.parse(set.stdout)).toEqual({ account_id: account.id, hub_token: 'set' });

    const show = await admin('hub-tokens', 'show', account.id);
    expect(show.stdout).not.toContain('hf_test_token_abc');
    expect(JSON.parse(show.stdout)).toMatchObject({ account_id: account.id, hub_token: 'set' });

    const [row] = await stack.sql<{ sealed: string }[]>`select sealed from hub_tokens where account_id = ${account.id}`;
    expect(row!.sealed).not.toContain('hf_test_token_abc');
    expect(await hubAuthFor(stack.sql, stack.config, account.id)).toEqual({ token: 'hf_test_token_abc' });

    const cleared = await admin('hub-tokens', 'clear', account.id);
    expect(JSON.parse(cleared.stdout)).toMatchObject({ hub_token: 'none', removed: true });
    expect(await hubAuthFor(stack.sql, stack.config, account.id)).toEqual({ token: null });
  });

  it('refuses an unknown account with exit code 2', async () => {
    const result = await admin('hub-tokens', 'set', 'acct_nope', 'x');
    expect(result.code).toBe(2);
  });
});
