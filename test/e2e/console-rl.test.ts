import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCli } from '../helpers/admin-cli.js';
import { CHROMIUM, NO_BROWSER_REASON, SCREENSHOTS, freePort, openConsoleBrowser } from '../helpers/console-browser.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { rlp, type RlpResult } from '../helpers/rlp-cli.js';
import { rlEnded, waitForRlRun, type RlBody } from '../helpers/rl-runs.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';
import { MODELS_DIR } from '../helpers/twin-job.js';
import { requireSimEnvironment } from '../helpers/twins.js';

const LONG = 120_000;

if (!existsSync(CHROMIUM)) {
  describe('an RL run in the console', () => {
    it.skip(NO_BROWSER_REASON, () => {});
  });
} else {
  describe('an RL run in the console and through rlp (one small reach run)', () => {
    let stack: TestStack;
    let server: ServerType;
    let base: string;
    let browser: Browser;
    let page: Page;
    let alice: TestAccount;
    let home: Awaited<ReturnType<typeof makeTempDir>>;
    let done: RlBody;

    const shot = (name: string) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
    /** What the page's own fetch gets with the session cookie: status, content type and length. */
    const fetchInPage = (url: string) =>
      page.evaluate(async (u) => {
        const response = await fetch(u);
        const body = await response.arrayBuffer();
        return { status: response.status, type: response.headers.get('content-type'), bytes: body.byteLength };
      }, url);
    const rlpAsAlice = (args: string[]): Promise<RlpResult> => rlp(args, { XDG_CONFIG_HOME: join(home.path, 'config'), RLP_API_KEY: alice.apiKey, RLP_BASE_URL: base });
    const explain = (result: RlpResult) => `exit ${result.code}\nstdout:\n${result.stdout}\nstderr:\n${result.stderr}`;

    beforeAll(async () => {
      await requireSimEnvironment();
      await mkdir(SCREENSHOTS, { recursive: true });
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      stack = await startStack({ env: { PUBLIC_BASE_URL: base, SIM_MODELS_DIR: MODELS_DIR } });
      server = serve({ fetch: stack.app.fetch, port, hostname: '127.0.0.1' });
      alice = await stack.createAccount({ credits: 100, name: 'alice', features: ['rl_runs'] });
      home = await makeTempDir('console-rl');
      ({ browser, page } = await openConsoleBrowser());
      const cli = await runAdminCli(['users', 'create', alice.account.id, '--email', 'alice@example.com'], { DATABASE_URL: stack.config.databaseUrl, PUBLIC_BASE_URL: base });
      if (cli.code !== 0) throw new Error(cli.stderr);
      await page.goto(cli.stdout.split('\n')[0]!.trim());
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { name: 'Runs' }).waitFor();
    }, LONG);
    afterAll(async () => {
      await browser?.close();
      await new Promise((resolve) => server?.close(resolve));
      await stack?.stop();
      await home?.cleanup();
    });

    it('lists the run while it trains (phase, progress, live metrics) and it finishes packaged', async () => {
      const created = await stack.request('/v1/rl_runs', {
        method: 'POST',
        headers: alice.headers,
        json: { spec: { robot: 'so101', objective: { type: 'reach' }, budget: { env_steps: 2048, n_envs: 2 } } },
      });
      expect(created.status).toBe(201);
      const id = ((await created.json()) as { data: RlBody[] }).data[0]!.id as string;
      await page.goto(`${base}/console/runs?kind=rl_run`);
      const row = page.locator(`tr[data-run="${id}"]`);
      await row.waitFor();
      await expect(row.textContent()).resolves.toContain('RL run');
      await expect(row.textContent()).resolves.toContain('so101 · reach');
      done = await waitForRlRun(stack, alice, id, rlEnded);
      expect(done, JSON.stringify(done.error)).toMatchObject({ status: 'succeeded', phase: 'completed' });
      await page.locator(`tr[data-run="${id}"][data-status="succeeded"]`).waitFor({ timeout: LONG });
      await expect(row.textContent()).resolves.toMatch(/env steps · success \d+%/);
      // The verdict stands beside the status, coloured by the verdict: a failing policy never looks green.
      const badge = row.locator(`.status[data-verdict="${done.verdict}"]`);
      await expect(badge.textContent()).resolves.toMatch(new RegExp(`^succeeded · ${done.verdict} \\d+/100$`));
      await expect(badge.getAttribute('class')).resolves.toContain(done.verdict === 'pass' ? 'status-succeeded' : 'status-failed');
    }, 900_000);

    it('its page draws the reward curve by term, plays the clip, shows the verdict, its checks and the judge, and links the ONNX', async () => {
      await page.goto(`${base}/console/runs/${done.id}`);
      await page.getByRole('heading', { name: `RL run ${done.id}` }).waitFor();

      const chart = page.locator('#reward-chart');
      await chart.locator('canvas').waitFor();
      const curve = (await (await stack.request(`/v1/rl_runs/${done.id}/metrics`, { headers: alice.headers })).json()) as { data: RlBody[] };
      expect(curve.data.length).toBeGreaterThan(0);
      expect(Number(await chart.getAttribute('data-points'))).toBe(curve.data.length);
      const terms = Object.keys(curve.data.at(-1)!.reward_terms as Record<string, number>);
      expect(terms.length).toBeGreaterThan(0);
      expect((await chart.getAttribute('data-terms'))!.split(',')).toEqual(expect.arrayContaining(terms));
      // uPlot's legend names one series per term, and the success rate.
      for (const term of [...terms, 'success rate']) await expect(chart.locator('.u-legend').textContent()).resolves.toContain(term);

      const video = page.locator('video#rollout-clip');
      await video.waitFor();
      const src = (await video.getAttribute('src'))!;
      const clip = await fetchInPage(src);
      expect(clip).toMatchObject({ status: 200, type: expect.stringContaining('video/mp4') });
      expect(clip.bytes).toBeGreaterThan(1000);
      await page.waitForFunction(() => {
        const v = (globalThis as unknown as { document: { querySelector(s: string): { readyState: number; duration: number } | null } }).document.querySelector('video#rollout-clip');
        return v !== null && v.readyState >= 1 && v.duration > 0;
      }, undefined, { timeout: 30_000 });
      // A decoded frame, not just a header: seek to the middle and wait for the frame there.
      await page.evaluate('(() => { const v = document.querySelector("video#rollout-clip"); v.currentTime = v.duration / 2; })()');
      // A function, not a string: the console's CSP (no 'unsafe-eval') refuses a string evaluated in the page.
      await page.waitForFunction(() => {
        const v = (globalThis as unknown as { document: { querySelector(s: string): { readyState: number } | null } }).document.querySelector('video#rollout-clip');
        return v !== null && v.readyState >= 2;
      }, undefined, { timeout: 30_000 });
      // The poster is the bundle's poster.jpg, served as an image where the clip is.
      const poster = await fetchInPage((await video.getAttribute('poster'))!);
      expect(poster).toMatchObject({ status: 200, type: 'image/jpeg' });
      expect(poster.bytes).toBeGreaterThan(1000);

      const report = (await (await stack.request(`/v1/rl_runs/${done.id}/report`, { headers: alice.headers })).json()) as RlBody;
      await page.locator(`.verdict[data-verdict="${report.verdict}"]`).waitFor();
      for (const check of report.checks as { name: string; passed: boolean }[]) {
        await expect(page.locator(`tr[data-check="${check.name}"]`).textContent()).resolves.toContain(check.passed ? 'passed' : 'failed');
      }
      const sentences = (report.judge as { sentences: string[] }).sentences;
      expect(sentences.length).toBeGreaterThan(0);
      await expect(page.locator('#judge-sentences').textContent()).resolves.toContain(sentences[0]);
      // How it was measured: the evaluation seeds, the scene's hash and the packages, as the report states them.
      const evidence = (await page.locator('#evidence').textContent())!;
      expect(evidence).toContain((report.scene_hash as { sha256: string }).sha256);
      expect(evidence).toContain(`${(report.evaluation_config as { episodes: number }).episodes} episodes`);
      expect(evidence).toContain(`mujoco ${(report.packages as Record<string, string>).mujoco}`);

      const onnx = await fetchInPage((await page.locator('a[data-download="policy.onnx"]').getAttribute('href'))!);
      expect(onnx.status).toBe(200);
      expect(onnx.bytes).toBeGreaterThan(1000);
      const checkpointOnnx = await fetchInPage((await page.getByRole('link', { name: /^policy-\d+\.onnx$/ }).last().getAttribute('href'))!);
      expect(checkpointOnnx.status).toBe(200);
      await shot('rl-run');
    });

    it('reads well at phone width', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${base}/console/runs/${done.id}`);
      await page.locator('#reward-chart canvas').waitFor();
      // What sticks out past the viewport, to name it when this fails.
      const overflowing = await page.evaluate(`[...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > 390.5).slice(0, 8).map((el) => el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + (el.className && typeof el.className === 'string' ? '.' + el.className.split(' ').join('.') : '') + ' ' + Math.round(el.getBoundingClientRect().right) + ' ' + (el.textContent || '').trim().slice(0, 40))`);
      expect(await page.evaluate('document.documentElement.scrollWidth'), JSON.stringify(overflowing)).toBeLessThanOrEqual(390);
      await shot('rl-run-phone');
      await page.setViewportSize({ width: 1280, height: 900 });
    });

    it('rlp lists, gets and downloads it (the archive, sha256 checked); cancel of an ended run is refused', async () => {
      const list = await rlpAsAlice(['runs', 'list', '--kind', 'rl', '--json']);
      expect(list.code, explain(list)).toBe(0);
      expect(list.stdout).toContain(done.id);
      const get = await rlpAsAlice(['runs', 'get', done.id, '--json']);
      expect(get.code, explain(get)).toBe(0);
      expect(JSON.parse(get.stdout.trim().split('\n').at(-1)!)).toMatchObject({ id: done.id, object: 'rl_run', status: 'succeeded', verdict: done.verdict });
      const out = join(home.path, 'download');
      const download = await rlpAsAlice(['download', done.id, '--out', out, '--json']);
      expect(download.code, explain(download)).toBe(0);
      const archive = done.outputs.archive as { filename: string; bytes: number; sha256: string };
      const bytes = await readFile(join(out, archive.filename));
      expect(bytes.length).toBe(archive.bytes);
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(archive.sha256);
      expect(bytes.subarray(0, 2).toString()).toBe('PK');
      const cancel = await rlpAsAlice(['runs', 'cancel', done.id]);
      expect(cancel.code, explain(cancel)).not.toBe(0);
      expect(cancel.stderr).toMatch(/not_cancelable|cannot be canceled|already/i);
    });
  });
}
