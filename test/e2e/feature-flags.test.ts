import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';

let stack: TestStack;
let plain: TestAccount;

beforeAll(async () => {
  stack = await startStack({ worker: false });
  plain = await stack.createAccount({ credits: 100 });
});
afterAll(() => stack?.stop());

const spec = { robot: 'so101', objective: { type: 'reach' } };

describe('feature flags', () => {
  it.each([
    ['/v1/rl_runs/plan', { description: 'reach points in front of the arm' }, 'rl_runs'],
    ['/v1/rl_runs/validate', { spec }, 'rl_runs'],
    ['/v1/rl_runs/estimate', { spec, seeds: 1 }, 'rl_runs'],
    ['/v1/rl_runs', { spec }, 'rl_runs'],
    ['/v1/twins/validate', { source: { repo_id: 'demo/x' }, episode_index: 0 }, 'twins'],
    ['/v1/twins', { source: { repo_id: 'demo/x' }, episode_index: 0 }, 'twins'],
    ['/v1/twins/twin_01KB0000000000000000000000/resume', undefined, 'twins'],
  ])('%s answers 403 feature_not_enabled to an account without the feature', async (path, json, feature) => {
    const response = await stack.request(path, { method: 'POST', headers: plain.headers, json });
    expect(response.status).toBe(403);
    const body = (await response.json()) as { error: { code: string; details: { feature: string } } };
    expect(body.error).toMatchObject({ code: 'feature_not_enabled', details: { feature } });
  });

  it.each([
    ['/v1/rl_runs/catalog', 'rl_runs'],
    ['/v1/rl_runs', 'rl_runs'],
    ['/v1/rl_runs/rl_01KB0000000000000000000000', 'rl_runs'],
    ['/v1/twins/catalog', 'twins'],
    ['/v1/twins', 'twins'],
    ['/v1/twins/twin_01KB0000000000000000000000', 'twins'],
  ])('GET %s answers 403 feature_not_enabled too: the flag gates every route of the kind', async (path, feature) => {
    const response = await stack.request(path, { headers: plain.headers });
    expect(response.status).toBe(403);
    const body = (await response.json()) as { error: { code: string; details: { feature: string } } };
    expect(body.error).toMatchObject({ code: 'feature_not_enabled', details: { feature } });
  });

  it('creates no RL run for an account without the feature', async () => {
    const [row] = await stack.sql<{ n: number }[]>`select count(*)::int as n from rl_runs where account_id = ${plain.account.id}`;
    expect(row!.n).toBe(0);
  });
});
