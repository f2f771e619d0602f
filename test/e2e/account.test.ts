import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/ids.js';
import { chargeTokens, grantTokens, refundTokens } from '../../db/ledger.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack({ worker: false });
});
afterAll(() => stack.stop());

interface UsageBody {
  object: string;
  charged: number;
  refunded: number;
  net: number;
  granted: number;
  data: { resource_id: string; resource_kind: string; charged: number; refunded: number; net: number; entries: { kind: string; amount: number; reason: string }[] }[];
}

async function usage(account: TestAccount, query = ''): Promise<UsageBody> {
  const response = await stack.request(`/v1/usage${query}`, { headers: account.headers });
  expect(response.status).toBe(200);
  return (await response.json()) as UsageBody;
}

describe('credits and usage', () => {
  it('GET /v1/credits shows the balance and what made it', async () => {
    const acct = await stack.createAccount({ credits: 500 });
    const run = newId('augmentation');
    await chargeTokens(stack.sql, { accountId: acct.account.id, resourceId: run, resourceKind: 'augmentation', amount: 120, reason: 'charge' });
    await refundTokens(stack.sql, { accountId: acct.account.id, resourceId: run, resourceKind: 'augmentation', amount: 20, reason: 'refund:failed' });
    const response = await stack.request('/v1/credits', { headers: acct.headers });
    expect(await response.json()).toEqual({
      object: 'credit_balance',
      account_id: acct.account.id,
      balance: 400,
      granted_total: 500,
      charged_total: 120,
      refunded_total: 20,
      unit: 'tokens',
    });
  });

  it('a balance read is fresh after a change made elsewhere, although accounts are cached', async () => {
    const cached = await startStack({ worker: false, env: { AUTH_CACHE_TTL_MS: '600000' } });
    try {
      const acct = await cached.createAccount({ credits: 100 });
      const balance = async () => ((await (await cached.request('/v1/credits', { headers: acct.headers })).json()) as { balance: number }).balance;
      expect(await balance()).toBe(100);
      // A worker charges in another process; here, another pool.
      await chargeTokens(stack.sql, { accountId: acct.account.id, resourceId: newId('augmentation'), resourceKind: 'augmentation', amount: 30, reason: 'charge' });
      let seen = await balance();
      for (let i = 0; i < 40 && seen !== 70; i++) {
        await new Promise((r) => setTimeout(r, 50));
        seen = await balance();
      }
      expect(seen).toBe(70);
    } finally {
      await cached.stop();
    }
  });

  it('GET /v1/usage groups charges and refunds by resource and never nets refunds out of charged', async () => {
    const acct = await stack.createAccount({ credits: 1000 });
    const aug = newId('augmentation');
    const trn = newId('training_run');
    const id = acct.account.id;
    await chargeTokens(stack.sql, { accountId: id, resourceId: aug, resourceKind: 'augmentation', amount: 300, reason: 'charge' });
    await chargeTokens(stack.sql, { accountId: id, resourceId: trn, resourceKind: 'training_run', amount: 120, reason: 'gpu_hour' });
    await refundTokens(stack.sql, { accountId: id, resourceId: aug, resourceKind: 'augmentation', amount: 100, reason: 'refund:episodes' });
    const body = await usage(acct);
    expect(body).toMatchObject({ object: 'usage', charged: 420, refunded: 100, net: 320, granted: 1000 });
    const byId = Object.fromEntries(body.data.map((r) => [r.resource_id, r]));
    expect(byId[aug]).toMatchObject({ resource_kind: 'augmentation', charged: 300, refunded: 100, net: 200 });
    expect(byId[aug]!.entries.map((e) => [e.kind, e.amount])).toEqual([['charge', 300], ['refund', 100]]);
    expect(byId[trn]).toMatchObject({ resource_kind: 'training_run', charged: 120, refunded: 0 });
    expect(body.data[0]!.resource_id).toBe(aug); // most recent activity first
  });

  it('filters by date range', async () => {
    const acct = await stack.createAccount({ credits: 100 });
    await chargeTokens(stack.sql, { accountId: acct.account.id, resourceId: newId('augmentation'), resourceKind: 'augmentation', amount: 10, reason: 'charge' });
    const today = new Date().toISOString().slice(0, 10);
    expect((await usage(acct, `?start=${today}&end=${today}`)).charged).toBe(10);
    expect((await usage(acct, '?start=2020-01-01&end=2020-02-01')).data).toEqual([]);
  });

  it.each([
    ['?start=yesterday', 'start'],
    ['?start=2026-02-01&end=2026-01-01', 'end'],
    ['?start=2020-01-01&end=2026-01-01', 'start'],
  ])('rejects %s naming %s', async (query, param) => {
    const acct = await stack.createAccount();
    const response = await stack.request(`/v1/usage${query}`, { headers: acct.headers });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { param: string } }).error.param).toBe(param);
  });

  it('accounts see only their own money', async () => {
    const a = await stack.createAccount({ credits: 10 });
    const b = await stack.createAccount({ credits: 20 });
    await grantTokens(stack.sql, { accountId: b.account.id, amount: 5 });
    const balanceOf = async (acct: TestAccount) => ((await (await stack.request('/v1/credits', { headers: acct.headers })).json()) as { balance: number }).balance;
    expect(await balanceOf(a)).toBe(10);
    expect(await balanceOf(b)).toBe(25);
  });
});

describe('catalog', () => {
  it('lists hardware tiers with a free cpu tier', async () => {
    const acct = await stack.createAccount();
    const body = (await (await stack.request('/v1/hardware_tiers', { headers: acct.headers })).json()) as {
      object: string;
      data: { id: string; gpu: string | null; vram_gb: number; tokens_per_hour: number }[];
    };
    expect(body.object).toBe('list');
    expect(body.data[0]).toMatchObject({ id: 'cpu', gpu: null, tokens_per_hour: 0 });
    for (const tier of body.data.slice(1)) {
      expect(tier.gpu).toBeTruthy();
      expect(tier.tokens_per_hour).toBeGreaterThan(0);
      expect(tier.vram_gb).toBeGreaterThan(0);
    }
  });

  it('lists training policies with the spec fields; LeRobot policies are unavailable where lerobot-train is missing', async () => {
    const fresh = await startStack({ worker: false, env: { LEROBOT_TRAIN: '/nonexistent/lerobot-train' } });
    try {
      const acct = await fresh.createAccount();
      const body = (await (await fresh.request('/v1/training_policies', { headers: acct.headers })).json()) as {
        data: Record<string, unknown>[];
      };
      const act = body.data.find((p) => p.id === 'act')!;
      expect(Object.keys(act).sort()).toEqual(
        ['available', 'compatible_robot_types', 'default_batch_size', 'default_steps', 'description', 'experimental', 'id', 'min_hardware_tier', 'min_vram_gb', 'name', 'object'].sort(),
      );
      const availability = Object.fromEntries(body.data.map((p) => [p.id, p.available]));
      expect(availability).toMatchObject({ mlp: true, act: false, diffusion: false, smolvla: false, pi0: false, pi05: false });
      const tiers = new Set(['cpu', 't4', 'l4', 'a10g', 'a100-40gb', 'a100-80gb', 'h100-80gb']);
      for (const policy of body.data) expect(tiers.has(policy.min_hardware_tier as string)).toBe(true);
    } finally {
      await fresh.stop();
    }
  });

  it('marks LeRobot policies available once lerobot-train starts, but not those whose extra its Python lacks', async () => {
    // A lerobot-train that starts, run by a Python without `transformers` (as `npm run setup:lerobot` leaves it).
    const python = spawnSync('python3', ['-c', 'import sys; print(sys.executable)'], { encoding: 'utf8' }).stdout.trim();
    expect(spawnSync(python, ['-c', 'import transformers']).status).not.toBe(0);
    const dir = await mkdtemp(join(tmpdir(), 'rlp-lerobot-'));
    const lerobotTrain = join(dir, 'lerobot-train');
    await writeFile(lerobotTrain, `#!${python}\nimport sys\nsys.exit(0)\n`, { mode: 0o755 });
    const fresh = await startStack({ worker: false, env: { LEROBOT_TRAIN: lerobotTrain } });
    try {
      const acct = await fresh.createAccount();
      const body = (await (await fresh.request('/v1/training_policies', { headers: acct.headers })).json()) as { data: { id: string; available: boolean }[] };
      const availability = Object.fromEntries(body.data.map((p) => [p.id, p.available]));
      expect(availability).toMatchObject({ mlp: true, act: true, diffusion: true, smolvla: false, pi0: false, pi05: false });
    } finally {
      await fresh.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('operations', () => {
  it('answers 404 resource_not_found for ids of no known kind', async () => {
    const acct = await stack.createAccount();
    for (const id of ['nope', 'key_01JAZ3Q7X9M2K8N4P6R8T0V2W4', 'xyz_01JAZ3Q7X9M2K8N4P6R8T0V2W4']) {
      const response = await stack.request(`/v1/operations/${id}`, { headers: acct.headers });
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('resource_not_found');
    }
  });
});
