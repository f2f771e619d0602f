import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privateAddressOf } from '../../core/outbound/resolved-address.js';
import { openWebhookSecret } from '../../core/webhooks/secret-box.js';
import { sealClearTextWebhookSecrets } from '../../db/webhook-secrets.js';
import { generateSigningSecret } from '../../core/webhooks/signature.js';
import { issueApiKey } from '../../db/api-keys.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';

let stack: TestStack;
let alice: TestAccount;
let bob: TestAccount;

beforeAll(async () => {
  stack = await startStack({ worker: false });
  alice = await stack.createAccount();
  bob = await stack.createAccount();
});
afterAll(() => stack.stop());

/** This machine's name resolves to a loopback address on most hosts (/etc/hosts); the test that needs it skips elsewhere. */
const hostResolvesPrivately = (await privateAddressOf(hostname())) !== null;

const VALID = { url: 'https://example.com/hooks', enabled_events: ['augmentation.*'] };

async function create(account: TestAccount, json: unknown, headers: Record<string, string> = {}, on: TestStack = stack) {
  const response = await on.request('/v1/webhook_endpoints', { method: 'POST', headers: { ...account.headers, ...headers }, json });
  return { status: response.status, body: (await response.json()) as Record<string, any>, headers: response.headers };
}

describe('POST /v1/webhook_endpoints', () => {
  it('registers an endpoint and returns its Standard Webhooks secret once', async () => {
    const { status, body } = await create(alice, { ...VALID, description: 'prod', metadata: { team: 'perception' } });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      object: 'webhook_endpoint',
      url: VALID.url,
      enabled_events: ['augmentation.*'],
      description: 'prod',
      metadata: { team: 'perception' },
      status: 'enabled',
      disabled_reason: null,
    });
    expect(body.id).toMatch(/^we_[0-9A-Z]{26}$/);
    expect(body.secret).toMatch(/^whsec_[A-Za-z0-9+/]+={0,2}$/);
    const bytes = Buffer.from(body.secret.slice('whsec_'.length), 'base64').length;
    expect(bytes).toBeGreaterThanOrEqual(24);
    expect(bytes).toBeLessThanOrEqual(64);

    const one = await stack.request(`/v1/webhook_endpoints/${body.id}`, { headers: alice.headers });
    const listed = await stack.request('/v1/webhook_endpoints?limit=100', { headers: alice.headers });
    const oneText = await one.text();
    const listText = await listed.text();
    expect(JSON.parse(oneText)).toMatchObject({ id: body.id, status: 'enabled' });
    expect(JSON.parse(oneText)).not.toHaveProperty('secret');
    expect(JSON.parse(listText).data.map((e: { id: string }) => e.id)).toContain(body.id);
    for (const text of [oneText, listText]) expect(text).not.toContain(body.secret.slice(6));
  });

  it('keeps the secret sealed at rest, bound to its endpoint; secrets an older version kept in clear get sealed', async () => {
    const { body } = await create(alice, VALID);
    const [row] = await stack.sql<{ secret: string }[]>`select secret from webhook_endpoints where id = ${body.id}`;
    expect(row!.secret).toMatch(/^v1\./);
    expect(row!.secret).not.toContain(body.secret.slice(6));
    expect(openWebhookSecret(stack.config, body.id, row!.secret)).toBe(body.secret);
    // Sealed to this endpoint: the same text under another endpoint's id does not open.
    const { body: other } = await create(alice, VALID);
    expect(() => openWebhookSecret(stack.config, other.id, row!.secret)).toThrow();

    const legacy = generateSigningSecret();
    await stack.sql`update webhook_endpoints set secret = ${legacy} where id = ${other.id}`;
    expect(await sealClearTextWebhookSecrets(stack.sql, stack.config)).toBeGreaterThanOrEqual(1);
    const [sealed] = await stack.sql<{ secret: string }[]>`select secret from webhook_endpoints where id = ${other.id}`;
    expect(sealed!.secret).toMatch(/^v1\./);
    expect(openWebhookSecret(stack.config, other.id, sealed!.secret)).toBe(legacy);
    expect(await stack.sql`select id from webhook_endpoints where secret like 'whsec\_%' and id = ${other.id}`).toHaveLength(0);
  });

  it('honours Idempotency-Key: same payload replays the same endpoint, another payload is 409', async () => {
    const key = { 'Idempotency-Key': `we-${Date.now()}` };
    const first = await create(alice, VALID, key);
    const replay = await create(alice, VALID, key);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(replay.body.id).toBe(first.body.id);
    expect(replay.body.secret).toBe(first.body.secret);
    // The replayable response is stored sealed: the secret is not in the database in clear.
    const [stored] = await stack.sql<{ response_body: string }[]>`
      select response_body from idempotency_keys where account_id = ${alice.account.id} and key = ${key['Idempotency-Key']}`;
    expect(stored!.response_body).toMatch(/^v1\./);
    expect(stored!.response_body).not.toContain(first.body.secret.slice(6));
    const reused = await create(alice, { ...VALID, url: 'https://example.com/other' }, key);
    expect(reused.status).toBe(409);
    expect(reused.body.error).toMatchObject({ code: 'idempotency_key_reused', param: 'Idempotency-Key' });
  });

  it.each([
    [{ enabled_events: ['*'] }, 'url'],
    [{ url: 'ftp://example.com/x', enabled_events: ['*'] }, 'url'],
    [{ url: 'https://user:pw@example.com/x', enabled_events: ['*'] }, 'url'],
    [{ url: 'https://example.com/x#frag', enabled_events: ['*'] }, 'url'],
    [{ url: 'not a url', enabled_events: ['*'] }, 'url'],
    [{ url: `https://example.com/${'a'.repeat(2100)}`, enabled_events: ['*'] }, 'url'],
    [{ url: 'https://example.com/x' }, 'enabled_events'],
    [{ url: 'https://example.com/x', enabled_events: [] }, 'enabled_events'],
    [{ url: 'https://example.com/x', enabled_events: ['augmentation.completed', 'augmentations.completed'] }, 'enabled_events.1'],
    [{ url: 'https://example.com/x', enabled_events: ['training_run.**?'] }, 'enabled_events.0'],
    [{ url: 'https://example.com/x', enabled_events: ['*'], metadata: { team: 7 } }, 'metadata.team'],
    [{ url: 'https://example.com/x', enabled_events: ['*'], description: 'x'.repeat(501) }, 'description'],
    [{ url: 'https://example.com/x', enabled_events: ['*'], secret: 'whsec_mine' }, 'secret'],
  ])('rejects %j with 400 parameter_invalid naming %s', async (json, param) => {
    const { status, body } = await create(alice, json);
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ type: 'invalid_request_error', code: 'parameter_invalid', param });
  });

  it('refuses loopback, link-local, private and mapped targets in every encoding by default, at create and update', async () => {
    const refused = [
      'http://127.0.0.1:9999/x', 'http://2130706433/x', 'http://0x7f000001/x', 'http://0177.0.0.1/x', 'http://0x7f.1/x', 'http://127.1/x',
      'http://localhost/x', 'http://LOCALHOST./x', 'http://[::1]/x', 'http://[::ffff:127.0.0.1]/x', 'http://[::ffff:192.168.1.1]/x',
      'http://169.254.169.254/latest/meta-data', 'https://10.1.2.3/x', 'http://172.16.0.1/x', 'http://192.168.0.1/x', 'http://[fd00::1]/x',
      'http://[fc00::1]/x', 'http://[fe80::1]/x', 'http://0.0.0.0/x', 'http://metadata.google.internal/x',
    ];
    const erin = await stack.createAccount();
    for (const url of refused) {
      const { status, body } = await create(erin, { ...VALID, url });
      expect(status, url).toBe(400);
      expect(body.error).toMatchObject({ code: 'parameter_invalid', param: 'url' });
    }
    const { body: endpoint } = await create(erin, VALID);
    for (const url of ['http://2130706433/x', 'http://[::ffff:127.0.0.1]/x']) {
      const update = await stack.request(`/v1/webhook_endpoints/${endpoint.id}`, { method: 'POST', headers: erin.headers, json: { url } });
      expect(update.status, url).toBe(400);
    }
    const [row] = await stack.sql<{ n: number }[]>`select count(*)::int as n from webhook_endpoints where account_id = ${erin.account.id}`;
    expect(row!.n).toBe(1);
  });

  it.skipIf(!hostResolvesPrivately)('refuses a host name that resolves to a private address (this machine\'s own name)', async () => {
    const { status, body } = await create(alice, { ...VALID, url: `http://${hostname()}:9999/hooks` });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'parameter_invalid', param: 'url' });
    expect(body.error.message).toMatch(/resolves to/);
  });

  it('allows loopback targets when the operator sets WEBHOOK_ALLOW_PRIVATE_TARGETS=true', async () => {
    const open = await startStack({ worker: false, env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' } });
    try {
      const carol = await open.createAccount();
      for (const url of ['http://127.0.0.1:9999/x', 'http://localhost:9999/x']) expect((await create(carol, { ...VALID, url }, {}, open)).status, url).toBe(201);
    } finally {
      await open.stop();
    }
  });

  it('limits an account to 16 endpoints', async () => {
    const dave = await stack.createAccount();
    for (let i = 0; i < 16; i++) expect((await create(dave, VALID)).status).toBe(201);
    const { status, body } = await create(dave, VALID);
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'webhook_endpoint_limit_reached', details: { limit: 16 } });
  });
});

describe('updating, deleting and ownership', () => {
  it('updates fields and status; leaves the rest unchanged', async () => {
    const { body: created } = await create(alice, { ...VALID, description: 'before', metadata: { a: '1' } });
    const update = await stack.request(`/v1/webhook_endpoints/${created.id}`, {
      method: 'POST',
      headers: alice.headers,
      json: { enabled_events: ['*.failed'], status: 'disabled' },
    });
    expect(update.status).toBe(200);
    expect(await update.json()).toMatchObject({ id: created.id, enabled_events: ['*.failed'], description: 'before', metadata: { a: '1' }, status: 'disabled', disabled_reason: 'disabled by request' });
    const bad = await stack.request(`/v1/webhook_endpoints/${created.id}`, { method: 'POST', headers: alice.headers, json: { status: 'paused' } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: unknown }).error).toMatchObject({ param: 'status' });
  });

  it('deletes an endpoint; afterwards it answers 404 everywhere', async () => {
    const { body: created } = await create(alice, VALID);
    const path = `/v1/webhook_endpoints/${created.id}`;
    const deleted = await stack.request(path, { method: 'DELETE', headers: alice.headers });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ id: created.id, object: 'webhook_endpoint', deleted: true });
    for (const [method, suffix] of [['GET', ''], ['DELETE', ''], ['GET', '/deliveries']] as const) {
      const response = await stack.request(`${path}${suffix}`, { method, headers: alice.headers });
      expect(response.status).toBe(404);
    }
    const list = (await (await stack.request('/v1/webhook_endpoints?limit=100', { headers: alice.headers })).json()) as { data: { id: string }[] };
    expect(list.data.map((e) => e.id)).not.toContain(created.id);
    const [row] = await stack.sql`select secret from webhook_endpoints where id = ${created.id}`;
    expect(row!.secret).toBeNull();
  });

  it("another account's endpoint ids answer 404 resource_not_found", async () => {
    const { body: created } = await create(alice, VALID);
    const path = `/v1/webhook_endpoints/${created.id}`;
    for (const [method, suffix, json] of [['GET', '', undefined], ['POST', '', { description: 'mine now' }], ['DELETE', '', undefined], ['GET', '/deliveries', undefined]] as const) {
      const response = await stack.request(`${path}${suffix}`, { method, headers: bob.headers, ...(json ? { json } : {}) });
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: unknown }).error).toMatchObject({ code: 'resource_not_found' });
    }
    const list = (await (await stack.request('/v1/webhook_endpoints', { headers: bob.headers })).json()) as { data: unknown[] };
    expect(list.data).toEqual([]);
  });

  it('reading needs webhooks:read, changing needs webhooks:write', async () => {
    const { body: created } = await create(alice, VALID);
    const { key: reader } = await issueApiKey(stack.sql, { accountId: alice.account.id, name: 'reader', scopes: ['webhooks:read'] });
    const { key: other } = await issueApiKey(stack.sql, { accountId: alice.account.id, name: 'other', scopes: ['events:read'] });
    const as = (key: string) => ({ Authorization: `Bearer ${key}` });
    expect((await stack.request('/v1/webhook_endpoints', { headers: as(reader) })).status).toBe(200);
    expect((await stack.request(`/v1/webhook_endpoints/${created.id}/deliveries`, { headers: as(reader) })).status).toBe(200);
    for (const [method, path, json] of [
      ['POST', '/v1/webhook_endpoints', VALID],
      ['POST', `/v1/webhook_endpoints/${created.id}`, { description: 'x' }],
      ['DELETE', `/v1/webhook_endpoints/${created.id}`, undefined],
    ] as const) {
      const response = await stack.request(path, { method, headers: as(reader), ...(json ? { json } : {}) });
      expect(response.status).toBe(403);
      expect(((await response.json()) as { error: unknown }).error).toMatchObject({ code: 'missing_scope', details: { required_scope: 'webhooks:write' } });
    }
    const denied = await stack.request('/v1/webhook_endpoints', { headers: as(other) });
    expect(((await denied.json()) as { error: unknown }).error).toMatchObject({ code: 'missing_scope', details: { required_scope: 'webhooks:read' } });
  });

  it('the delivery log rejects unknown filters and statuses', async () => {
    const { body: created } = await create(alice, VALID);
    for (const [query, param] of [['?status=done', 'status'], ['?since=today', 'since']] as const) {
      const response = await stack.request(`/v1/webhook_endpoints/${created.id}/deliveries${query}`, { headers: alice.headers });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: unknown }).error).toMatchObject({ code: 'parameter_invalid', param });
    }
  });
});

describe('OpenAPI', () => {
  it('documents the events and webhook routes', async () => {
    const doc = (await (await stack.request('/v1/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths['/v1/webhook_endpoints']!).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/v1/webhook_endpoints/{id}']!).sort()).toEqual(['delete', 'get', 'post']);
    expect(doc.paths['/v1/webhook_endpoints/{id}/deliveries']).toHaveProperty('get');
    expect(doc.paths['/v1/events']).toHaveProperty('get');
    expect(doc.paths['/v1/events/{id}']).toHaveProperty('get');
  });
});
