import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCli } from '../helpers/admin-cli.js';
import { CHROMIUM, NO_BROWSER_REASON, SCREENSHOTS, freePort, openConsoleBrowser } from '../helpers/console-browser.js';
import { expectRunsShownInConsole } from '../helpers/console-kind-pages.js';
import { rlp } from '../helpers/rlp-cli.js';
import { createAugmentation, pushTinyDataset } from '../helpers/augmentations.js';
import { SO101_RECORD_TEST } from '../helpers/shared-datasets.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';
import { LOCAL_RECEIVERS_ENV } from '../helpers/webhook-delivery.js';

const LONG = 120_000;

if (!existsSync(CHROMIUM)) {
  describe('console in a real browser', () => {
    it.skip(NO_BROWSER_REASON, () => {});
  });
} else {
  describe('console in a real browser (Debian chromium through playwright-core)', () => {
    let stack: TestStack;
    let server: ServerType;
    let base: string;
    let browser: Browser;
    let page: Page;
    let alice: TestAccount;
    let bob: TestAccount;
    let bobRun: string;
    let signInUrl: string;
    let trainingRunId: string;

    const shot = (name: string) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
    /** What the page's own fetch gets: the session cookie (and nothing else) authenticates it. */
    const statusInPage = (path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
      page.evaluate(async ([p, i]) => (await fetch(p, i)).status, [path, init] as const);

    beforeAll(async () => {
      await mkdir(SCREENSHOTS, { recursive: true });
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      stack = await startStack({ env: { PUBLIC_BASE_URL: base, LOCAL_COMPUTE_TIERS: 'cpu', LEROBOT_TRAIN: '/nonexistent/lerobot-train', ...LOCAL_RECEIVERS_ENV } });
      server = serve({ fetch: stack.app.fetch, port, hostname: '127.0.0.1' });
      alice = await stack.createAccount({ credits: 5000, name: 'alice' });
      bob = await stack.createAccount({ credits: 5000, name: 'bob' });
      await pushTinyDataset(stack, 'demo/tiny', { episodes: 2, frames: 8 });
      await stack.deps.hub.push('lab/so101-record-test', SO101_RECORD_TEST, { message: 'so101' });
      bobRun = (await createAugmentation(stack, bob, { source: { repo_id: 'demo/tiny' }, instructions: "bob's relight", config: { relight: { top: { exposure: 1 } } } })).id;
      ({ browser, page } = await openConsoleBrowser());
    }, LONG);
    afterAll(async () => {
      await browser?.close();
      await new Promise((resolve) => server?.close(resolve));
      await stack?.stop();
    });

    it('signs in through a one-time link printed by the admin CLI', async () => {
      const cli = await runAdminCli(['users', 'create', alice.account.id, '--email', 'alice@example.com'], { DATABASE_URL: stack.config.databaseUrl, PUBLIC_BASE_URL: base });
      expect(cli.code, cli.stderr).toBe(0);
      signInUrl = cli.stdout.split('\n')[0]!.trim();
      expect(signInUrl).toMatch(new RegExp(`^${base}/console/sign-in\\?token=[A-Za-z0-9_-]{43}$`));

      await page.goto(signInUrl);
      await shot('sign-in');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${base}/console/`, { waitUntil: 'commit' }).catch(async (error: unknown) => {
        await shot('sign-in-failed');
        throw new Error(`${String(error)}\n${page.url()}\n${(await page.content()).slice(0, 2000)}`);
      });
      await page.getByRole('heading', { name: 'Runs' }).waitFor();
      expect(await page.getByText('alice@example.com').isVisible()).toBe(true);

      const cookie = (await page.context().cookies()).find((c) => c.name === 'rlp_session')!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', secure: false });
      // The link works once.
      const again = await browser.newPage();
      await again.goto(signInUrl);
      await again.getByRole('button', { name: 'Sign in' }).click();
      await again.getByText('already used or has expired').waitFor();
      await again.close();
    });

    it('writes need the CSRF token from the console; reads with the session follow the API rules', async () => {
      expect(await statusInPage('/v1/credits')).toBe(200);
      expect(await statusInPage('/v1/keys', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'x', scopes: ['usage:read'] }) })).toBe(403);
      const cookie = (await page.context().cookies()).find((c) => c.name === 'rlp_session')!;
      const csrf = (await page.evaluate(async () => (await (await fetch('/console/session')).json()) as { csrf_token: string })).csrf_token;
      const crossSite = await fetch(`${base}/v1/keys`, {
        method: 'POST',
        headers: { Cookie: `rlp_session=${cookie.value}`, 'X-CSRF-Token': csrf, Origin: 'https://evil.example', 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'x', scopes: ['usage:read'] }),
      });
      expect(crossSite.status).toBe(403);
    });

    let relightId: string;
    let liveId: string;
    it('creates a key in the console, relights with it through `rlp`, revokes it and sees 401', async () => {
      await page.getByRole('link', { name: 'API keys' }).click();
      await page.getByRole('heading', { name: 'Platform API keys' }).waitFor();
      await page.getByLabel('Name').fill('console-made');
      await page.getByLabel('augmentations:write').check();
      await page.getByLabel('Expires in (days; empty: never)').fill('30');
      await page.getByRole('button', { name: 'Create key' }).click();
      const key = (await page.locator('#new-key').textContent())!.trim();
      expect(key).toMatch(/^svc_[A-Za-z0-9_-]{40}$/);
      await shot('keys-created');

      const me = await fetch(`${base}/v1/keys/me`, { headers: { Authorization: `Bearer ${key}` } });
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ name: 'console-made', account_id: alice.account.id, scopes: expect.arrayContaining(['augmentations:write', 'usage:read']) });
      // The user CLI with the key from the console: a relight followed to completion.
      const cli = await rlp(['relight', 'demo/tiny', '--camera', 'top', '--exposure', '-1', '--follow', '--json'], {
        RLP_API_KEY: key,
        RLP_BASE_URL: base,
        XDG_CONFIG_HOME: join(SCREENSHOTS, '.rlp-config'),
      });
      expect(cli.code, `${cli.stdout}\n${cli.stderr}`).toBe(0);
      const followed = JSON.parse(cli.stdout.trim().split('\n').at(-1)!) as { id: string; status: string };
      expect(followed.status).toBe('succeeded');
      relightId = followed.id;
      // And one left running, to watch in the runs list.
      const created = await fetch(`${base}/v1/augmentations`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ source: { repo_id: 'demo/tiny' }, instructions: 'warmer light on the front camera', config: { relight: { front: { temperature: 4000 } } } }),
      });
      expect(created.status, await created.clone().text()).toBe(201);
      liveId = ((await created.json()) as { id: string }).id;

      // Shown once: after "Done" the page lists the key by its redacted start only.
      await page.getByRole('button', { name: 'Done' }).click();
      expect(await page.locator('#new-key').count()).toBe(0);
      const row = page.locator('tr', { hasText: 'console-made' });
      expect(await row.textContent()).toContain(`${key.slice(0, 16)}…`);
      expect(await row.textContent()).not.toContain(key);
      page.once('dialog', (dialog) => void dialog.accept());
      await row.getByRole('button', { name: 'Revoke console-made' }).click();
      await row.getByText('revoked').waitFor();
      await shot('keys');
      const after = await fetch(`${base}/v1/keys/me`, { headers: { Authorization: `Bearer ${key}` } });
      expect(after.status).toBe(401);
    }, LONG * 2);

    it('watches a relight finish in the runs list, then shows the CLI relight’s before/after frames', async () => {
      await page.getByRole('link', { name: 'Runs' }).click();
      await page.locator(`tr[data-run="${liveId}"]`).waitFor();
      // The list polls: the same document (a mark set now survives, so no reload) shows the run succeeded.
      await page.evaluate(() => ((globalThis as unknown as { stayed: boolean }).stayed = true));
      await page.locator(`tr[data-run="${liveId}"][data-status="succeeded"]`).waitFor({ timeout: LONG });
      expect(await page.evaluate(() => (globalThis as unknown as { stayed?: boolean }).stayed)).toBe(true);
      await shot('runs');

      const row = page.locator(`tr[data-run="${relightId}"]`);
      await row.getByRole('link', { name: relightId }).click();
      await page.getByRole('heading', { name: `Augmentation ${relightId}` }).waitFor();
      const before = page.getByAltText('top before relighting');
      const after = page.getByAltText('top after relighting');
      await expect.poll(() => before.evaluate((img) => (img as unknown as { complete: boolean; naturalWidth: number }).complete && (img as unknown as { naturalWidth: number }).naturalWidth), { timeout: 60_000 }).toBe(480);
      await expect.poll(() => after.evaluate((img) => (img as unknown as { complete: boolean; naturalWidth: number }).complete && (img as unknown as { naturalWidth: number }).naturalWidth), { timeout: 60_000 }).toBe(480);
      expect(await page.locator('a[download]').count()).toBeGreaterThan(3);
      await shot('augmentation');
    }, LONG * 2);

    it('draws a training run’s loss curve from its logs', async () => {
      const response = await stack.request('/v1/training_runs', {
        method: 'POST',
        headers: alice.headers,
        json: { dataset: { uri: 'lab/so101-record-test' }, policies: ['mlp'], hardware_tier: 'cpu', config: { steps: 400, batch_size: 32, save_freq: 200 } },
      });
      expect(response.status, await response.clone().text()).toBe(201);
      const id = ((await response.json()) as { data: { id: string }[] }).data[0]!.id;
      trainingRunId = id;
      await page.goto(`${base}/console/runs/${id}`);
      await page.getByRole('heading', { name: `Training run ${id}` }).waitFor();
      await page.locator('tr', { hasText: 'checkpoint-400.zip' }).waitFor({ timeout: LONG });
      await expect.poll(() => page.locator('#loss-chart').getAttribute('data-points'), { timeout: 30_000 }).not.toBe('0');
      expect(Number(await page.locator('#loss-chart').getAttribute('data-points'))).toBeGreaterThan(3);
      expect(await page.locator('#loss-chart canvas').count()).toBeGreaterThan(0);
      await page.getByText('succeeded').first().waitFor({ timeout: LONG });
      await shot('training-run');
    }, LONG * 2);

    it('warns on a training run whose held-out loss rises, and names its best checkpoint', async () => {
      // Two short synthetic episodes, one held out: the MLP memorises the other and its held-out loss rises after step 10.
      await pushTinyDataset(stack, 'demo/overfit', { episodes: 2, frames: 40 });
      const response = await stack.request('/v1/training_runs', {
        method: 'POST',
        headers: alice.headers,
        json: { dataset: { uri: 'demo/overfit' }, policies: ['mlp'], hardware_tier: 'cpu', config: { steps: 30, batch_size: 8, save_freq: 10 } },
      });
      expect(response.status, await response.clone().text()).toBe(201);
      const id = ((await response.json()) as { data: { id: string }[] }).data[0]!.id;
      await page.goto(`${base}/console/runs/${id}`);
      await page.getByRole('heading', { name: `Training run ${id}` }).waitFor();
      await page.getByText('succeeded').first().waitFor({ timeout: LONG });
      const run = (await (await stack.request(`/v1/training_runs/${id}`, { headers: alice.headers })).json()) as { eval: { warning: string | null; best_checkpoint: { step: number } | null } };
      expect(run.eval.warning).toMatch(/overfits the training episodes; use the checkpoint at step \d+/);
      const warning = page.getByRole('alert').filter({ hasText: 'Overfitting' });
      await warning.waitFor();
      expect(await warning.textContent()).toContain(run.eval.warning!);
      expect(await page.locator('.best-checkpoint').textContent()).toContain(`step ${run.eval.best_checkpoint!.step}`);
      // The checkpoint it names is marked in the list, with its download.
      await page.locator('tr', { hasText: `checkpoint-${run.eval.best_checkpoint!.step}.zip` }).filter({ hasText: 'best held-out loss' }).waitFor();
      await shot('training-run-overfit');
    }, LONG * 2);

    it("lists each run under its kind with its view's summary and opens its page from the kind's own folder (the shared check the toy kind's test runs too)", async () => {
      expect(await expectRunsShownInConsole(page, base, [relightId, trainingRunId])).toEqual(['augmentation', 'training_run']);
    }, LONG);

    it('shows the balance, the daily chart and the ledger', async () => {
      await page.getByRole('link', { name: 'Usage' }).click();
      await page.getByRole('heading', { name: 'Usage and credits' }).waitFor();
      await page.locator('#usage-chart canvas').waitFor();
      await page.locator('table.ledger tr', { hasText: relightId }).first().waitFor();
      await shot('usage');
    });

    it("answers another account's run as not found, on the page and on the API", async () => {
      await page.goto(`${base}/console/runs/${bobRun}`);
      await page.getByText(`No such resource: '${bobRun}'.`).waitFor();
      expect(await statusInPage(`/v1/augmentations/${bobRun}`)).toBe(404);
      expect(await statusInPage(`/v1/augmentations/${bobRun}/frames?camera=top&side=source`)).toBe(404);
      await page.goto(`${base}/console/runs`);
      await page.getByRole('heading', { name: 'Runs' }).waitFor();
      expect(await page.locator(`tr[data-run="${bobRun}"]`).count()).toBe(0);
    });

    it('reads well at phone width', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${base}/console/runs/${relightId}`);
      await page.getByAltText('top after relighting').waitFor();
      expect(await page.evaluate(() => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await shot('augmentation-phone');
      await page.setViewportSize({ width: 1280, height: 900 });
    });

    it('signs out: the session stops working at once', async () => {
      await page.goto(`${base}/console/webhooks`);
      await page.getByRole('heading', { name: 'Webhooks' }).waitFor();
      await page.getByLabel('URL').fill('http://127.0.0.1:9/hooks');
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      expect(await page.locator('.secret-value').textContent()).toMatch(/^whsec_/);
      await page.getByRole('button', { name: 'Done' }).click();
      await page.getByRole('button', { name: 'Send test event' }).click();
      await page.locator('tr', { hasText: 'webhook_endpoint.test' }).waitFor();
      await shot('webhooks');
      await page.getByRole('link', { name: 'Events' }).click();
      await page.getByLabel('Type or pattern').fill('augmentation.*');
      await page.getByRole('button', { name: 'Filter' }).click();
      await page.waitForURL(/type=augmentation/);
      await expect.poll(() => page.locator('tr', { hasText: 'webhook_endpoint.test' }).count()).toBe(0);
      await page.locator('tr', { hasText: relightId }).first().waitFor();
      await shot('events');
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByRole('heading', { name: 'Signed out' }).waitFor();
      expect(await statusInPage('/v1/credits')).toBe(401);
    });
  });
}
