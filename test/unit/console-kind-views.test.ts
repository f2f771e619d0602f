import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { summaryLine as rlpSummaryLine } from '../../cli/rlp/kind-view.js';
import { readKindPage } from '../../console/assets.js';
import { PROJECT_ROOT } from '../../core/config.js';
import { RESOURCE_KINDS } from '../../core/kinds.js';
import { KIND_REGISTRY } from '../../kinds/registry.js';
import { consoleModules } from '../helpers/console-modules.js';

interface ConsoleKind {
  kind: string;
  prefix: string;
  summary(run: unknown): string;
  stage(run: unknown): string | null;
  detail: (() => Promise<unknown>) | null;
}

const modules = await consoleModules();
afterAll(modules.cleanup);
const consoleModule = modules.load;
const { CREATE_FORMS, rerunHref } = (await consoleModule('create-forms.js')) as { CREATE_FORMS: { kind: string; path: string; module: string }[]; rerunHref(kind: string, id: string): string | null };
const { summaryLine: consoleSummaryLine } = (await consoleModule('kind-view.js')) as { summaryLine(parts: readonly string[], run: unknown): string };
const { RUN_KINDS, pageModule } = (await consoleModule('kinds.js')) as { RUN_KINDS: ConsoleKind[]; pageModule(kind: string, page: string): string };

/** The folder of a kind's console pages, as its registry entry names it. */
const pagesFolder = (kind: string) => KIND_REGISTRY.find((entry) => entry.row.kind === kind)?.consolePages;
/** Where a kind's page module is on disk: in the folder its entry names, else under console/public/pages/. */
const page = (kind: string, name: string) => join(PROJECT_ROOT, pagesFolder(kind) ?? 'console/public/pages', `${name}.js`);

describe("the console's kinds, from each kind's view in the kinds table", () => {
  it('names a detail page and create form that exist, for every kind with a view', () => {
    for (const kind of RESOURCE_KINDS) {
      const view = kind.view?.console;
      if (!view) continue;
      expect(existsSync(page(kind.kind, view.page)), view.page).toBe(true);
      if (view.form) expect(existsSync(page(kind.kind, view.form.page)), view.form.page).toBe(true);
    }
  });

  it("imports a kind's pages from the folder its registry entry names, served at /console/kinds/<kind>/", () => {
    for (const entry of KIND_REGISTRY) expect(entry.consolePages, entry.row.kind).toBe(`kinds/${entry.row.kind}/console`);
    for (const kind of RESOURCE_KINDS) {
      const view = kind.view?.console;
      if (!view) continue;
      const url = pageModule(kind.kind, view.page);
      if (pagesFolder(kind.kind)) expect(url).toBe(`/console/kinds/${kind.kind}/${view.page}.js`);
      else expect(url).toMatch(new RegExp(`/pages/${view.page}\\.js$`));
      if (view.form) expect(CREATE_FORMS.find((f) => f.kind === kind.kind)!.module).toBe(pageModule(kind.kind, view.form.page));
    }
  });

  it("serves only plain .js files of a kind's console folder (no other file of the folder, no path out of it)", async () => {
    const served = await readKindPage('kinds/evaluation/console', 'evaluation.js');
    expect(served?.type).toBe('text/javascript; charset=utf-8');
    expect(served?.body.toString()).toContain("from '../../../console/public/api.js'");
    // main.js's route to the augmentation kind's second form, the video one, which no view names.
    expect(await readKindPage('kinds/augmentation/console', 'new-video.js')).not.toBeNull();
    for (const file of ['nope.js', '../api/routes.ts', '..%2Fapi%2Froutes.ts', '../../registry.ts', '.hidden.js', 'console.css', 'sub/evaluation.js', '..', '']) {
      expect(await readKindPage('kinds/evaluation/console', file), file).toBeNull();
    }
  });

  it("lists the kinds that bring a part of the compare view (kinds/<kind>/console/compare.js), each served and exporting its comparePart", async () => {
    const { COMPARE_PARTS } = (await consoleModule('resource-kinds.js')) as { COMPARE_PARTS: string[] };
    const folderOf = (kind: string) => KIND_REGISTRY.find((entry) => entry.row.kind === kind)?.consolePages;
    expect(COMPARE_PARTS).toEqual(RESOURCE_KINDS.map((k) => k.kind).filter((kind) => folderOf(kind) && existsSync(join(PROJECT_ROOT, folderOf(kind)!, 'compare.js'))));
    expect(COMPARE_PARTS.length).toBeGreaterThan(0);
    for (const kind of COMPARE_PARTS) {
      expect(await readKindPage(folderOf(kind)!, 'compare.js'), kind).not.toBeNull();
      const { comparePart } = (await import(join(PROJECT_ROOT, folderOf(kind)!, 'compare.js'))) as { comparePart: { spec: unknown } };
      expect(typeof comparePart.spec, kind).toBe('function');
    }
  });

  it('gives each kind its view\'s detail page, and none to a kind without one (pages/run.js shows it on the plain page)', () => {
    for (const kind of RUN_KINDS) {
      const detailPage = RESOURCE_KINDS.find((k) => k.kind === kind.kind)!.view?.console?.page;
      expect(kind.detail === null, kind.kind).toBe(detailPage === undefined);
    }
  });

  it('mounts each create form at /console/new/<path>, and a rerun links to it pre-filled', () => {
    expect(CREATE_FORMS.map((f) => [f.kind, f.path])).toEqual([
      ['augmentation', '/console/new/relight'],
      ['training_run', '/console/new/training_run'],
      ['twin', '/console/new/twin'],
      ['rl_run', '/console/new/rl_run'],
      ['evaluation', '/console/new/evaluation'],
    ]);
    expect(rerunHref('training_run', 'trn_1')).toBe('/console/new/training_run?from=trn_1');
    expect(rerunHref('evaluation', 'eval_1')).toBe('/console/new/evaluation?from=eval_1');
    expect(rerunHref('something_new', 'x_1')).toBeNull();
  });

  it("writes each run's runs-list line as rlp does, from the same template", () => {
    const runs = [
      { id: 'aug_1', object: 'augmentation', model: 'relight', source: { repo_id: 'demo/a' }, instructions: 'dusk' },
      { id: 'twin_1', object: 'twin', source: { repo_id: 'demo/a' }, episode_index: 3, stage: 'cameras' },
      { id: 'rl_1', object: 'rl_run', seed: 1, spec: { robot: 'so101', objective: { type: 'reach' } }, metrics: { env_steps: 2048, success_rate: 0.5, episode_return: null } },
    ];
    for (const run of runs) {
      const kind = RUN_KINDS.find((k) => run.id.startsWith(k.prefix))!;
      const view = RESOURCE_KINDS.find((k) => k.kind === run.object)!.view!;
      expect(kind.summary(run)).toBe(rlpSummaryLine(view.summary, run));
      expect(consoleSummaryLine(view.summary, run)).toBe(rlpSummaryLine(view.summary, run));
    }
    expect(RUN_KINDS.find((k) => k.kind === 'rl_run')!.summary(runs[2])).toBe('so101 · reach in the stock scene · seed 1 · 2,048 env steps · success 50%');
    expect(RUN_KINDS.find((k) => k.kind === 'twin')!.stage(runs[1])).toBe('cameras');
  });
});
