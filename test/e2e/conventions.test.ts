import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueApiKey, revokeApiKey } from '../../db/api-keys.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';
import { createWidgetsTable, widgetRoutes } from '../helpers/widgets-route.js';

let stack: TestStack;
let alice: TestAccount;

beforeAll(async () => {
  stack = await startStack({ worker: false, appOptions: { extraRoutes: [widgetRoutes()] } });
  await createWidgetsTable(stack.sql);
  alice = await stack.createAccount({ credits: 100 });
});
afterAll(() => stack.stop());

/** Polls for up to 2 s: cache invalidation travels by Postgres notification, not in the same call. */
async function eventually<T>(probe: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 40; i++) {
    const value = await probe();
    if (value !== undefined) return value;
    await sleep(50);
  }
  throw new Error('condition not met within 2 s');
}

async function errorOf(response: Response) {
  const body = (await response.json()) as { error: Record<string, unknown> };
  return body.error;
}

describe('authentication', () => {
  it.each([
    ['missing', undefined],
    ['not bearer', 'Basic dXNlcjpwYXNz'],
    ['malformed key', 'Bearer svc_tooshort'],
    ['wrong prefix', `Bearer sk_${'a'.repeat(40)}`],
    ['unknown key', `Bearer svc_${'a'.repeat(40)}`],
  ])('%s key → 401 unauthenticated', async (_label, authorization) => {
    const response = await stack.request('/v1/credits', { headers: authorization ? { Authorization: authorization } : {} });
    expect(response.status).toBe(401);
    const error = await errorOf(response);
    expect(error).toMatchObject({ type: 'authentication_error', code: 'unauthenticated', param: null });
    expect(error.request_id).toBe(response.headers.get('X-Request-Id'));
  });

  it('a revoked key stops working at once, although keys are cached', async () => {
    const cached = await startStack({ worker: false, env: { AUTH_CACHE_TTL_MS: '600000' } });
    try {
      const owner = await cached.createAccount();
      const { row, key } = await issueApiKey(cached.sql, { accountId: owner.account.id, name: 'to revoke', scopes: ['usage:read'] });
      const headers = { Authorization: `Bearer ${key}` };
      expect((await cached.request('/v1/credits', { headers })).status).toBe(200);
      await revokeApiKey(cached.sql, row.id);
      const response = await eventually(async () => {
        const r = await cached.request('/v1/credits', { headers });
        return r.status === 401 ? r : undefined;
      });
      expect((await errorOf(response)).message).toMatch(/revoked/);
    } finally {
      await cached.stop();
    }
  });

  it('an expired key → 401', async () => {
    const { key } = await issueApiKey(stack.sql, { accountId: alice.account.id, name: 'old', scopes: ['usage:read'], expiresAt: new Date(Date.now() - 1000) });
    const response = await stack.request('/v1/credits', { headers: { Authorization: `Bearer ${key}` } });
    expect(response.status).toBe(401);
    expect((await errorOf(response)).message).toMatch(/expired/);
  });

  it('a key without the scope → 403 missing_scope naming it; write implies read', async () => {
    const { key } = await issueApiKey(stack.sql, { accountId: alice.account.id, name: 'narrow', scopes: ['training_runs:write'] });
    const headers = { Authorization: `Bearer ${key}` };
    const denied = await stack.request('/v1/credits', { headers });
    expect(denied.status).toBe(403);
    expect(await errorOf(denied)).toMatchObject({ type: 'permission_error', code: 'missing_scope', details: { required_scope: 'usage:read' } });
    expect((await stack.request('/v1/hardware_tiers', { headers })).status).toBe(200);
  });

  it('GET /v1/keys/me describes the calling key and never its secret', async () => {
    const response = await stack.request('/v1/keys/me', { headers: alice.headers });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ object: 'api_key', id: alice.key.id, account_id: alice.account.id, scopes: alice.key.scopes });
    expect(JSON.stringify(body)).not.toContain(alice.apiKey);
  });
});

describe('errors for every kind of bad request', () => {
  it('unknown route → 404 route_not_found in the envelope, with or without a key', async () => {
    for (const headers of [{}, alice.headers]) {
      const response = await stack.request('/v1/nope', { headers });
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toMatchObject({ type: 'not_found_error', code: 'route_not_found' });
    }
  });

  it('wrong method → 405 with Allow', async () => {
    const response = await stack.request('/v1/credits', { method: 'DELETE', headers: alice.headers });
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('GET');
    expect(await errorOf(response)).toMatchObject({ type: 'invalid_request_error', code: 'method_not_allowed' });
  });

  it('malformed JSON → 400 invalid_json', async () => {
    const response = await stack.request('/v1/test_widgets', {
      method: 'POST',
      headers: { ...alice.headers, 'Content-Type': 'application/json' },
      body: '{"name": "abc",',
    });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ type: 'invalid_request_error', code: 'invalid_json' });
  });

  it('a body that is not JSON → 415 unsupported_media_type', async () => {
    const response = await stack.request('/v1/test_widgets', {
      method: 'POST',
      headers: { ...alice.headers, 'Content-Type': 'text/plain' },
      body: 'name=abc',
    });
    expect(response.status).toBe(415);
    expect(await errorOf(response)).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('a body over the limit → 413 body_too_large', async () => {
    const response = await stack.request('/v1/test_widgets', {
      method: 'POST',
      headers: alice.headers,
      json: { name: 'x'.repeat(stack.config.bodyLimitBytes + 10) },
    });
    expect(response.status).toBe(413);
    expect(await errorOf(response)).toMatchObject({ code: 'body_too_large', type: 'invalid_request_error' });
  });

  it.each([
    [{ name: 'ab' }, 'name'],
    [{ name: 'abc', config: { episode_count: 0 } }, 'config.episode_count'],
    [{ name: 'abc', config: { episode_count: 'three' } }, 'config.episode_count'],
    [{ name: 'abc', colour: 'red' }, 'colour'],
    [{ name: 'abc', config: { episode_count: 3, extra: 1 } }, 'config.extra'],
    [{}, 'name'],
  ])('validation of %j → 400 parameter_invalid naming %s', async (json, param) => {
    const response = await stack.request('/v1/test_widgets', { method: 'POST', headers: alice.headers, json });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ type: 'invalid_request_error', code: 'parameter_invalid', param });
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=ten', 'limit'],
    ['starting_after=garbage', 'starting_after'],
  ])('query %s → 400 naming %s', async (query, param) => {
    const response = await stack.request(`/v1/test_widgets?${query}`, { headers: alice.headers });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ code: 'parameter_invalid', param });
  });
});

describe('request ids and versions', () => {
  it('every response carries X-Request-Id and Service-Version', async () => {
    for (const [path, headers] of [
      ['/v1/credits', alice.headers],
      ['/v1/credits', {}],
      ['/v1/nope', {}],
      ['/v1/openapi.json', {}],
    ] as const) {
      const response = await stack.request(path, { headers });
      expect(response.headers.get('X-Request-Id'), path).toMatch(/^req_[0-9A-Z]{26}$/);
      expect(response.headers.get('Service-Version'), path).toBe('2026-09-27');
    }
  });

  it('a well-formed client request id is kept; a bad one is replaced', async () => {
    const kept = await stack.request('/v1/credits', { headers: { ...alice.headers, 'X-Request-Id': 'client-trace-42' } });
    expect(kept.headers.get('X-Request-Id')).toBe('client-trace-42');
    const replaced = await stack.request('/v1/credits', { headers: { ...alice.headers, 'X-Request-Id': 'bad id with spaces' } });
    expect(replaced.headers.get('X-Request-Id')).toMatch(/^req_/);
  });

  it('an unknown Service-Version → 400 unsupported_version listing the served dates', async () => {
    const response = await stack.request('/v1/credits', { headers: { ...alice.headers, 'Service-Version': '2020-01-01' } });
    expect(response.status).toBe(400);
    expect(response.headers.get('Service-Version')).toBe('2026-09-27');
    expect(await errorOf(response)).toMatchObject({ code: 'unsupported_version', param: 'Service-Version', details: { supported: ['2026-09-27'] } });
    const explicit = await stack.request('/v1/credits', { headers: { ...alice.headers, 'Service-Version': '2026-09-27' } });
    expect(explicit.status).toBe(200);
  });
});

describe('idempotency', () => {
  const create = (account: TestAccount, key: string, json: unknown) =>
    stack.request('/v1/test_widgets', { method: 'POST', headers: { ...account.headers, 'Idempotency-Key': key }, json });

  const countWidgets = async (accountId: string, name: string) =>
    (await stack.sql`select count(*)::int as n from test_widgets where account_id = ${accountId} and name = ${name}`)[0]!.n as number;

  it('replays the stored status and body for the same key and payload', async () => {
    const first = await create(alice, 'replay-1', { name: 'replayed' });
    expect(first.status).toBe(201);
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    const second = await create(alice, 'replay-1', { name: 'replayed' });
    expect(second.status).toBe(201);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await second.json()).toEqual(await first.json());
    expect(await countWidgets(alice.account.id, 'replayed')).toBe(1);
  });

  it('the same payload written in another key order still replays', async () => {
    await create(alice, 'order-1', { name: 'ordered', config: { episode_count: 4 } });
    const again = await stack.request('/v1/test_widgets', {
      method: 'POST',
      headers: { ...alice.headers, 'Idempotency-Key': 'order-1', 'Content-Type': 'application/json' },
      body: '{ "config": {"episode_count": 4}, "name": "ordered" }',
    });
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
  });

  it('a different payload with the same key → 409 idempotency_key_reused', async () => {
    await create(alice, 'reuse-1', { name: 'first' });
    const response = await create(alice, 'reuse-1', { name: 'second' });
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toMatchObject({ type: 'conflict_error', code: 'idempotency_key_reused', param: 'Idempotency-Key' });
    expect(await countWidgets(alice.account.id, 'second')).toBe(0);
  });

  it('a key longer than 255 characters → 400', async () => {
    const response = await create(alice, 'k'.repeat(256), { name: 'toolong' });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ code: 'parameter_invalid', param: 'Idempotency-Key' });
    expect((await create(alice, 'k'.repeat(255), { name: 'justfits' })).status).toBe(201);
  });

  it('a request that failed validation is not stored: the key can be used again', async () => {
    expect((await create(alice, 'fixable', { name: 'x' })).status).toBe(400);
    const fixed = await create(alice, 'fixable', { name: 'fixed' });
    expect(fixed.status).toBe(201);
    expect(fixed.headers.get('Idempotent-Replayed')).toBeNull();
  });

  it('keys belong to one account', async () => {
    const bob = await stack.createAccount();
    expect((await create(alice, 'shared-key', { name: 'per-account' })).status).toBe(201);
    const bobs = await create(bob, 'shared-key', { name: 'per-account' });
    expect(bobs.status).toBe(201);
    expect(bobs.headers.get('Idempotent-Replayed')).toBeNull();
  });

  it('50 concurrent identical creates make exactly one resource', async () => {
    const slow = await startStack({ worker: false, appOptions: { extraRoutes: [widgetRoutes({ createDelayMs: 50 })] } });
    try {
      const carol = await slow.createAccount();
      const responses = await Promise.all(
        Array.from({ length: 50 }, () =>
          slow.request('/v1/test_widgets', { method: 'POST', headers: { ...carol.headers, 'Idempotency-Key': 'fifty' }, json: { name: 'fifty' } }),
        ),
      );
      const statuses = responses.map((r) => r.status);
      expect(await countWidgets(carol.account.id, 'fifty')).toBe(1);
      expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
      expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
      const conflicts = await Promise.all(responses.filter((r) => r.status === 409).map(errorOf));
      for (const error of conflicts) expect(error.code).toBe('idempotency_key_in_use');
      const ids = new Set(await Promise.all(responses.filter((r) => r.status === 201).map(async (r) => ((await r.json()) as { id: string }).id)));
      expect(ids.size).toBe(1);
    } finally {
      await slow.stop();
    }
  });
});

describe('lists', () => {
  it('pages newest first with a cursor, stable while rows are inserted', async () => {
    const dave = await stack.createAccount();
    const post = (name: string) => stack.request('/v1/test_widgets', { method: 'POST', headers: dave.headers, json: { name } });
    for (let i = 0; i < 25; i++) await post(`w-${String(i).padStart(2, '0')}`);

    const page = async (cursor?: string) => {
      const response = await stack.request(`/v1/test_widgets?limit=10${cursor ? `&starting_after=${cursor}` : ''}`, { headers: dave.headers });
      expect(response.status).toBe(200);
      return (await response.json()) as { object: string; data: { name: string }[]; has_more: boolean; next_cursor: string | null };
    };
    const first = await page();
    expect(first.object).toBe('list');
    expect(first.data.map((w) => w.name)).toEqual(Array.from({ length: 10 }, (_, i) => `w-${String(24 - i).padStart(2, '0')}`));
    expect(first.has_more).toBe(true);
    for (let i = 0; i < 5; i++) await post(`late-${i}`); // inserted while paging
    const second = await page(first.next_cursor!);
    const third = await page(second.next_cursor!);
    expect(second.data.map((w) => w.name)).toEqual(Array.from({ length: 10 }, (_, i) => `w-${String(14 - i).padStart(2, '0')}`));
    expect(third.data.map((w) => w.name)).toEqual(Array.from({ length: 5 }, (_, i) => `w-${String(4 - i).padStart(2, '0')}`));
    expect(third.has_more).toBe(false);
    expect(third.next_cursor).toBeNull();

    const defaults = (await (await stack.request('/v1/test_widgets', { headers: dave.headers })).json()) as { data: unknown[] };
    expect(defaults.data).toHaveLength(10);
  });

  it("another account's id answers exactly like a missing one", async () => {
    const eve = await stack.createAccount();
    const created = (await (await stack.request('/v1/test_widgets', { method: 'POST', headers: alice.headers, json: { name: 'private' } })).json()) as { id: string };
    const foreign = await stack.request(`/v1/test_widgets/${created.id}`, { headers: eve.headers });
    const missing = await stack.request(`/v1/test_widgets/aug_01JAZ3Q7X9M2K8N4P6R8T0V2W4`, { headers: eve.headers });
    expect(foreign.status).toBe(404);
    expect(missing.status).toBe(404);
    const [a, b] = [await errorOf(foreign), await errorOf(missing)];
    expect({ ...a, request_id: null, message: null }).toEqual({ ...b, request_id: null, message: null });
    expect(a.code).toBe('resource_not_found');
    expect((await stack.request(`/v1/test_widgets/${created.id}`, { headers: alice.headers })).status).toBe(200);
  });
});

describe('rate limits', () => {
  it('answers 429 rate_limit_exceeded with Retry-After past the burst', async () => {
    const limited = await startStack({ worker: false, env: { RATE_LIMIT_PER_SECOND: '1', RATE_LIMIT_BURST: '3' } });
    try {
      const frank = await limited.createAccount();
      const statuses: number[] = [];
      let last: Response | undefined;
      for (let i = 0; i < 4; i++) {
        last = await limited.request('/v1/keys/me', { headers: frank.headers });
        statuses.push(last.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(last!.headers.get('RateLimit-Limit')).toBe('3');
      expect(Number(last!.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
      expect(await errorOf(last!)).toMatchObject({ type: 'rate_limit_error', code: 'rate_limit_exceeded' });
      // Another key of another account is not affected.
      const grace = await limited.createAccount();
      expect((await limited.request('/v1/keys/me', { headers: grace.headers })).status).toBe(200);
    } finally {
      await limited.stop();
    }
  });
});

describe('OpenAPI and docs', () => {
  it('describes every /v1 route with the error envelope and the bearer scheme', async () => {
    const response = await stack.request('/v1/openapi.json');
    expect(response.status).toBe(200);
    const doc = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>; security?: unknown[] }>>;
      components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.schemas.Error).toBeDefined();
    const served = stack.app.routes
      .filter((r) => r.method !== 'ALL' && r.path.startsWith('/v1/') && !r.path.startsWith('/v1/docs') && r.path !== '/v1/openapi.json')
      .map((r) => `${r.method.toLowerCase()} ${r.path.replace(/:([^/]+)/g, '{$1}')}`);
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method} ${path}`));
    expect(new Set(documented)).toEqual(new Set(served));
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        expect(op.responses['401']?.content?.['application/json']?.schema.$ref, `${method} ${path}`).toBe('#/components/schemas/Error');
        expect(op.security, `${method} ${path}`).toEqual([{ bearerAuth: [] }]);
      }
    }
  });

  it('serves an interactive reference with its own assets', async () => {
    const page = await stack.request('/v1/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/v1/openapi.json');
    for (const asset of ['swagger-ui.css', 'swagger-ui-bundle.js']) {
      const response = await stack.request(`/v1/docs/assets/${asset}`);
      expect(response.status).toBe(200);
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
    }
    const missing = await stack.request('/v1/docs/assets/nope.js');
    expect(missing.status).toBe(404);
    expect(await errorOf(missing)).toMatchObject({ type: 'not_found_error', code: 'resource_not_found' });
    expect(missing.headers.get('Allow')).toBeNull();
  });
});

describe('RateLimit headers', () => {
  it('Remaining never exceeds Limit (the bucket holds RATE_LIMIT_BURST requests)', async () => {
    const roomy = await startStack({ worker: false, env: { RATE_LIMIT_PER_SECOND: '50', RATE_LIMIT_BURST: '100' } });
    try {
      const henry = await roomy.createAccount();
      const first = await roomy.request('/v1/keys/me', { headers: henry.headers });
      const limit = Number(first.headers.get('RateLimit-Limit'));
      const remaining = Number(first.headers.get('RateLimit-Remaining'));
      expect(limit).toBe(100);
      expect(remaining).toBe(99);
      expect(remaining).toBeLessThanOrEqual(limit);
    } finally {
      await roomy.stop();
    }
  });
});
