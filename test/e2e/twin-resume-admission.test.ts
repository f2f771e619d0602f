import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/ids.js';
import { DEMO_DATASET } from '../../cli/demo-datasets.js';
import { TWIN_BUILD_TOKENS } from '../../core/pricing.js';
import { seedDemoDataset } from '../helpers/demo-dataset.js';
import { grantTokens } from '../../db/ledger.js';
import { insertTwin } from '../../kinds/twin/db/twin-rows.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';
import { MODELS_DIR } from '../helpers/twin-job.js';

let stack: TestStack;
let alice: TestAccount;

beforeAll(async () => {
  stack = await startStack({ worker: false, env: { SIM_MODELS_DIR: MODELS_DIR } });
  await seedDemoDataset(stack.deps.hub);
  alice = await stack.createAccount({ features: ['twins'] });
});
afterAll(() => stack?.stop());

/** A twin that failed on our side before it was ever charged: a resume owes one build. */
async function failedTwin(): Promise<string> {
  const row = await insertTwin(stack.sql, {
    id: newId('twin'), accountId: alice.account.id, source: { type: 'hub', repo_id: 'demo/x' }, sourceRevision: null, episodeIndex: 0,
    config: {}, etaSeconds: 60, webhookMetadata: null, requestId: null, idempotencyKey: null,
  });
  await stack.sql`update twins set status = 'failed', error = ${stack.sql.json({ code: 'system', message: 'worker lost', resumable: true, stage: null })} where id = ${row.id}`;
  return row.id;
}

const resume = async (id: string) => {
  const response = await stack.request(`/v1/twins/${id}/resume`, { method: 'POST', headers: alice.headers });
  return { status: response.status, body: (await response.json()) as { status?: string; error?: { code: string; details?: Record<string, unknown> } } };
};

describe("a twin's resume goes through the shared admission", () => {
  it('is 402 when the balance does not cover the build it owes, and the twin stays failed', async () => {
    const id = await failedTwin();
    const refused = await resume(id);
    expect([refused.status, refused.body.error?.code]).toEqual([402, 'insufficient_tokens']);
    const [row] = await stack.sql<{ status: string }[]>`select status from twins where id = ${id}`;
    expect(row!.status).toBe('failed');
  });

  it('admits one of two resumes sent at once: the other is 409 not_resumable', async () => {
    const id = await failedTwin();
    await grantTokens(stack.sql, { accountId: alice.account.id, amount: TWIN_BUILD_TOKENS, reason: 'test grant' });
    const answers = await Promise.all([resume(id), resume(id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 200)!.body.status).toBe('processing');
    expect(answers.find((a) => a.status === 409)!.body.error?.code).toBe('not_resumable');
  });
});

describe("a twin's create goes through the shared admission", () => {
  it("counts the account's concurrency_limit: 10 creates sent at once with a limit of 4 give 4 × 201 and 6 × 429 with Retry-After", async () => {
    const carol = await stack.createAccount({ credits: 20 * TWIN_BUILD_TOKENS, features: ['twins'], concurrencyLimit: 4 });
    const create = () => stack.request('/v1/twins', { method: 'POST', headers: carol.headers, json: { source: { repo_id: DEMO_DATASET }, episode_index: 0 } });
    const answers = await Promise.all(Array.from({ length: 10 }, create));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 201, 429, 429, 429, 429, 429, 429]);
    for (const refused of answers.filter((a) => a.status === 429)) {
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('concurrency_limit_exceeded');
    }
    const [row] = await stack.sql<{ n: number }[]>`select count(*)::int as n from twins where account_id = ${carol.account.id}`;
    expect(row!.n).toBe(4);
  });
});
