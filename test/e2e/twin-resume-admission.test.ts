import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/ids.js';
import { TWIN_BUILD_TOKENS } from '../../core/pricing.js';
import { grantTokens } from '../../db/ledger.js';
import { insertTwin } from '../../db/twins.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';

let stack: TestStack;
let alice: TestAccount;

beforeAll(async () => {
  stack = await startStack({ worker: false });
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
