import type { PublishedKind } from '../core/kinds.js';

/** Where console/public/kinds.js imports the kinds table from, beside it under /console/assets/app/. */
export const CONSOLE_KINDS_MODULE = 'resource-kinds.js';

/** Where the console serves a kind's own pages, kinds/<kind>/console/<page>.js: at /console/kinds/<kind>/<page>.js (console/routes.ts). */
export const kindPagesUrl = (kind: string) => `/console/kinds/${kind}/`;

/** The module in a kind's console folder that holds its part of the compare view (console/public/compare-parts.js). */
export const COMPARE_PART_FILE = 'compare.js';

/**
 * The console's kinds table as a browser module: the kinds the service mounts, as its OpenAPI
 * document publishes them (`x-resource-kinds`). Built when the app starts, never checked in, so the
 * console shows exactly the kinds the API serves, a test's kind included. `pageFolders`: the kinds whose
 * console pages live in their own folder, served at kindPagesUrl; `compareParts`: those of them whose folder has
 * its part of the compare view (COMPARE_PART_FILE).
 */
export function consoleKindsModule(kinds: readonly PublishedKind[], pageFolders: readonly string[], compareParts: readonly string[]): string {
  const folders = Object.fromEntries(pageFolders.map((kind) => [kind, kindPagesUrl(kind)]));
  return `// The service's kinds table (x-resource-kinds), served by console/routes.ts from core/kinds.ts.
// @ts-check
/** @type {{ kind: string, prefix: string, path: string, read_scope: string, write_scope: string, feature: string | null, events: string[], label: string, list_filters: string[], view: { summary: string[], stage: string, fields: string[][], dataset?: string, console?: { page: string, form?: { page: string, path: string, label: string } } } | null }[]} */
export const RESOURCE_KINDS = ${JSON.stringify(kinds, null, 2)};

/** Where each kind that keeps its console pages in its own folder (kinds/<kind>/console/) has them served; the others' are under pages/. */
/** @type {Record<string, string>} */
export const KIND_PAGE_FOLDERS = ${JSON.stringify(folders, null, 2)};

/** The kinds that bring a part of the compare view (${COMPARE_PART_FILE} in their folder), in the table's order. */
/** @type {string[]} */
export const COMPARE_PARTS = ${JSON.stringify(compareParts)};
`;
}
