// @ts-check
import { summaryLine } from './kind-view.js';
import { KIND_PAGE_FOLDERS, RESOURCE_KINDS } from './resource-kinds.js';

/**
 * How the console shows each kind of run, all from the service's kinds table (resource-kinds.js,
 * served from the kinds it mounts, as its OpenAPI document's `x-resource-kinds`; no file): prefixes,
 * paths, scopes, labels, and each kind's view — its runs-list summary, where a run is, its detail page
 * and create form (modules in the kind's own folder, kinds/<kind>/console/, served where KIND_PAGE_FOLDERS
 * says; a kind whose pages have not moved there yet keeps them under pages/). A kind without a detail page
 * (`detail` null) lists by id and status, and pages/run.js shows it on the plain page (pages/run-plain.js,
 * which reads this module: so not named here).
 * @typedef {{ page: string, path: string, label: string }} CreateForm
 * @typedef {{ summary: (run: any) => string, stage: (run: any) => string | null, detail: (() => Promise<any>) | null, form: CreateForm | null, datasetField: string | null }} KindView
 * @typedef {{ kind: string, label: string, prefix: string, list: string, scope: string } & KindView} RunKind
 */

/** A kind's page module, to import(): in the kind's own folder where it has one, else under pages/. @param {string} kind @param {string} page */
export const pageModule = (kind, page) => (KIND_PAGE_FOLDERS[kind] ? `${KIND_PAGE_FOLDERS[kind]}${page}.js` : new URL(`./pages/${page}.js`, import.meta.url).href);

/** @param {typeof RESOURCE_KINDS[number]} k @returns {KindView} */
function viewOf(k) {
  const view = k.view;
  if (!view) return { summary: (run) => run.id, stage: (run) => run.phase ?? null, detail: null, form: null, datasetField: null };
  const page = view.console?.page;
  return {
    summary: (run) => summaryLine(view.summary, run) || run.id,
    stage: (run) => run[view.stage] ?? null,
    detail: page ? () => import(pageModule(k.kind, page)) : null,
    form: view.console?.form ?? null,
    datasetField: view.dataset ?? null,
  };
}

/** @type {RunKind[]} */
export const RUN_KINDS = RESOURCE_KINDS.map((k) => ({ kind: k.kind, label: k.label, prefix: k.prefix, list: k.path, scope: k.read_scope, ...viewOf(k) }));

/** @param {string} id */
export const kindOf = (id) => RUN_KINDS.find((k) => id.startsWith(k.prefix));
