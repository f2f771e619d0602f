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

describe('a key never outlives or out-scopes the key that created it', () => {
  const DAY_MS = 24 * 60 * 60_000;

  it("a child's expiry is capped at its creator's, and asking for no expiry gets the creator's", async () => {
    const parent = await createKey(alice.headers, { name: 'short-lived', scopes: ['keys:write', 'keys:read'], expires_in_days: 2 });
    expect(parent.status).toBe(201);
    const parentExpiry = Date.parse(parent.body.expires_at!);
    for (const expires_in_days of [null, 30]) {
      const child = await createKey(bearer(parent.body.key!), { name: 'child', scopes: ['keys:read'], expires_in_days });
      expect(child.status).toBe(201);
      expect(child.body.expires_at, String(expires_in_days)).not.toBeNull();
      expect(Date.parse(child.body.expires_at!)).toBe(parentExpiry);
    }
    const shorter = await createKey(bearer(parent.body.key!), { name: 'shorter', scopes: ['keys:read'], expires_in_days: 1 });
    expect(Date.parse(shorter.body.expires_at!)).toBeLessThan(parentExpiry);
    expect(Date.parse(shorter.body.expires_at!)).toBeGreaterThan(parentExpiry - 2 * DAY_MS);
  });

  it('a key cannot grant a scope it lacks', async () => {
    const parent = await createKey(alice.headers, { name: 'narrow', scopes: ['keys:write'] });
    const child = await createKey(bearer(parent.body.key!), { name: 'wider', scopes: ['keys:write', 'augmentations:write'] });
    expect(child.status).toBe(400);
    expect(child.body.error).toMatchObject({ code: 'parameter_invalid', param: 'scopes' });
  });

  it('revoking a key revokes the keys it created, and theirs, at once', async () => {
    const parent = await createKey(alice.headers, { name: 'parent', scopes: ['keys:write', 'keys:read'] });
    const child = await createKey(bearer(parent.body.key!), { name: 'child', scopes: ['keys:write', 'keys:read'] });
    const grandchild = await createKey(bearer(child.body.key!), { name: 'grandchild', scopes: ['keys:read'] });
    const sibling = await createKey(alice.headers, { name: 'sibling', scopes: ['keys:read'] });
    for (const key of [child, grandchild]) expect((await stack.request('/v1/keys/me', { headers: bearer(key.body.key!) })).status).toBe(200);

    const revoked = await stack.request(`/v1/keys/${parent.body.id}`, { method: 'DELETE', headers: alice.headers });
    expect(revoked.status).toBe(200);
    for (const key of [parent, child, grandchild]) {
      const response = await stack.request('/v1/keys/me', { headers: bearer(key.body.key!) });
      expect(response.status, key.body.id).toBe(401);
    }
    expect((await stack.request('/v1/keys/me', { headers: bearer(sibling.body.key!) })).status).toBe(200);
    const listed = (await (await stack.request('/v1/keys?limit=100', { headers: alice.headers })).json()) as { data: KeyBody[] };
    const revokedAt = (id: string) => listed.data.find((k) => k.id === id)?.revoked_at;
    expect([revokedAt(child.body.id), revokedAt(grandchild.body.id)]).not.toContain(null);
    expect(revokedAt(sibling.body.id)).toBeNull();
  });
});

describe('GET /v1/keys is paged like every list', () => {
  it('honours limit and starting_after, and validates them', async () => {
    const owner = await stack.createAccount();
    for (let i = 0; i < 4; i++) expect((await createKey(owner.headers, { name: `k${i}`, scopes: ['keys:read'] })).status).toBe(201);
    const page = async (query: string) => {
      const response = await stack.request(`/v1/keys?${query}`, { headers: owner.headers });
      return { status: response.status, body: (await response.json()) as { data: KeyBody[]; has_more: boolean; next_cursor: string | null; error?: { param: string } } };
    };
    const first = await page('limit=2');
    expect(first.body.data.map((k) => k.id)).toHaveLength(2);
    expect(first.body.has_more).toBe(true);
    const second = await page(`limit=2&starting_after=${first.body.next_cursor}`);
    const third = await page(`limit=2&starting_after=${second.body.next_cursor}`);
    const all = [...first.body.data, ...second.body.data, ...third.body.data].map((k) => k.id);
    expect(new Set(all).size).toBe(5); // four made here and the account's own test key
    expect(third.body).toMatchObject({ has_more: false, next_cursor: null });
    for (const bad of ['limit=0', 'limit=101', 'limit=1e1', 'starting_after=garbage']) {
      const response = await page(bad);
      expect(response.status, bad).toBe(400);
    }
  });
});
