import { existsSync } from 'node:fs';
import { serve, type ServerType } from '@hono/node-server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/ids.js';
import { runAdminCli } from '../helpers/admin-cli.js';
import { CHROMIUM, NO_BROWSER_REASON, freePort, openConsoleBrowser } from '../helpers/console-browser.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';

/**
 * The compare view's kind parts (kinds/<kind>/console/compare.js) over runs as they end: an RL group of two seeds
 * with their curves, and two evaluations in one twin. The rows are written as the runs' workflows leave them (no
 * job runs), so this checks what the page does with them in seconds; test/e2e/console-forms.test.ts makes them for real.
 */
if (!existsSync(CHROMIUM)) {
  describe('the compare view over RL seeds and evaluations', () => {
    it.skip(NO_BROWSER_REASON, () => {});
  });
} else {
  describe('the compare view over RL seeds and evaluations (Debian chromium through playwright-core)', () => {
    let stack: TestStack;
    let server: ServerType;
    let base: string;
    let browser: Browser;
    let page: Page;
    let alice: TestAccount;

    beforeAll(async () => {
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      stack = await startStack({ env: { PUBLIC_BASE_URL: base } });
      server = serve({ fetch: stack.app.fetch, port, hostname: '127.0.0.1' });
      alice = await stack.createAccount({ credits: 1000, name: 'alice', features: ['twins', 'rl_runs', 'evaluations'] });
      ({ browser, page } = await openConsoleBrowser());
      const cli = await runAdminCli(['users', 'create', alice.account.id, '--email', 'alice@example.com'], { DATABASE_URL: stack.config.databaseUrl, PUBLIC_BASE_URL: base });
      if (cli.code !== 0) throw new Error(cli.stderr);
      await page.goto(cli.stdout.split('\n')[0]!.trim());
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { name: 'Runs' }).waitFor();
    }, 120_000);
    afterAll(async () => {
      await browser?.close();
      await new Promise((resolve) => server?.close(resolve));
      await stack?.stop();
    });

    it('an RL group: both seeds, success across seeds (mean ± sd of their evaluations), both curves, the specs side by side', async () => {
      const group = newId('group');
      const rates = [0.4, 0.7];
      for (const [seed, rate] of rates.entries()) {
        const id = newId('rl_run');
        await stack.sql`
          insert into rl_runs (id, account_id, group_id, seed, spec, status, phase, progress, hardware_tier, success_rate, verdict, completed_at, started_at)
          values (${id}, ${alice.account.id}, ${group}, ${seed}, ${stack.sql.json({ robot: 'so101', objective: { type: 'reach' }, budget: { env_steps: 2048, n_envs: 2 } })},
                  'succeeded', 'completed', 1, 'cpu', ${rate}, 'fail', now(), now())`;
        for (const [i, steps] of [1024, 2048].entries()) {
          await stack.sql`insert into rl_run_metrics (run_id, env_steps, wall_seconds, mean_return, success_rate, reward_terms, episodes)
                          values (${id}, ${steps}, ${i + 1}, ${i - 1}, ${rate / (2 - i)}, ${stack.sql.json({ reach: i })}, 8)`;
        }
      }
      await page.goto(`${base}/console/compare?group=${group}`);
      await page.locator('#compare-success').waitFor();
      expect(await page.locator('table.compared tbody tr').count()).toBe(2);
      const summary = page.locator('#success-summary');
      expect(Number(await summary.getAttribute('data-mean'))).toBeCloseTo(0.55, 6);
      expect(Number(await summary.getAttribute('data-sd'))).toBeCloseTo(0.3 / Math.SQRT2, 6);
      expect(await page.locator('#compare-success').getAttribute('data-lines')).toBe('2');
      expect(await page.locator('#compare-return').getAttribute('data-lines')).toBe('2');
      expect(await page.locator('table.specs tr[data-key="seed"]').getAttribute('data-differs')).toBe('true');
      expect(await page.locator('table.specs tr[data-key="budget.env_steps"]').getAttribute('data-differs')).toBe('false');
      expect(await page.locator('table.compared a').first().textContent()).toMatch(/^rl_\w+ \(seed 0\)$/);
    }, 60_000);

    it('two evaluations in one twin: ranked by success, each labelled by its policy run, the specs side by side', async () => {
      const twinId = newId('twin');
      const ids: string[] = [];
      for (const [i, rate] of [0.3, 0.8].entries()) {
        const id = newId('evaluation');
        const policy = { type: 'training_run', run_id: `trn_policy${i}`, checkpoint: '000100', storage_key: 'x', kind: 'mlp' };
        await stack.sql`
          insert into evaluations (id, account_id, status, phase, progress, policy, twin_id, objective, episodes, randomisation, verdict, success_rate, interval_low, interval_high, completed_at, started_at)
          values (${id}, ${alice.account.id}, 'succeeded', 'completed', 1, ${stack.sql.json(policy)}, ${twinId}, ${stack.sql.json({ name: 'pick_place', parameters: {} })}, 10,
                  ${stack.sql.json({ cube_xy_m: 0.03 })}, 'fail', ${rate}, ${rate - 0.2}, ${rate + 0.1}, now(), now())`;
        ids.push(id);
      }
      await page.goto(`${base}/console/compare?runs=${ids.join(',')}`);
      await page.locator('table.ranking tbody tr').nth(1).waitFor();
      expect(await page.locator('table.ranking tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-run')))).toEqual([ids[1], ids[0]]);
      expect(await page.locator('#one-scene').textContent()).toContain(twinId);
      expect(await page.locator('table.specs tr[data-key="policy.run_id"]').getAttribute('data-differs')).toBe('true');
      expect(await page.locator('table.specs tr[data-key="twin_id"]').getAttribute('data-differs')).toBe('false');
      expect(await page.locator('table.compared a').first().textContent()).toBe(`${ids[0]} (trn_policy0)`);
    }, 60_000);
  });
}
