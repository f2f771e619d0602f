import { existsSync } from 'node:fs';
import { serve, type ServerType } from '@hono/node-server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountNamespace } from '../../db/hub-namespaces.js';
import { runAdminCli } from '../helpers/admin-cli.js';
import { CHROMIUM, NO_BROWSER_REASON, freePort, openConsoleBrowser } from '../helpers/console-browser.js';
import { seedDemoDataset } from '../helpers/demo-dataset.js';
import { SO101_RECORD_TEST } from '../helpers/shared-datasets.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';

const DEMO = 'demo/so101-pick-place';

if (!existsSync(CHROMIUM)) {
  describe('the create forms offer the datasets and tiers this account and deployment have', () => {
    it.skip(NO_BROWSER_REASON, () => {});
  });
} else {
  describe('the create forms offer the datasets and tiers this account and deployment have (Debian chromium through playwright-core)', () => {
    let stack: TestStack;
    let server: ServerType;
    let base: string;
    let browser: Browser;
    let page: Page;
    let alice: TestAccount;
    let mine: string;
    let bobs: string;

    beforeAll(async () => {
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      // No worker: nothing here runs a job. The local backend serves the cpu tier only.
      stack = await startStack({ worker: false, env: { PUBLIC_BASE_URL: base, LOCAL_COMPUTE_TIERS: 'cpu' } });
      server = serve({ fetch: stack.app.fetch, port, hostname: '127.0.0.1' });
      alice = await stack.createAccount({ credits: 100_000, name: 'alice', features: ['twins'] });
      const bob = await stack.createAccount();
      await seedDemoDataset(stack.deps.hub);
      mine = `${accountNamespace(alice.account.id)}/so101`;
      bobs = `${accountNamespace(bob.account.id)}/so101`;
      await stack.deps.hub.push(mine, SO101_RECORD_TEST, { message: 'mine', private: true });
      await stack.deps.hub.push(bobs, SO101_RECORD_TEST, { message: 'bob', private: true });
      ({ browser, page } = await openConsoleBrowser());
      const cli = await runAdminCli(['users', 'create', alice.account.id, '--email', 'alice@example.com'], { DATABASE_URL: stack.config.databaseUrl, PUBLIC_BASE_URL: base });
      if (cli.code !== 0) throw new Error(cli.stderr);
      await page.goto(cli.stdout.split('\n')[0]!.trim());
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { name: 'Runs' }).waitFor();
    }, 240_000);
    afterAll(async () => {
      await browser?.close();
      await new Promise((resolve) => server?.close(resolve));
      await stack?.stop();
    });

    const chooserOptions = () => page.locator('[data-field="dataset"] select.dataset-choice option').evaluateAll((options) => options.map((o) => o.getAttribute('value') ?? '').filter(Boolean));

    it('the training form lists the datasets the account can read (GET /v1/datasets), never another account’s; picking one fills the field', async () => {
      await page.goto(`${base}/console/new/training_run`);
      await page.getByRole('heading', { name: 'New training run' }).waitFor();
      await expect.poll(chooserOptions).toEqual(expect.arrayContaining([DEMO, mine]));
      expect(await chooserOptions()).not.toContain(bobs);
      expect(await page.locator(`select.dataset-choice option[value="${mine}"]`).textContent()).toMatch(/4 episodes · so101_follower.*private/);
      await page.locator('select.dataset-choice').selectOption(mine);
      await expect.poll(() => page.locator('[data-field="dataset"] input').inputValue()).toBe(mine);
      // The field's inspection follows the choice.
      await page.locator('[data-field="dataset"]', { hasText: 'cameras' }).waitFor();
    });

    it('greys out the tiers this deployment cannot run (the catalog says which), and the cpu estimate reads free', async () => {
      const tiers = (await (await stack.request('/v1/hardware_tiers', { headers: alice.headers })).json()) as { data: { id: string; available: boolean; reason: string | null }[] };
      expect(tiers.data.find((t) => t.id === 'cpu')).toMatchObject({ available: true, reason: null });
      for (const gpu of tiers.data.filter((t) => t.id !== 'cpu')) expect(gpu).toMatchObject({ available: false, reason: expect.stringContaining(gpu.id) });

      const disabled = await page.locator('[data-field="tier"] option').evaluateAll((options) => options.filter((o) => o.hasAttribute('disabled')).map((o) => o.getAttribute('value') ?? ''));
      expect(disabled.sort()).toEqual(tiers.data.filter((t) => !t.available).map((t) => t.id).sort());
      expect(await page.locator('[data-field="tier"] option[value="cpu"]').isDisabled()).toBe(false);

      await page.locator('[data-field="policy"] select').selectOption('mlp');
      await page.locator('[data-field="tier"] select').selectOption('cpu');
      const estimate = page.locator('.estimate', { hasText: 'Estimate:' });
      await estimate.waitFor();
      await expect.poll(() => estimate.textContent()).toMatch(/free.*cpu tier/);
      expect(await estimate.textContent()).not.toMatch(/0 tokens|GPU-hour on cpu/);
    });

    it('the relight and twin forms offer the same list', async () => {
      for (const [path, heading] of [['/console/new/relight', 'New relight'], ['/console/new/twin', 'New twin']] as const) {
        await page.goto(`${base}${path}`);
        await page.getByRole('heading', { name: heading }).waitFor();
        await expect.poll(chooserOptions).toEqual(expect.arrayContaining([DEMO, mine]));
        expect(await chooserOptions()).not.toContain(bobs);
      }
    });
  });
}
