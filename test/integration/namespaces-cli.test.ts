import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSyntheticDataset } from '../../core/lerobot/index.js';
import { accountNamespace } from '../../db/hub-namespaces.js';
import { runAdminCli, type CliResult } from '../helpers/admin-cli.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

let stack: TestStack;
let owner: TestAccount;
let other: TestAccount;
let dataset: string;

beforeAll(async () => {
  stack = await startStack({ worker: false });
  owner = await stack.createAccount();
  other = await stack.createAccount();
  dataset = (await writeSyntheticDataset(join(stack.dataDir, 'ds'), { version: 'v3.0', codec: 'h264', episodes: 1, framesPerEpisode: 3, cameras: [{ name: 'front', width: 32, height: 32 }] })).root;
});
afterAll(() => stack?.stop());

const env = () => ({ DATABASE_URL: stack.config.databaseUrl, DATA_DIR: stack.dataDir, HUB_DIR: stack.config.hubDir });
const admin = (...args: string[]) => runAdminCli(args, env());

function hubCli(...args: string[]): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'cli/hub.ts', ...args], { cwd: ROOT, env: { ...process.env, ...env() } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c));
    child.stderr.on('data', (c: Buffer) => (stderr += c));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const inspect = (who: TestAccount, repoId: string) => stack.request('/v1/datasets/inspect', { method: 'POST', headers: who.headers, json: { repo_id: repoId } });

describe('operator CLI for dataset namespaces', () => {
  it('creates, grants and lists namespaces; a push for an account lands only in its namespaces', async () => {
    const created = await admin('namespaces', 'create', 'acme', '--account', owner.account.id, '--json');
    expect(created.code, created.stderr).toBe(0);
    expect(JSON.parse(created.stdout)).toMatchObject({ name: 'acme', account_ids: [owner.account.id], created: true });

    const pushed = await hubCli('push', dataset, 'acme/private-set', '--account', owner.account.id, '--private');
    expect(pushed.code, pushed.stderr).toBe(0);
    expect((await inspect(owner, 'acme/private-set')).status).toBe(200);
    expect((await inspect(other, 'acme/private-set')).status).toBe(404);

    const refused = await hubCli('push', dataset, 'acme/intruder', '--account', other.account.id);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/unauthorized.*'acme' does not belong/);
    const unowned = await hubCli('push', dataset, 'acme/no-owner-given');
    expect(unowned.code).toBe(1);
    expect(unowned.stderr).toMatch(/belongs to .*--account/);

    const granted = await admin('namespaces', 'grant', 'acme', other.account.id, '--json');
    expect(granted.code, granted.stderr).toBe(0);
    expect((await inspect(other, 'acme/private-set')).status).toBe(200);
    expect((await hubCli('push', dataset, `${accountNamespace(other.account.id)}/own`, '--account', other.account.id)).code).toBe(0);

    const listed = await admin('namespaces', 'list', '--account', other.account.id, '--json');
    expect((JSON.parse(listed.stdout) as { name: string }[]).map((n) => n.name)).toEqual([accountNamespace(other.account.id), 'acme'].sort());
  });

  it('a push without an account goes to a shared namespace that accounts only read', async () => {
    const pushed = await hubCli('push', dataset, 'shared-demo/set');
    expect(pushed.code, pushed.stderr).toBe(0);
    const all = JSON.parse((await admin('namespaces', 'list', '--json')).stdout) as { name: string; shared: boolean }[];
    expect(all.find((n) => n.name === 'shared-demo')).toMatchObject({ shared: true });
    expect((await inspect(other, 'shared-demo/set')).status).toBe(200);
  });
});
