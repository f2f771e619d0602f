import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../helpers/stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack({ worker: false });
});
afterAll(() => stack?.stop());

describe('console hardening headers (a signed-in page cannot be framed or sniffed)', () => {
  it.each(['/console', '/console/', '/console/keys', '/favicon.ico', '/console/sign-in?token=bad', '/console/assets/app/main.js', '/console/assets/app/resource-kinds.js', '/console/assets/app/nope.js', '/console/kinds/evaluation/evaluation.js', '/console/kinds/evaluation/nope.js', '/console/session'])(
    '%s carries CSP with frame-ancestors none, X-Frame-Options and nosniff',
    async (path) => {
      const response = await stack.request(path, { redirect: 'manual' });
      const csp = response.headers.get('Content-Security-Policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers.get('X-Frame-Options')).toBe('DENY');
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    },
  );

  it("the shell's inline scripts are exactly those the policy allows by hash, and it has no inline handlers or styles", async () => {
    const response = await stack.request('/console/');
    const csp = response.headers.get('Content-Security-Policy')!;
    const scriptSrc = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src'))!;
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    const page = await response.text();
    const inline = [...page.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline.length).toBeGreaterThan(0);
    for (const body of inline) expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    expect(page).not.toMatch(/\son[a-z]+=|\sstyle=/i);
  });

  it("serves a kind's own page modules as scripts with the console's caching, and nothing else of a kind's folder", async () => {
    const page = await stack.request('/console/kinds/evaluation/evaluation.js');
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(page.headers.get('Cache-Control')).toBe('no-cache');
    for (const path of ['/console/kinds/evaluation/nope.js', '/console/kinds/evaluation/..%2Fapi%2Froutes.ts', '/console/kinds/evaluation/%2E%2E%2F..%2Fregistry.ts', '/console/kinds/no_such_kind/x.js', '/console/kinds/evaluation/console/evaluation.js']) {
      expect((await stack.request(path)).status, path).toBe(404);
    }
  });
});
