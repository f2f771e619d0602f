import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAugmentation, pushTinyDataset, waitForAugmentation } from '../helpers/augmentations.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';

describe('sources that change between create and run', () => {
  let stack: TestStack;
  let account: TestAccount;

  beforeAll(async () => {
    // The worker starts only once both runs exist, after their sources were changed under them.
    stack = await startStack({ worker: false });
    account = await stack.createAccount({ credits: 1000 });
    await pushTinyDataset(stack, 'demo/gone', { episodes: 1, frames: 4 });
    await pushTinyDataset(stack, 'demo/replaced', { episodes: 1, frames: 4 });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('a repo deleted before the run reads it → failed dataset_unavailable; one no longer LeRobot → incompatible_dataset; nothing charged', async () => {
    const gone = await createAugmentation(stack, account, { source: { repo_id: 'demo/gone' }, instructions: 'darker', model: 'relight' });
    const replaced = await createAugmentation(stack, account, { source: { repo_id: 'demo/replaced' }, instructions: 'darker', model: 'relight' });
    await rm(join(stack.config.hubDir, 'demo', 'gone.git'), { recursive: true, force: true });
    const notLeRobot = join(stack.dataDir, 'not-lerobot');
    await mkdir(notLeRobot, { recursive: true });
    await writeFile(join(notLeRobot, 'README.md'), 'just a readme\n');
    await stack.deps.hub.push('demo/replaced', notLeRobot, { message: 'no longer a dataset' });
    await stack.restartWorker();

    const goneDone = await waitForAugmentation(stack, account, gone.id);
    expect(goneDone.status).toBe('failed');
    expect(goneDone.error?.code).toBe('dataset_unavailable');
    expect(goneDone.error?.message).toMatch(/demo\/gone/);
    const replacedDone = await waitForAugmentation(stack, account, replaced.id);
    expect(replacedDone.status).toBe('failed');
    expect(replacedDone.error?.code).toBe('incompatible_dataset');
    for (const run of [goneDone, replacedDone]) expect(run.tokens.charged).toBe(0);
    const usage = (await (await stack.request('/v1/usage', { headers: account.headers })).json()) as { data: unknown[] };
    expect(usage.data).toEqual([]);
    const op = (await (await stack.request(`/v1/operations/${gone.id}`, { headers: account.headers })).json()) as { status: string; error: { code: string } };
    expect(op).toMatchObject({ status: 'failed', error: { code: 'dataset_unavailable' } });
  });
});
