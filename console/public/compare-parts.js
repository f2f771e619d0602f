// @ts-check
import { pageModule } from './kinds.js';
import { COMPARE_PARTS } from './resource-kinds.js';

/**
 * What a kind adds to the compare view (pages/compare.js), exported as `comparePart` from its own
 * kinds/<kind>/console/compare.js; the served kinds module lists the kinds that have one (COMPARE_PARTS).
 * `groupRuns`: the kind's runs in a group; `label`: a run's line in the table and the charts' legends;
 * `spec`: what a run was asked to do (nested objects, flattened by the view); `load`: what its sections
 * need, from the kind's runs being compared; `view` and `after`: its sections, and drawing their charts.
 * @typedef {{
 *   groupRuns?: (group: string) => Promise<any[]>,
 *   label?: (run: any) => string,
 *   spec: (run: any) => Record<string, unknown>,
 *   load?: (runs: any[]) => Promise<any>,
 *   view?: (data: any) => unknown,
 *   after?: (data: any) => void,
 * }} ComparePart
 */

/** Every kind's compare part, by kind, in the kinds table's order. @returns {Promise<Map<string, ComparePart>>} */
export async function compareParts() {
  const loaded = await Promise.all(COMPARE_PARTS.map(async (kind) => /** @type {[string, ComparePart]} */ ([kind, (await import(pageModule(kind, 'compare'))).comparePart])));
  return new Map(loaded);
}

/** Nested objects as dotted keys (`budget.env_steps`), lists and leaves as text. @param {any} value @param {string} prefix @param {Record<string, string>} into */
export function flatten(value, prefix = '', into = {}) {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  } else if (prefix) into[prefix] = value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);
  return into;
}
