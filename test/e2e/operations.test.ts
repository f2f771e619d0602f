import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toOperationStatus, type OperationObject, type OperationSource } from '../../api/operations/types.js';
import { newId } from '../../core/ids.js';
import { issueApiKey } from '../../db/api-keys.js';
import { findOwned } from '../../db/pagination.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';

/** A resource kind as the run issues add them: a real table and an OperationSource reading it. */
const TABLE = 'test_operation_twins';
interface TwinRow {
  id: string;
  account_id: string;
  status: string;
  progress: number;
  error_code: string | null;
  created_at: Date;
  completed_at: Date | null;
}

const twinSource: OperationSource = {
  idKind: 'twin',
  scope: 'twins:read',
  async load(sql, accountId, id): Promise<OperationObject | undefined> {
    const row = await findOwned<TwinRow>(sql, TABLE, accountId, id);
    if (!row) return undefined;
    return {
      object: 'operation',
      id: row.id,
      kind: 'twin',
      status: toOperationStatus(row.status),
      progress: row.progress,
      status_message: null,
      error: row.error_code ? { code: row.error_code, message: null } : null,
      created_at: row.created_at.toISOString(),
      completed_at: row.completed_at?.toISOString() ?? null,
      resource_url: `/v1/twins/${row.id}`,
    };
  },
};

let stack: TestStack;
let alice: TestAccount;

beforeAll(async () => {
  stack = await startStack({ worker: false, appOptions: { extraOperationSources: [twinSource] } });
  await stack.sql.unsafe(`create table if not exists ${TABLE} (
    id text primary key, account_id text not null, status text not null, progress real not null default 0,
    error_code text, created_at timestamptz not null default now(), completed_at timestamptz)`);
  alice = await stack.createAccount();
});
afterAll(() => stack.stop());

async function twin(accountId: string, status: string, errorCode: string | null = null): Promise<string> {
  const id = newId('twin');
  await stack.sql`insert into ${stack.sql(TABLE)} (id, account_id, status, progress, error_code) values (${id}, ${accountId}, ${status}, 0.5, ${errorCode})`;
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
