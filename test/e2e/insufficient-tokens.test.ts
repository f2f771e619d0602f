import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushTinyDataset } from '../helpers/augmentations.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';

interface ErrorBody {
  error: { code: string; message: string; details: Record<string, unknown> | null };
}

const body = { source: { repo_id: 'demo/tiny-402' }, instructions: 'one stop darker' };

describe('402 insufficient_tokens shows the balance only to a key that may read usage', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startStack({ worker: false });
    await pushTinyDataset(stack, 'demo/tiny-402', { episodes: 2, frames: 4 });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const create = async (who: TestAccount) => {
    const response = await stack.request('/v1/augmentations', { method: 'POST', headers: who.headers, json: body });
    return { status: response.status, body: (await response.json()) as ErrorBody };
  };

  it('a key without usage:read learns the tokens needed, not the balance', async () => {
    const poor = await stack.createAccount({ credits: 0, scopes: ['augmentations:write'] });
    const { status, body: answer } = await create(poor);
    expect([status, answer.error.code]).toEqual([402, 'insufficient_tokens']);
    const required = answer.error.details?.required as number;
    expect(required).toBeGreaterThan(0);
    expect(answer.error.message).toContain(`${required} tokens`);
    expect(answer.error.message).not.toMatch(/balance is/);
    expect(answer.error.details).toEqual({ required });
  });

  it('a key with usage:read sees the balance too', async () => {
    const poor = await stack.createAccount({ credits: 0, scopes: ['augmentations:write', 'usage:read'] });
    const { status, body: answer } = await create(poor);
    expect(status).toBe(402);
    expect(answer.error.message).toMatch(/balance is 0\b/);
    expect(answer.error.details).toMatchObject({ balance: 0 });
  });
});
