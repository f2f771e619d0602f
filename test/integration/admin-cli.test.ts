import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCli, type CliResult } from '../helpers/admin-cli.js';
import { startStack, type TestStack } from '../helpers/stack.js';

let stack: TestStack;

beforeAll(async () => {
  stack = await startStack({ worker: false });
});
afterAll(() => stack.stop());

function admin(...args: string[]): Promise<CliResult> {
  return runAdminCli(args, { DATABASE_URL: stack.config.databaseUrl });
}

async function json<T>(...args: string[]): Promise<T> {
  const result = await admin(...args, '--json');
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as T;
}

describe('admin CLI', () => {
  it('creates an account with credits, a scoped key that works once shown, and revokes it', async () => {
    const account = await json<{ id: string; balance: number; concurrency_limit: number; features: string[] }>(
      'accounts', 'create', '--name', 'Acme Robotics', '--concurrency-limit', '3', '--features', 'twins', '--credits', '750',
    );
    expect(account).toMatchObject({ balance: 750, concurrency_limit: 3, features: ['twins'] });

    const granted = await json<{ balance: number }>('credits', 'grant', account.id, '250', '--reason', 'pilot');
    expect(granted.balance).toBe(1000);

    const key = await json<{ id: string; key: string; scopes: string[] }>('keys', 'create', account.id, '--name', 'ci', '--scopes', 'usage:read');
    expect(key.key).toMatch(/^svc_/);
    expect(key.scopes).toEqual(['usage:read']);
    const headers = { Authorization: `Bearer ${key.key}` };
    const credits = await stack.request('/v1/credits', { headers });
    expect(await credits.json()).toMatchObject({ account_id: account.id, balance: 1000 });
    expect((await stack.request('/v1/hardware_tiers', { headers })).status).toBe(403);

    const listed = await json<{ id: string; key_prefix: string; revoked_at: string | null }[]>('keys', 'list', account.id);
    expect(listed.map((k) => k.id)).toEqual([key.id]);
    expect(JSON.stringify(listed)).not.toContain(key.key);

    await json('keys', 'revoke', key.id);
    let status = 200;
    for (let i = 0; i < 40 && status !== 401; i++) {
      status = (await stack.request('/v1/credits', { headers })).status;
      if (status !== 401) await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toBe(401);

    const updated = await json<{ features: string[]; concurrency_limit: number }>('accounts', 'update', account.id, '--features', 'twins,video_augmentation', '--concurrency-limit', '8');
    expect(updated).toMatchObject({ features: ['twins', 'video_augmentation'], concurrency_limit: 8 });
  });

  it('prints the full key once in text mode, with a warning', async () => {
    const account = await json<{ id: string }>('accounts', 'create', '--name', 'Text mode');
    const result = await admin('keys', 'create', account.id, '--expires-in', '30d');
    expect(result.code).toBe(0);
    expect(result.stdout.split('\n')[0]).toMatch(/^svc_[A-Za-z0-9_-]{40}$/);
    expect(result.stdout).toMatch(/only time the full key is shown/);
    expect(result.stdout).toMatch(/expires 20\d\d-/);
  });

  it.each([
    [['accounts', 'create'], /needs --name/],
    [['accounts', 'create', '--name', 'x', '--features', 'teleportation'], /Unknown feature/],
    [['keys', 'create', 'acct_nope'], /No account acct_nope/],
    [['keys', 'create', '--scopes', 'everything:write'], /account id|Unknown scope/],
    [['credits', 'grant', 'acct_nope', '-5'], /Unknown option '-5'/],
    [['credits', 'grant', 'acct_nope', '5'], /No account acct_nope/],
    [['frobnicate'], /Unknown command/],
  ])('refuses %j with exit code 2 and says why', async (args, message) => {
    const result = await admin(...args);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
  });
});
