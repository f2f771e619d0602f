import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelRun, readLiveState, startRun } from '../../application/workflows.js';
import { ApiError } from '../../core/errors.js';
import { newId } from '../../core/ids.js';
import type { RunEnding } from '../../core/lifecycle.js';
import { defineWorkflowType, type LiveState } from '../../contracts/resource.js';
import { ResourceStatusAttribute } from '../../contracts/search-attributes.js';
import { insertAugmentation } from '../../kinds/augmentation/db/augmentations.js';
import { runAdminCli } from '../helpers/admin-cli.js';
import { startStack, type TestStack } from '../helpers/stack.js';
import type { ProbeInput } from '../workflows/lifecycle-probe.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());

async function startProbe(input: ProbeInput, taskQueue = stack.config.temporal.taskQueue): Promise<string> {
  const id = newId('augmentation');
  await startRun({ ...stack, config: { ...stack.config, temporal: { ...stack.config.temporal, taskQueue } } }, { workflow: probeWorkflow, kind: 'probe', endRun: async () => undefined }, { id, account_id: 'acct_probe' }, input);
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

  it('cancels a running run: the signal is taken at once and the run ends canceled, short of its end', async () => {
    const id = await startProbe({ phases: ['generate'], stepsPerPhase: 100, stepMs: 100 });
    for (let i = 0; i < 400 && !((await live(id))?.progress ?? 0); i++) await sleep(50);
    await cancelRun(stack.temporal, { id, status: 'processing' });
    const state = (await stack.temporal.workflow.getHandle(id).result()) as LiveState;
    expect(state.status).toBe('canceled');
    expect(state.progress).toBeLessThan(1);
    const description = await stack.temporal.workflow.getHandle(id).describe();
    expect(description.status.name).toBe('COMPLETED');
    expect(description.typedSearchAttributes.get(ResourceStatusAttribute)).toBe('canceled');
  });

  it('refuses to cancel a run that has ended: 409 not_cancelable', async () => {
    const id = await startProbe({ phases: ['generate'], stepsPerPhase: 1, stepMs: 10 });
    await stack.temporal.workflow.getHandle(id).result();
    // The row may still say processing: the closed workflow refuses the signal.
    const error = await cancelRun(stack.temporal, { id, status: 'processing' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'not_cancelable' });
    const byRow = await cancelRun(stack.temporal, { id: newId('augmentation'), status: 'failed' }).catch((e: unknown) => e);
    expect(byRow).toMatchObject({ status: 409, code: 'not_cancelable', details: { status: 'failed' } });
  });

  it('the admin CLI cancels a run of any account with the API\'s cancel operation (runs cancel ID); an ended one is refused', async () => {
    const { account } = await stack.createAccount();
    const id = await startProbe({ phases: ['generate'], stepsPerPhase: 1000, stepMs: 100 });
    await insertAugmentation(stack.sql, {
      id, accountId: account.id, model: 'relight', source: { type: 'hub', repo_id: 'demo/x' }, instructions: 'warmer',
      config: { episode_count: 1, variation_prompts: null, relight: null }, referenceImages: [], output: { type: 'download' }, webhookMetadata: null, requestId: null, idempotencyKey: null,
    });
    const env = { DATABASE_URL: stack.config.databaseUrl, TEMPORAL_ADDRESS: stack.config.temporal.address, TEMPORAL_NAMESPACE: stack.config.temporal.namespace };
    const canceled = await runAdminCli(['runs', 'cancel', id, '--json'], env);
    expect(canceled.code, canceled.stderr).toBe(0);
    expect(JSON.parse(canceled.stdout)).toMatchObject({ id, kind: 'augmentation', account_id: account.id, status: 'canceling' });
    expect(await stack.temporal.workflow.getHandle(id).result()).toMatchObject({ status: 'canceled' });
    const again = await runAdminCli(['runs', 'cancel', id], env);
    expect([again.code, again.stderr.trim()]).toEqual([1, `'${id}' is processing and can no longer be canceled.`]);
    expect((await runAdminCli(['runs', 'cancel', 'nope_1'], env)).code).toBe(2);
  });

  it('ends the run failed, once, when its workflow cannot be started', async () => {
    // A second start under a running workflow's id is refused by Temporal.
    const id = await startProbe({ phases: ['generate'], stepsPerPhase: 1000, stepMs: 100 });
    const endings: RunEnding[] = [];
    const probe = { workflow: probeWorkflow, kind: 'probe', endRun: async (_sql: unknown, _id: string, ending: RunEnding) => void endings.push(ending) };
    const again = startRun(stack, probe, { id, account_id: 'acct_probe' }, { phases: [], stepsPerPhase: 1, stepMs: 1 });
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
