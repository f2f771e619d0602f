import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelRun, readLiveState, startRun } from '../../api/resources/workflows.js';
import { ApiError } from '../../core/errors.js';
import { newId } from '../../core/ids.js';
import type { RunEnding } from '../../core/lifecycle.js';
import { defineWorkflowType, type LiveState } from '../../workflows/contracts/resource.js';
import { ResourceStatusAttribute } from '../../workflows/contracts/search-attributes.js';
import { startStack, type TestStack } from '../helpers/stack.js';
import type { ProbeInput } from '../workflows/lifecycle-probe.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());

async function startProbe(input: ProbeInput, taskQueue = stack.config.temporal.taskQueue): Promise<string> {
  const id = newId('augmentation');
  await startRun(stack.temporal, { workflow: probeWorkflow, id, input, taskQueue, accountId: 'acct_probe', kind: 'probe', endRun: async () => undefined });
  return id;
}

const probeWorkflow = defineWorkflowType<ProbeInput, LiveState>('lifecycleProbeWorkflow');

const live = (id: string) => readLiveState<LiveState>(stack.temporal, id, 2000);

describe('resource lifecycle kit', () => {
  it('reports phase and progress live, progress restarting at each phase', async () => {
    const id = await startProbe({ phases: ['import', 'generate'], stepsPerPhase: 4, stepMs: 150 });
    const seen: string[] = [];
    let state: LiveState | undefined;
    for (let i = 0; i < 60; i++) {
      state = await live(id);
      if (state) seen.push(`${state.phase}:${state.progress}`);
      if (state?.status === 'succeeded') break;
      await sleep(50);
    }
    expect(state?.status).toBe('succeeded');
    expect(seen).toContain('generate:0');
    expect(seen.some((s) => s.startsWith('import:0.'))).toBe(true);
    const result = (await stack.temporal.workflow.getHandle(id).result()) as LiveState;
    expect(result).toMatchObject({ status: 'succeeded', phase: 'generate', progress: 1 });
    const description = await stack.temporal.workflow.getHandle(id).describe();
    expect(description.typedSearchAttributes.get(ResourceStatusAttribute)).toBe('succeeded');
  });

  it('cancels a running run: the update answers once the run has ended canceled', async () => {
    const id = await startProbe({ phases: ['generate'], stepsPerPhase: 100, stepMs: 100 });
    for (let i = 0; i < 400 && !((await live(id))?.progress ?? 0); i++) await sleep(50);
    const state = await cancelRun<LiveState>(stack.temporal, { id, status: 'processing' });
    expect(state.status).toBe('canceled');
    expect(state.progress).toBeLessThan(1);
    const description = await stack.temporal.workflow.getHandle(id).describe();
    expect(description.status.name).toBe('COMPLETED');
    expect(description.typedSearchAttributes.get(ResourceStatusAttribute)).toBe('canceled');
  });

  it('refuses to cancel a run that has ended: 409 not_cancelable', async () => {
    const id = await startProbe({ phases: ['generate'], stepsPerPhase: 1, stepMs: 10 });
    await stack.temporal.workflow.getHandle(id).result();
    // The row may still say processing: the workflow's own validator refuses.
    const error = await cancelRun(stack.temporal, { id, status: 'processing' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'not_cancelable' });
    const byRow = await cancelRun(stack.temporal, { id: newId('augmentation'), status: 'failed' }).catch((e: unknown) => e);
    expect(byRow).toMatchObject({ status: 409, code: 'not_cancelable', details: { status: 'failed' } });
  });

  it('ends the run failed, once, when its workflow cannot be started', async () => {
    // A second start under a running workflow's id is refused by Temporal.
    const id = await startProbe({ phases: ['generate'], stepsPerPhase: 1000, stepMs: 100 });
    const endings: RunEnding[] = [];
    const again = startRun(stack.temporal, {
      workflow: probeWorkflow,
      id,
      input: { phases: [], stepsPerPhase: 1, stepMs: 1 },
      taskQueue: stack.config.temporal.taskQueue,
      accountId: 'acct_probe',
      kind: 'probe',
      endRun: async (ending) => endings.push(ending),
    });
    await expect(again).rejects.toThrow();
    expect(endings).toEqual([{ status: 'failed', error: { code: 'system', message: 'The run could not be started.' } }]);
    await stack.temporal.workflow.getHandle(id).terminate('test cleanup');
  });

  it('records the failure code an activity or workflow raised', async () => {
    const id = await startProbe({ phases: ['generate'], stepsPerPhase: 1, stepMs: 10, failWith: 'generation' });
    const result = (await stack.temporal.workflow.getHandle(id).result()) as LiveState;
    expect(result).toMatchObject({ status: 'failed', error: { code: 'generation', message: 'probe failed on purpose' } });
  });

  it('gives up on live state when no worker answers', async () => {
    const id = await startProbe({ phases: ['generate'], stepsPerPhase: 1, stepMs: 10 }, `nobody-polls-${Date.now()}`);
    expect(await readLiveState(stack.temporal, id, 300)).toBeUndefined();
    await stack.temporal.workflow.getHandle(id).terminate('test cleanup');
  });
});
