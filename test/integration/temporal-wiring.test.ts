import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/ids.js';
import { systemCheckWorkflowType } from '../../contracts/system-check.js';
import { AccountIdAttribute, ResourceKindAttribute, ResourceStatusAttribute } from '../../contracts/search-attributes.js';
import { startStack, type TestStack } from '../helpers/stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());

describe('Temporal wiring', () => {
  it('runs a workflow end to end through the worker and its activities', async () => {
    const workflowId = newId('system');
    const report = (await stack.temporal.workflow.execute(systemCheckWorkflowType.name, {
      taskQueue: stack.config.temporal.taskQueue,
      workflowId,
      typedSearchAttributes: [
        { key: AccountIdAttribute, value: 'acct_test' },
        { key: ResourceKindAttribute, value: 'system_check' },
        { key: ResourceStatusAttribute, value: 'processing' },
      ],
    })) as { ok: boolean; checks: { name: string; ok: boolean; detail: string }[] };
    expect(report.ok).toBe(true);
    expect(report.checks.map((c) => c.name)).toEqual(['postgres', 'ffmpeg', 'hub', 'compute']);
    expect(report.checks.find((c) => c.name === 'postgres')!.detail).toMatch(/^PostgreSQL \d+/);

    const description = await stack.temporal.workflow.getHandle(workflowId).describe();
    expect(description.typedSearchAttributes.get(AccountIdAttribute)).toBe('acct_test');
    expect(description.typedSearchAttributes.get(ResourceKindAttribute)).toBe('system_check');
    expect(description.typedSearchAttributes.get(ResourceStatusAttribute)).toBe('succeeded');

    // Operators filter by these in the UI; visibility is eventually consistent.
    const query = `AccountId = 'acct_test' AND ResourceKind = 'system_check' AND ResourceStatus = 'succeeded'`;
    let found: string[] = [];
    for (let i = 0; i < 40 && !found.includes(workflowId); i++) {
      found = [];
      for await (const wf of stack.temporal.workflow.list({ query })) found.push(wf.workflowId);
      if (!found.includes(workflowId)) await sleep(250);
    }
    expect(found).toContain(workflowId);
  });

  it('shuts the worker down cleanly', async () => {
    const other = await startStack();
    await other.stop();
    expect(other.worker?.getState()).toBe('STOPPED');
  });
});
