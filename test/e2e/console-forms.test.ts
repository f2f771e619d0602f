import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCli } from '../helpers/admin-cli.js';
import { CHROMIUM, NO_BROWSER_REASON, SCREENSHOTS, freePort, openConsoleBrowser } from '../helpers/console-browser.js';
import { seedDemoDataset } from '../helpers/demo-dataset.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';
import { MODELS_DIR } from '../helpers/twin-job.js';
import { waitForEvaluation } from '../helpers/evaluations.js';
import { rlEnded, waitForRlRun } from '../helpers/rl-runs.js';
import { requireSimEnvironment, waitForTwin } from '../helpers/twins.js';

const LONG = 240_000;
const DEMO = 'demo/so101-pick-place';

if (!existsSync(CHROMIUM)) {
  describe('create forms and the compare view in the console', () => {
    it.skip(NO_BROWSER_REASON, () => {});
  });
} else {
  describe('create forms and the compare view in the console (Debian chromium through playwright-core)', () => {
    let stack: TestStack;
    let server: ServerType;
    let base: string;
    let browser: Browser;
    let page: Page;
    let alice: TestAccount;
    /** Every create the page sent: its path and Idempotency-Key. */
    const creates: { url: string; key: string | null }[] = [];

    const shot = (name: string) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
    const fieldError = (name: string) => page.locator(`[data-field="${name}"] .field-error`);
    const apiGet = async (path: string) => (await (await stack.request(path, { headers: alice.headers })).json()) as Record<string, any>;
    /** Fills the form's field (by the name the API's `param` maps to). */
    const fill = (name: string, value: string) => page.locator(`[data-field="${name}"] input`).fill(value);
    const choose = (name: string, value: string) => page.locator(`[data-field="${name}"] select`).selectOption(value);

    beforeAll(async () => {
      await requireSimEnvironment();
      await mkdir(SCREENSHOTS, { recursive: true });
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      // One CPU slot: a training run made while the relight works waits for it, queued.
      stack = await startStack({ env: { PUBLIC_BASE_URL: base, LOCAL_COMPUTE_TIERS: 'cpu', LOCAL_COMPUTE_SLOTS: 'cpu=1,*=1', LEROBOT_TRAIN: '/nonexistent/lerobot-train', SIM_MODELS_DIR: MODELS_DIR, TWIN_CALIBRATE_CAMERAS: 'true' } });
      server = serve({ fetch: stack.app.fetch, port, hostname: '127.0.0.1' });
      alice = await stack.createAccount({ credits: 100_000, name: 'alice', features: ['twins', 'rl_runs', 'evaluations'] });
      await seedDemoDataset(stack.deps.hub);
      ({ browser, page } = await openConsoleBrowser());
      page.on('request', (request: Request) => {
        if (request.method() === 'POST' && /\/v1\/(augmentations|training_runs|twins|rl_runs)$/.test(new URL(request.url()).pathname)) {
          creates.push({ url: new URL(request.url()).pathname, key: request.headers()['idempotency-key'] ?? null });
        }
      });
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
    });

    it('answers /favicon.ico with an SVG icon', async () => {
      const response = await fetch(`${base}/favicon.ico`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(await response.text()).toMatch(/^<svg /);
    });

    let relightId: string;
    it('starts a relight from its form: errors at their field (its own checks and the API’s), an estimate, an Idempotency-Key', async () => {
      await page.getByRole('link', { name: 'New relight' }).click();
      await page.getByRole('heading', { name: 'New relight' }).waitFor();
      // A dataset the hub does not have: the API's error stands at the dataset field.
      await fill('dataset', 'demo/no-such-dataset');
      await fill('exposure', '-1');
      await page.getByRole('button', { name: 'Start relight' }).click();
      await expect.poll(() => fieldError('dataset').textContent()).toMatch(/no-such-dataset|not found|does not exist/i);
      // Out of range: refused before anything is sent.
      await fill('dataset', DEMO);
      await fill('exposure', '-9');
      const sent = creates.length;
      await page.getByRole('button', { name: 'Start relight' }).click();
      await expect(fieldError('exposure').textContent()).resolves.toContain('Between -5 and 3');
      expect(creates.length).toBe(sent);
      await fill('exposure', '-1');
      await page.locator('[data-field="dataset"]', { hasText: 'cameras' }).waitFor();
      await choose('camera', 'top');
      await page.locator('.estimate', { hasText: 'Estimate:' }).waitFor();
      await shot('new-relight');
      await page.getByRole('button', { name: 'Start relight' }).click();
      await page.waitForURL(/\/console\/runs\/aug_/);
      relightId = new URL(page.url()).pathname.split('/').at(-1)!;
      await page.getByRole('heading', { name: `Augmentation ${relightId}` }).waitFor();
      const run = await apiGet(`/v1/augmentations/${relightId}`);
      expect(run).toMatchObject({ source: { repo_id: DEMO }, config: { relight: { top: { exposure: -1 } } } });
      const create = creates.filter((c) => c.url === '/v1/augmentations').at(-1)!;
      expect(create.key).toMatch(/^[0-9a-f-]{36}$/);
    }, LONG);

    let trainingId: string;
    it('starts a training run (100 steps) that waits queued behind the relight, then trains', async () => {
      await page.goto(`${base}/console/new/training_run`);
      await page.getByRole('heading', { name: 'New training run' }).waitFor();
      await fill('dataset', DEMO);
      await choose('policy', 'mlp');
      await fill('steps', '100');
      await choose('tier', 'cpu');
      await page.locator('.estimate', { hasText: 'Estimate:' }).waitFor();
      await page.getByRole('button', { name: 'Start training' }).click();
      await page.waitForURL(/\/console\/runs\/trn_/);
      trainingId = new URL(page.url()).pathname.split('/').at(-1)!;
      await page.getByRole('heading', { name: `Training run ${trainingId}` }).waitFor();
      expect(await apiGet(`/v1/training_runs/${trainingId}`)).toMatchObject({ policy: 'mlp', hardware_tier: 'cpu', config: { steps: 100 } });
      // Behind the relight on the one CPU slot: "queued" and its place, never a 0 % bar.
      await page.goto(`${base}/console/runs`);
      const row = page.locator(`tr[data-run="${trainingId}"]`);
      await row.locator('[data-queued="true"]').waitFor({ timeout: LONG });
      expect(await row.locator('progress').count()).toBe(0);
      await shot('runs-queued');
      await page.locator(`tr[data-run="${trainingId}"][data-status="succeeded"]`).waitFor({ timeout: LONG });
    }, LONG * 2);

    let rerunId: string;
    it('runs the training again from its page, pre-filled, with more steps', async () => {
      await page.goto(`${base}/console/runs/${trainingId}`);
      await page.getByRole('link', { name: 'Run again' }).click();
      await page.getByRole('heading', { name: 'New training run' }).waitFor();
      expect(await page.locator('[data-field="dataset"] input').inputValue()).toBe(DEMO);
      expect(await page.locator('[data-field="steps"] input').inputValue()).toBe('100');
      expect(await page.locator('[data-field="policy"] select').inputValue()).toBe('mlp');
      await fill('steps', '200');
      await page.getByRole('button', { name: 'Start training' }).click();
      await page.waitForURL(/\/console\/runs\/trn_/);
      rerunId = new URL(page.url()).pathname.split('/').at(-1)!;
      expect(rerunId).not.toBe(trainingId);
      expect(await apiGet(`/v1/training_runs/${rerunId}`)).toMatchObject({ policy: 'mlp', dataset: { uri: DEMO }, config: { steps: 200 } });
      // Its loss legend shows numbers before any hover.
      await page.locator(`text=succeeded`).first().waitFor({ timeout: LONG });
      await page.locator('#loss-chart canvas').waitFor();
      await expect.poll(() => page.locator('#loss-chart .u-legend .u-value').allTextContents(), { timeout: 30_000 }).toEqual(expect.arrayContaining([expect.stringMatching(/^\d/)]));
      expect(await page.locator('#loss-chart .u-legend .u-series:nth-child(2) .u-value').textContent()).not.toBe('--');
    }, LONG * 2);

    it('compares the two training runs: loss curves overlaid with a legend, the specs side by side with the difference marked', async () => {
      await page.goto(`${base}/console/runs?kind=training_run`);
      await page.locator(`tr[data-run="${trainingId}"] input[name="compare"]`).check();
      await page.locator(`tr[data-run="${rerunId}"] input[name="compare"]`).check();
      await page.getByRole('button', { name: 'Compare selected (2)' }).click();
      await page.waitForURL(/\/console\/compare\?runs=/);
      const chart = page.locator('#compare-loss');
      await chart.locator('canvas').waitFor();
      expect(await chart.getAttribute('data-lines')).toBe('2');
      const legend = (await chart.locator('.u-legend').textContent())!;
      expect(legend).toContain(trainingId);
      expect(legend).toContain(rerunId);
      expect(await page.locator('table.specs tr[data-key="config.steps"]').getAttribute('data-differs')).toBe('true');
      expect(await page.locator('table.specs tr[data-key="dataset"]').getAttribute('data-differs')).toBe('false');
      await shot('compare-training');
    });

    let twinId: string;
    it('builds a twin of demo episode 0 after showing the free validation, then trains RL in it (two seeds) and compares the group', async () => {
      await page.goto(`${base}/console/new/twin`);
      await page.getByRole('heading', { name: 'New twin' }).waitFor();
      await fill('dataset', DEMO);
      await fill('episode', '9999');
      await expect.poll(() => fieldError('episode').textContent(), { timeout: 30_000 }).toBeTruthy();
      await fill('episode', '0');
      await page.locator('.validation[data-ok="true"]').waitFor({ timeout: 30_000 });
      expect(await page.locator('.validation').textContent()).toContain('tokens');
      await shot('new-twin');
      await page.getByRole('button', { name: 'Build twin' }).click();
      await page.waitForURL(/\/console\/runs\/twin_/);
      twinId = new URL(page.url()).pathname.split('/').at(-1)!;
      const twin = await waitForTwin(stack, alice, twinId, (t) => ['succeeded', 'failed', 'canceled'].includes(t.status as string), [], 600_000);
      expect(twin.status, JSON.stringify(twin.error)).toBe('succeeded');
      // The twin page shows each solved camera's check image (recording | render | overlay), loaded through the files route.
      await page.locator('img.camera-check').nth(1).waitFor({ timeout: 30_000 });
      type LoadedImage = { decode(): Promise<void>; naturalWidth: number; alt: string };
      const checks: [string, number][] = await page.locator('img.camera-check').evaluateAll((images) =>
        Promise.all((images as unknown as LoadedImage[]).map((image) => image.decode().then((): [string, number] => [image.alt, image.naturalWidth]))),
      );
      expect(checks.map(([alt]) => alt)).toEqual(['Camera front: recording, render and overlay at three moments', 'Camera top: recording, render and overlay at three moments']);
      for (const [, width] of checks) expect(width).toBeGreaterThan(0);
      await shot('twin-cameras');

      await page.getByRole('link', { name: 'Train RL in this twin' }).click({ timeout: 30_000 });
      await page.getByRole('heading', { name: 'New RL run' }).waitFor();
      expect(await page.locator('[data-field="twin"] select').inputValue()).toBe(twinId);
      await choose('objective', 'reach');
      await fill('seeds', '2');
      await fill('env_steps', '2048');
      await fill('n_envs', '2');
      await page.locator('.validation[data-ok="true"]').waitFor({ timeout: 30_000 });
      await shot('new-rl-run');
      await page.getByRole('button', { name: 'Start RL' }).click();
      await page.waitForURL(/\/console\/compare\?group=/);
      const group = new URL(page.url()).searchParams.get('group')!;
      const runs = (await apiGet(`/v1/rl_runs?group_id=${group}`)).data as Record<string, any>[];
      expect(runs.map((r) => r.seed).sort()).toEqual([0, 1]);
      for (const run of runs) expect(run.spec).toMatchObject({ objective: { type: 'reach' }, scene: { twin_id: twinId }, budget: { env_steps: 2048, n_envs: 2 } });
      for (const run of runs) await page.locator(`table.compared tr[data-run="${run.id}"]`).waitFor();
      await page.locator('#compare-success').waitFor();
      // Mean ± sd success across the seeds: once both are packaged, their evaluation success rates.
      const ended = await Promise.all(runs.map((run) => waitForRlRun(stack, alice, run.id as string, rlEnded)));
      for (const run of ended) expect(run.status, JSON.stringify(run.error)).toBe('succeeded');
      const rates = ended.map((run) => run.success_rate as number);
      const mean = (rates[0]! + rates[1]!) / 2;
      const summary = page.locator('#success-summary');
      await page.locator('p', { hasText: 'each measured on its fixed evaluation episodes' }).waitFor({ timeout: 30_000 });
      expect(Number(await summary.getAttribute('data-mean'))).toBeCloseTo(mean, 6);
      expect(Number(await summary.getAttribute('data-sd'))).toBeCloseTo(Math.abs(rates[0]! - rates[1]!) / Math.SQRT2, 6);
      expect(await summary.textContent()).toMatch(/^\d+% ± \d+\.\d pts$/);
      expect(await page.locator('table.specs tr[data-key="seed"]').getAttribute('data-differs')).toBe('true');
      expect(await page.locator('table.specs tr[data-key="scene.twin_id"]').getAttribute('data-differs')).toBe('false');
      // The RL key's idempotency: every create the forms sent carried its own key.
      expect(creates.every((c) => c.key !== null)).toBe(true);
      expect(new Set(creates.map((c) => c.key)).size).toBe(creates.length);
      await shot('compare-rl-group');
    }, 900_000);

    it("scores a training run's checkpoints in the twin (best by success, a null held-out loss shown) and ranks two policies' evaluations there", async () => {
      const pageErrors: Error[] = [];
      page.on('pageerror', (error) => pageErrors.push(error));
      const post = async (path: string, json: unknown) => {
        const response = await stack.request(path, { method: 'POST', headers: alice.headers, json });
        const body = (await response.json()) as Record<string, any>;
        expect(response.status, JSON.stringify(body)).toBe(201);
        return body;
      };
      // Held-out evaluation off: the trainer's only held-out loss is at the last step, so checkpoint 30's is null.
      const [scored, ...evaluations] = await Promise.all([
        post('/v1/training_runs', { dataset: { uri: DEMO }, policies: ['mlp'], hardware_tier: 'cpu', config: { steps: 60, batch_size: 16, save_freq: 30, eval_enabled: false, evaluation: { twin_id: twinId, episodes: 2 } } }),
        post('/v1/evaluations', { policy: { training_run_id: trainingId }, twin_id: twinId, episodes: 3 }),
        post('/v1/evaluations', { policy: { training_run_id: rerunId }, twin_id: twinId, episodes: 3 }),
      ]);
      const scoredId = scored.data[0].id as string;
      await page.goto(`${base}/console/runs/${scoredId}`);
      await page.getByRole('heading', { name: `Training run ${scoredId}` }).waitFor();
      await page.locator('#checkpoint-success').waitFor();
      await page.locator('.best-checkpoint', { hasText: 'chosen by success rate in the twin' }).waitFor({ timeout: LONG });
      const run = await apiGet(`/v1/training_runs/${scoredId}`);
      const best = run.eval.best_checkpoint as { step: number; held_out_loss: number | null; success_rate: number };
      const scores = run.eval.checkpoint_evaluations as { step: number; 'eval/success_rate': number; held_out_loss: number | null }[];
      expect(scores.map((s) => [s.step, s.held_out_loss === null])).toEqual([[30, true], [60, false]]);
      const bestText = (await page.locator('.best-checkpoint').textContent())!;
      expect(bestText).toMatch(new RegExp(`^step ${best.step} \\(success ${Math.round(best.success_rate * 100)}%(, held-out loss [\\d.e+-]+)?\\), chosen by success rate in the twin, held-out loss breaking ties$`));
      // A best chosen by success names its held-out loss only when it has one.
      expect(/%, held-out loss [\d.e+-]+\)/.test(bestText)).toBe(best.held_out_loss !== null);
      expect(await page.locator('#checkpoint-success').getAttribute('data-points')).toBe('2');
      await page.locator('#checkpoint-success canvas').waitFor();
      expect(await page.locator(`#checkpoints tr[data-step="${best.step}"] .best-mark`).textContent()).toBe('best by success');
      for (const score of scores) {
        const cell = (await page.locator(`#checkpoints tr[data-step="${score.step}"] td.success`).textContent())!;
        expect(cell).toMatch(new RegExp(`^${Math.round(score['eval/success_rate'] * 100)}% of 2 episodes \\(95% interval \\d+%–\\d+%\\)$`));
      }
      await shot('training-run-checkpoint-success');

      // The evaluation page links the other evaluation in its twin; the compare view ranks the two by success.
      const ended = await Promise.all(evaluations.map((e) => waitForEvaluation(stack, alice, e.id as string)));
      for (const e of ended) expect(e.status, JSON.stringify(e.error)).toBe('succeeded');
      await page.goto(`${base}/console/runs/${ended[0]!.id}`);
      await page.getByRole('link', { name: 'Compare with 1 other evaluation in this twin' }).click();
      await page.waitForURL(/\/console\/compare\?runs=eval_/);
      await page.locator('table.ranking tbody tr').nth(1).waitFor();
      const expected = [...ended].sort((a, b) => b.success_rate - a.success_rate || b.interval.low - a.interval.low || a.id.localeCompare(b.id)).map((e) => e.id);
      expect(await page.locator('table.ranking tbody tr').evaluateAll((rows) => rows.map((r) => [r.getAttribute('data-rank'), r.getAttribute('data-run')]))).toEqual(expected.map((id, i) => [String(i + 1), id]));
      expect(await page.locator('#one-scene').textContent()).toContain(twinId);
      expect(await page.locator('#scenes-differ').count()).toBe(0);
      expect(await page.locator('table.specs tr[data-key="policy.run_id"]').getAttribute('data-differs')).toBe('true');
      expect(await page.locator('table.specs tr[data-key="twin_id"]').getAttribute('data-differs')).toBe('false');
      await shot('compare-evaluations');
      expect(pageErrors.map((e) => e.message)).toEqual([]);
    }, 900_000);
  });
}
