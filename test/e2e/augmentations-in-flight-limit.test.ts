import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushTinyDataset } from '../helpers/augmentations.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';

// No worker: every augmentation created here stays processing, so each one holds a slot.
let stack: TestStack;
const body = { source: { repo_id: 'demo/tiny' }, instructions: 'one stop darker' };

beforeAll(async () => {
  stack = await startStack({ worker: false, env: { AUGMENTATION_CONCURRENCY_LIMIT: '2' } });
  await pushTinyDataset(stack, 'demo/tiny', { episodes: 2, frames: 4 });
});
afterAll(() => stack.stop());

const create = (account: TestAccount) => stack.request('/v1/augmentations', { method: 'POST', headers: account.headers, json: body });

describe('per-account in-flight limit for augmentations', () => {
  it('answers 429 concurrency_limit_exceeded with Retry-After past the limit; a slot frees when a run ends', async () => {
    const account = await stack.createAccount({ credits: 1000 });
    const first = await create(account);
    const second = await create(account);
    expect([first.status, second.status]).toEqual([201, 201]);

    const third = await create(account);
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    const error = ((await third.json()) as { error: Record<string, unknown> }).error;
    expect(error).toMatchObject({ type: 'rate_limit_error', code: 'concurrency_limit_exceeded', details: { limit: 2, in_flight: 2 } });
    const list = (await (await stack.request('/v1/augmentations?limit=100', { headers: account.headers })).json()) as { data: unknown[] };
    expect(list.data).toHaveLength(2);

    // Another account has its own slots.
    const other = await stack.createAccount({ credits: 1000 });
    expect((await create(other)).status).toBe(201);

    // One run ends (as the workflow's last step writes it): its slot is free again.
    const ended = ((await first.json()) as { id: string }).id;
    await stack.sql`update augmentations set status = 'failed', completed_at = now() where id = ${ended}`;
    expect((await create(account)).status).toBe(201);
    expect((await create(account)).status).toBe(429);
  });

  it('lets concurrent creates take only the free slots', async () => {
    const account = await stack.createAccount({ credits: 1000 });
    const statuses = await Promise.all(Array.from({ length: 6 }, async () => (await create(account)).status));
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
    const [row] = await stack.sql<{ count: number }[]>`select count(*)::int as count from augmentations where account_id = ${account.account.id}`;
    expect(row!.count).toBe(2);
  });
});
