import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { workflowIndexText } from '../../cli/generate/workflow-index.js';
import { PROJECT_ROOT } from '../../core/config.js';
import { RESOURCE_KINDS } from '../../core/kinds.js';
import { workflowExport } from '../../kinds/entry.js';
import { KIND_REGISTRY } from '../../kinds/registry.js';
import { TOY_KIND_ENTRY } from '../integration/toy-kind/toy-kind.js';

describe('the kinds registry', () => {
  it('has one entry per row of the kinds table, in its order, each naming a module that exports its workflow', async () => {
    expect(KIND_REGISTRY.map((entry) => entry.row)).toEqual([...RESOURCE_KINDS]);
    for (const entry of KIND_REGISTRY) {
      const module = (await import(join(PROJECT_ROOT, entry.workflowModule))) as Record<string, unknown>;
      expect(typeof module[workflowExport(entry.row)], `${entry.workflowModule} exports ${workflowExport(entry.row)}`).toBe('function');
    }
  });

  it("writes the bundle's entry from whatever kinds it is given: a test's kind is one more export, from its own module", () => {
    const text = workflowIndexText([...KIND_REGISTRY, TOY_KIND_ENTRY]);
    expect(text).toContain(`export { toyRunWorkflow } from '../test/integration/toy-kind/workflow.js';`);
    for (const entry of KIND_REGISTRY) expect(text).toContain(`export { ${workflowExport(entry.row)} } from `);
  });
});
