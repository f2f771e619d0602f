/**
 * Every kind's chaos scenarios, collected from the registry's kinds: a kind keeps its own in
 * kinds/<kind>/bench/chaos.ts, exporting `chaosScenarios`. Found by that name rather than through a part of
 * the registry entry, so the registry (production code) neither imports nor names bench code.
 */
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PROJECT_ROOT } from '../../core/config.js';
import { KIND_REGISTRY } from '../../kinds/registry.js';
import type { Kind } from './kinds.js';

/** The module in which a kind keeps its chaos scenarios, from the project root. */
export const chaosModule = (kind: string) => join('kinds', kind, 'bench', 'chaos.ts');

export interface ChaosScenarios {
  /** Every scenario by its name, in the registry's order of kinds. */
  scenarios: Record<string, Kind>;
  /** Kinds of the registry with no chaos module: the suite refuses to start while there is one. */
  kindsWithout: string[];
}

export async function loadChaosScenarios(): Promise<ChaosScenarios> {
  const scenarios: Record<string, Kind> = {};
  const kindsWithout: string[] = [];
  for (const { row } of KIND_REGISTRY) {
    const path = join(PROJECT_ROOT, chaosModule(row.kind));
    if (!(await access(path).then(() => true, () => false))) {
      kindsWithout.push(row.kind);
      continue;
    }
    const { chaosScenarios } = (await import(pathToFileURL(path).href)) as { chaosScenarios?: Kind[] };
    if (!chaosScenarios?.length) kindsWithout.push(row.kind);
    for (const scenario of chaosScenarios ?? []) {
      if (scenario.resource !== row.kind) throw new Error(`${chaosModule(row.kind)}: scenario '${scenario.name}' runs ${scenario.resource}, not its folder's kind`);
      if (scenarios[scenario.name]) throw new Error(`${chaosModule(row.kind)}: a second scenario named '${scenario.name}'`);
      scenarios[scenario.name] = scenario;
    }
  }
  return { scenarios, kindsWithout };
}
