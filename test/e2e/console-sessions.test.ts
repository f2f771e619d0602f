import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueSignInLink } from '../../console/sign-in-links.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';

let stack: TestStack;
let alice: TestAccount;
let bob: TestAccount;
const BASE = 'http://api.test';

beforeAll(async () => {
  stack = await startStack({ worker: false });
  alice = await stack.createAccount({ credits: 100 });
  bob = await stack.createAccount({ credits: 100 });
});
afterAll(async () => {
  await stack.stop();
});

const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

/** Follows a sign-in link as the browser does (the page, then its form): the session cookie. */
async function signIn(accountId: string, email = 'someone@example.com'): Promise<{ cookie: string; csrf: string }> {
  const link = await issueSignInLink(stack.sql, { accountId, email, publicBaseUrl: BASE });
  const page = await stack.request(new URL(link.url).pathname + new URL(link.url).search);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Sign in');
  const response = await postSignIn(tokenOf(link.url));
  expect(response.status).toBe(303);
  expect(response.headers.get('Location')).toBe('/console/');
  const setCookie = response.headers.get('Set-Cookie')!;
  expect(setCookie).toMatch(/HttpOnly/);
  expect(setCookie).toMatch(/SameSite=Strict/);
  expect(setCookie).not.toMatch(/Secure/);
  const cookie = setCookie.split(';')[0]!;
  const session = await stack.request('/console/session', { headers: { Cookie: cookie } });
  const body = (await session.json()) as { csrf_token: string; account_id: string; email: string };
  expect(body).toMatchObject({ account_id: accountId, email });
  return { cookie, csrf: body.csrf_token };
}

const postSignIn = (token: string, origin = BASE) =>
  stack.request('/console/sign-in', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin }, body: new URLSearchParams({ token }).toString() });

const createKey = (headers: Record<string, string>, json: unknown = { name: 'made by session', scopes: ['usage:read'] }) =>
  stack.request('/v1/keys', { method: 'POST', headers, json });

describe('console sign-in', () => {
  it('a link works once; the session authenticates /v1 reads as its account', async () => {
    const link = await issueSignInLink(stack.sql, { accountId: alice.account.id, email: 'alice@example.com', publicBaseUrl: BASE });
    const first = await postSignIn(tokenOf(link.url));
    expect(first.status).toBe(303);
    const again = await postSignIn(tokenOf(link.url));
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('already used or has expired');

    const cookie = first.headers.get('Set-Cookie')!.split(';')[0]!;
    const credits = await stack.request('/v1/credits', { headers: { Cookie: cookie } });
    expect(credits.status).toBe(200);
    expect(await credits.json()).toMatchObject({ account_id: alice.account.id, balance: 100 });
  });

  it('an expired link and a sign-in form from another site are refused', async () => {
    const link = await issueSignInLink(stack.sql, { accountId: alice.account.id, email: 'alice@example.com', publicBaseUrl: BASE });
    expect((await postSignIn(tokenOf(link.url), 'https://evil.example')).status).toBe(403);
    await stack.sql`update console_sign_in_links set expires_at = now() - interval '1 second' where used_at is null`;
    expect((await postSignIn(tokenOf(link.url))).status).toBe(400);
  });

  it('stores only hashes of link and session tokens', async () => {
    const { cookie } = await signIn(alice.account.id);
    const raw = cookie.split('=')[1]!;
    const stored = await stack.sql`select token_hash::text as t from console_sessions union all select token_hash::text from console_sign_in_links`;
    expect(stored.some((row) => String(row.t).includes(Buffer.from(raw).toString('hex')))).toBe(false);
    expect(JSON.stringify(await stack.sql`select * from console_sessions`)).not.toContain(raw);
  });

  it('a write needs the CSRF token and the service’s own Origin', async () => {
    const { cookie, csrf } = await signIn(alice.account.id);
    const noToken = await createKey({ Cookie: cookie });
    expect(noToken.status).toBe(403);
    expect(await noToken.json()).toMatchObject({ error: { code: 'csrf_failed' } });
    expect((await createKey({ Cookie: cookie, 'X-CSRF-Token': 'wrong' })).status).toBe(403);
    expect((await createKey({ Cookie: cookie, 'X-CSRF-Token': csrf, Origin: 'https://evil.example' })).status).toBe(403);
    const made = await createKey({ Cookie: cookie, 'X-CSRF-Token': csrf, Origin: BASE });
    expect(made.status).toBe(201);
    expect(await made.json()).toMatchObject({ object: 'api_key', account_id: alice.account.id, scopes: ['usage:read'], key: expect.stringMatching(/^svc_/) });
  });

  it('ends after its idle time, its absolute lifetime, or sign-out', async () => {
    for (const expire of [
      (id: string) => stack.sql`update console_sessions set last_seen_at = now() - interval '3 hours' where account_id = ${id}`,
      (id: string) => stack.sql`update console_sessions set expires_at = now() - interval '1 second' where account_id = ${id}`,
    ]) {
      const { cookie } = await signIn(bob.account.id);
      expect((await stack.request('/v1/credits', { headers: { Cookie: cookie } })).status).toBe(200);
      await expire(bob.account.id);
      const after = await stack.request('/v1/credits', { headers: { Cookie: cookie } });
      expect(after.status).toBe(401);
      expect(await after.json()).toMatchObject({ error: { code: 'unauthenticated' } });
    }
    const { cookie, csrf } = await signIn(bob.account.id);
    const out = await stack.request('/console/sign-out', {
      method: 'POST',
      headers: { Cookie: cookie, Origin: BASE, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrf_token: csrf }).toString(),
    });
    expect(out.status).toBe(200);
    expect(out.headers.get('Set-Cookie')).toMatch(/Max-Age=0/);
    expect((await stack.request('/v1/credits', { headers: { Cookie: cookie } })).status).toBe(401);
  });

  it("a session never reaches another account's resources: 404 like a missing id", async () => {
    const { cookie, csrf } = await signIn(alice.account.id);
    const bobs = await stack.request(`/v1/keys/${bob.key.id}`, { method: 'DELETE', headers: { Cookie: cookie, 'X-CSRF-Token': csrf } });
    expect(bobs.status).toBe(404);
    const listed = (await (await stack.request('/v1/keys', { headers: { Cookie: cookie } })).json()) as { data: { id: string; account_id: string }[] };
    expect(listed.data.every((k) => k.account_id === alice.account.id)).toBe(true);
    expect(listed.data.map((k) => k.id)).not.toContain(bob.key.id);
    for (const path of ['/v1/augmentations/aug_01J9Z3T4X6N2V8Q5R7M1K0HBCD', '/v1/augmentations/aug_01J9Z3T4X6N2V8Q5R7M1K0HBCD/frames?camera=top&side=source', '/v1/training_runs/trn_01JAZ3Q7X9M2K8N4P6R8T0V2W4']) {
      expect((await stack.request(path, { headers: { Cookie: cookie } })).status, path).toBe(404);
    }
  });
});

describe('key management API', () => {
  it('creates, lists and revokes keys; revocation is effective at once', async () => {
    const made = await createKey(alice.headers, { name: 'ci', scopes: ['usage:read', 'augmentations:write'], expires_in_days: 30 });
    expect(made.status).toBe(201);
    const key = (await made.json()) as { id: string; key: string; expires_at: string; redacted_key: string };
    expect(new Date(key.expires_at).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect(key.redacted_key).toBe(`${key.key.slice(0, 16)}…`);
    const headers = { Authorization: `Bearer ${key.key}` };
    expect((await stack.request('/v1/credits', { headers })).status).toBe(200);

    const list = (await (await stack.request('/v1/keys', { headers: alice.headers })).json()) as { data: { id: string }[] };
    expect(JSON.stringify(list)).not.toContain(key.key);
    expect(list.data.map((k) => k.id)).toContain(key.id);

    const revoked = await stack.request(`/v1/keys/${key.id}`, { method: 'DELETE', headers: alice.headers });
    expect(revoked.status).toBe(200);
    expect(await revoked.json()).toMatchObject({ id: key.id, revoked_at: expect.any(String) });
    expect((await stack.request('/v1/credits', { headers })).status).toBe(401);
  });

  it('needs keys:write, and never grants more than the caller holds', async () => {
    const limited = await createKey(alice.headers, { name: 'limited', scopes: ['usage:read', 'keys:write'] });
    const limitedKey = ((await limited.json()) as { key: string }).key;
    const escalate = await createKey({ Authorization: `Bearer ${limitedKey}` }, { name: 'more', scopes: ['augmentations:write'] });
    expect(escalate.status).toBe(400);
    expect(await escalate.json()).toMatchObject({ error: { code: 'parameter_invalid', param: 'scopes' } });

    const readOnly = await createKey(alice.headers, { name: 'reader', scopes: ['usage:read'] });
    const readOnlyKey = ((await readOnly.json()) as { key: string }).key;
    const denied = await createKey({ Authorization: `Bearer ${readOnlyKey}` });
    expect(denied.status).toBe(403);
    expect(await denied.json()).toMatchObject({ error: { code: 'missing_scope' } });

    const bad = await createKey(alice.headers, { name: 'x', scopes: ['everything'] });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { param: 'scopes.0' } });
  });
});

describe('behind https', () => {
  it('marks the session cookie Secure when the public base URL is https', async () => {
    const secure = await startStack({ worker: false, env: { PUBLIC_BASE_URL: 'https://console.example' } });
    try {
      const carol = await secure.createAccount();
      const link = await issueSignInLink(secure.sql, { accountId: carol.account.id, email: 'carol@example.com', publicBaseUrl: 'https://console.example' });
      expect(link.url.startsWith('https://console.example/console/sign-in?token=')).toBe(true);
      const response = await secure.request('/console/sign-in', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://console.example' },
        body: new URLSearchParams({ token: tokenOf(link.url) }).toString(),
      });
      expect(response.status).toBe(303);
      expect(response.headers.get('Set-Cookie')).toMatch(/; Secure/);
    } finally {
      await secure.stop();
    }
  });
});
