import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES } from '../../core/scopes.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';

let stack: TestStack;
let alice: TestAccount;

beforeAll(async () => {
  stack = await startStack({ worker: false });
  alice = await stack.createAccount();
});
afterAll(() => stack?.stop());

interface KeyBody {
  id: string;
  key?: string;
  scopes: string[];
  expires_at: string | null;
  revoked_at: string | null;
  error?: { code: string; param: string | null; message: string };
}

const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });
const createKey = async (headers: Record<string, string>, body: Record<string, unknown>, idempotencyKey?: string) => {
  const response = await stack.request('/v1/keys', {
    method: 'POST',
    headers: { ...headers, ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}) },
    json: body,
  });
  return { status: response.status, replayed: response.headers.get('Idempotent-Replayed'), body: (await response.json()) as KeyBody };
};

describe('Idempotency-Key replays belong to the API key that made the request', () => {
  it("a keys:write-only key presenting another key's Idempotency-Key gets 409, never the stored secret", async () => {
    const writer = await createKey(alice.headers, { name: 'writer', scopes: ['keys:write'] });
    expect(writer.status).toBe(201);

    const powerful = { name: 'powerful', scopes: [...SCOPES] };
    const first = await createKey(alice.headers, powerful, 'mint-1');
    expect(first.status).toBe(201);
    expect(first.body.key).toMatch(/^svc_/);

    const stolen = await createKey(bearer(writer.body.key!), powerful, 'mint-1');
    expect(stolen.status).toBe(409);
    expect(stolen.replayed).toBeNull();
    expect(stolen.body.error).toMatchObject({ code: 'idempotency_key_reused', param: 'Idempotency-Key' });
    expect(JSON.stringify(stolen.body)).not.toContain(first.body.key!);

    // The key that made the request still gets its own reply back.
    const replay = await createKey(alice.headers, powerful, 'mint-1');
    expect([replay.status, replay.replayed, replay.body.key]).toEqual([201, 'true', first.body.key]);
  });
});
