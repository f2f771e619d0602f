import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelResourceWorkflow, readLiveState, startResourceWorkflow } from '../../api/resources/workflows.js';
import { ApiError } from '../../core/errors.js';
import { newId } from '../../core/ids.js';
import type { LiveState } from '../../workflows/messages.js';
import { ResourceStatusAttribute } from '../../workflows/search-attributes.js';
import { startStack, type TestStack } from '../helpers/stack.js';
import type { ProbeInput } from '../workflows/lifecycle-probe.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());

async function startProbe(input: ProbeInput, taskQueue = stack.config.temporal.taskQueue): Promise<string> {
  const id = newId('augmentation');
  await startResourceWorkflow(stack.temporal, { workflowType: 'lifecycleProbeWorkflow', id, taskQueue, accountId: 'acct_probe', kind: 'probe', args: [input] });
  return id;
}

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
    const state = await cancelResourceWorkflow<LiveState>(stack.temporal, id, 'processing');
    expect(state.status).toBe('canceled');
    expect(state.progress).toBeLessThan(1);
    const description = await stack.temporal.workflow.getHandle(id).describe();
    expect(description.status.name).toBe('COMPLETED');
    expect(description.typedSearchAttributes.get(ResourceStatusAttribute)).toBe('canceled');
  });

  it('refuses to cancel a run that has ended: 409 not_cancelable', async () => {
    const id = await startProbe({ phases: ['generate'], stepsPerPhase: 1, stepMs: 10 });
    await stack.temporal.workflow.getHandle(id).result();
    const error = await cancelResourceWorkflow(stack.temporal, id, 'succeeded').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'not_cancelable' });
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
