import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { summaryLine } from '../../cli/rlp/kind-view.js';
import type { PublishedKind } from '../../core/kinds.js';
import { kindPagesUrl } from '../../console/kinds-module.js';

/** The kinds a served app mounts, as its OpenAPI document publishes them (`x-resource-kinds`): what its console shows. */
export async function servedKinds(base: string): Promise<PublishedKind[]> {
  const document = (await (await fetch(`${base}/v1/openapi.json`)).json()) as { 'x-resource-kinds': PublishedKind[] };
  return document['x-resource-kinds'];
}

/** What went wrong in the page while `work` ran: script errors, console errors (a list the account may not read aside) and 5xx answers. */
async function complaintsDuring(page: Page, work: () => Promise<void>): Promise<string[]> {
  const complaints: string[] = [];
  const onError = (error: Error) => complaints.push(`page error: ${error.message}`);
  // The runs list asks every kind's list; a kind whose feature the account lacks answers 403, which the browser logs and the page notes.
  const onConsole = (message: { type(): string; text(): string }) =>
    message.type() === 'error' && !message.text().startsWith('Failed to load resource') && complaints.push(`console error: ${message.text()}`);
  const onResponse = (response: { status(): number; url(): string }) => response.status() >= 500 && complaints.push(`${response.status()} ${response.url()}`);
  page.on('pageerror', onError);
  page.on('console', onConsole);
  page.on('response', onResponse);
  try {
    await work();
  } finally {
    page.off('pageerror', onError);
    page.off('console', onConsole);
    page.off('response', onResponse);
  }
  return complaints;
}

/**
 * For each run (of any kind the app at `base` mounts), in a page signed in to its console as the run's owner: the runs
 * list filtered to the run's kind shows its row with the kind's label and its summary (the kind's view over the run as
 * the API returns it; the id for a kind without a view), and the run's page shows a heading naming it, drawn by the
 * kind's own page module (loaded from /console/kinds/<kind>/) where its view names one; with no script error, console
 * error or 5xx on the way. Returns the kinds it saw, so a caller can check it covered every kind it mounts.
 */
export async function expectRunsShownInConsole(page: Page, base: string, runIds: readonly string[]): Promise<string[]> {
  const kinds = await servedKinds(base);
  const seen: string[] = [];
  for (const id of runIds) {
    const kind = kinds.find((k) => id.startsWith(k.prefix));
    expect(kind, `${id}: a kind the app mounts`).toBeDefined();
    const complaints = await complaintsDuring(page, async () => {
      await page.goto(`${base}/console/runs?kind=${kind!.kind}`);
      const row = page.locator(`tr[data-run="${id}"]`);
      await row.waitFor();
      expect(await row.locator('td').nth(2).textContent()).toBe(kind!.label);
      // The summary as the kind's view writes it from the run the API returns now (a live run's line follows it).
      const summaryNow = async () => {
        const run = await page.evaluate(async (path) => (await fetch(path)).json() as Promise<Record<string, unknown>>, `${kind!.path}/${id}`);
        const expected = (kind!.view && summaryLine(kind!.view.summary, run)) || id;
        return (await row.locator('td.summary').textContent()) === expected ? expected : `row shows '${await row.locator('td.summary').textContent()}', view writes '${expected}'`;
      };
      await expect.poll(summaryNow, { timeout: 30_000 }).not.toMatch(/^row shows /);

      await page.goto(`${base}/console/runs/${id}`);
      await page.locator('h1', { hasText: id }).waitFor();
      const detail = kind!.view?.console?.page;
      if (detail) {
        const module = `${kindPagesUrl(kind!.kind)}${detail}.js`;
        const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
        expect(loaded, `${kind!.kind}'s page module`).toContain(module);
      }
    });
    expect(complaints, `${id} in the console`).toEqual([]);
    seen.push(kind!.kind);
  }
  return seen;
}
