import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toOperationStatus } from '../../api/operations/types.js';
import { newId } from '../../core/ids.js';
import { issueApiKey } from '../../db/api-keys.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';

let stack: TestStack;
let alice: TestAccount;

beforeAll(async () => {
  stack = await startStack({ worker: false });
  alice = await stack.createAccount({ features: ['twins'] });
});
afterAll(() => stack.stop());

async function twin(accountId: string, status: string, errorCode: string | null = null): Promise<string> {
  const id = newId('twin');
  // A twin row as the twin routes write it; no workflow is needed to read its operation.
  const error = errorCode ? stack.sql.json({ code: errorCode, message: null, resumable: true, stage: null }) : null;
  await stack.sql`insert into twins (id, account_id, status, progress, error, source, episode_index, config)
    values (${id}, ${accountId}, ${status}, 0.5, ${error}, ${stack.sql.json({ type: 'hub', repo_id: 'demo/so101-pick-place' })}, 0, ${stack.sql.json({})})`;
  return id;
}

async function get(id: string, headers: Record<string, string> = alice.headers) {
  const response = await stack.request(`/v1/operations/${id}`, { headers });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

describe('GET /v1/operations/{id}', () => {
  it.each([
    ['queued', 'queued'],
    ['processing', 'processing'],
    ['canceling', 'processing'],
    ['succeeded', 'succeeded'],
    ['failed', 'failed'],
    ['canceled', 'canceled'],
  ])('a twin that is %s reads as %s in the uniform vocabulary', async (resourceStatus, operationStatus) => {
    const id = await twin(alice.account.id, resourceStatus, resourceStatus === 'failed' ? 'system' : null);
    const { status, body } = await get(id);
    expect(status).toBe(200);
    expect(body).toMatchObject({ object: 'operation', id, kind: 'twin', status: operationStatus, progress: 0.5, resource_url: `/v1/twins/${id}` });
    if (resourceStatus === 'failed') expect(body.error).toEqual({ code: 'system', message: null });
  });

  it("answers another account's id, an unknown id and an unknown prefix with 404 resource_not_found", async () => {
    const bob = await stack.createAccount();
    const bobs = await twin(bob.account.id, 'processing');
    for (const id of [bobs, newId('twin'), newId('augmentation'), 'nonsense']) {
      const { status, body } = await get(id);
      expect(status, id).toBe(404);
      expect(body.error).toMatchObject({ code: 'resource_not_found', param: 'id' });
    }
  });

  it("needs the read scope of the id's kind", async () => {
    const id = await twin(alice.account.id, 'processing');
    const { key } = await issueApiKey(stack.sql, { accountId: alice.account.id, name: 'no twins', scopes: ['augmentations:read'] });
    const { status, body } = await get(id, { Authorization: `Bearer ${key}` });
    expect(status).toBe(403);
    expect(body.error).toMatchObject({ code: 'missing_scope', details: { required_scope: 'twins:read' } });
    const { key: writer } = await issueApiKey(stack.sql, { accountId: alice.account.id, name: 'twins', scopes: ['twins:write'] });
    expect((await get(id, { Authorization: `Bearer ${writer}` })).status).toBe(200);
  });

  it("needs the feature of the id's kind, like every route of that kind", async () => {
    const carol = await stack.createAccount();
    const id = await twin(carol.account.id, 'processing');
    const { status, body } = await get(id, carol.headers);
    expect([status, body.error?.code, body.error?.details?.feature]).toEqual([403, 'feature_not_enabled', 'twins']);
  });
});

describe('toOperationStatus', () => {
  it('maps every resource status of the spec onto the five operation statuses', () => {
    expect(['queued', 'pending'].map(toOperationStatus)).toEqual(['queued', 'queued']);
    expect(['processing', 'running', 'canceling'].map(toOperationStatus)).toEqual(['processing', 'processing', 'processing']);
    expect(['succeeded', 'completed'].map(toOperationStatus)).toEqual(['succeeded', 'succeeded']);
    expect(['failed', 'canceled', 'cancelled'].map(toOperationStatus)).toEqual(['failed', 'canceled', 'canceled']);
    expect(toOperationStatus('provisioning')).toBe('processing');
  });
});
