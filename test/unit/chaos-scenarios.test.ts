import { describe, expect, it } from 'vitest';
import { loadChaosScenarios } from '../../bench/chaos/scenarios.js';
import { collectionPath } from '../../core/kinds.js';
import { KIND_REGISTRY } from '../../kinds/registry.js';

describe("the chaos suite's scenarios, each kind's own (kinds/<kind>/bench/chaos.ts)", () => {
  it('every kind of the registry brings one, run at its own path and event prefix, and --short has its two cells', async () => {
    const { scenarios, kindsWithout } = await loadChaosScenarios();
    expect(kindsWithout).toEqual([]);
    for (const { row } of KIND_REGISTRY) {
      const own = Object.values(scenarios).filter((scenario) => scenario.resource === row.kind);
      expect(own.length, row.kind).toBeGreaterThan(0);
      for (const scenario of own) expect([scenario.path, scenario.eventPrefix], scenario.name).toEqual([collectionPath(row), row.kind]);
    }
    const short = Object.values(scenarios).flatMap((scenario) => (scenario.shortFault ? [`${scenario.shortFault} × ${scenario.name}`] : []));
    expect(short).toEqual(['kill-worker × augmentation', 'drop-postgres × training']);
  });
});
