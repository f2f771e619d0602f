/**
 * Every kind's chaos scenarios, collected from the registry's kinds: a kind keeps its own in
 * kinds/<kind>/bench/chaos.ts, exporting `chaosScenarios` (bench/kind-modules.ts says why by that name).
 */
import { KIND_REGISTRY } from '../../kinds/registry.js';
import { importKindBenchModule, kindBenchModule } from '../kind-modules.js';
import type { Kind } from './kinds.js';

/** The module in which a kind keeps its chaos scenarios, from the project root. */
export const chaosModule = (kind: string) => kindBenchModule(kind, 'chaos');

export interface ChaosScenarios {
  /** Every scenario by its name, in the registry's order of kinds. */
  scenarios: Record<string, Kind>;
  /** Kinds of the registry with no chaos scenario: the suite refuses to start while there is one. */
  kindsWithout: string[];
}

export async function loadChaosScenarios(): Promise<ChaosScenarios> {
  const scenarios: Record<string, Kind> = {};
  const kindsWithout: string[] = [];
  for (const { row } of KIND_REGISTRY) {
    const own = (await importKindBenchModule<{ chaosScenarios?: Kind[] }>(row.kind, 'chaos'))?.chaosScenarios ?? [];
    if (own.length === 0) kindsWithout.push(row.kind);
    for (const scenario of own) {
      if (scenario.resource !== row.kind) throw new Error(`${chaosModule(row.kind)}: scenario '${scenario.name}' runs ${scenario.resource}, not its folder's kind`);
      if (scenarios[scenario.name]) throw new Error(`${chaosModule(row.kind)}: a second scenario named '${scenario.name}'`);
      scenarios[scenario.name] = scenario;
    }
  }
  return { scenarios, kindsWithout };
}
