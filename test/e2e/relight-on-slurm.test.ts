import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAugmentation, pushTinyDataset, waitForAugmentation } from '../helpers/augmentations.js';
import { slurmCommand, slurmUnavailableReason } from '../helpers/slurm.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';

// A relight through the HTTP API with COMPUTE_BACKEND=slurm, on the real Slurm of test/slurm/setup-slurm.sh.
// Only a missing Slurm skips; a broken route or job fails.
const skipReason = slurmUnavailableReason();
if (skipReason) console.warn(`[relight-on-slurm.test] SKIPPED: no Slurm cluster reachable: ${skipReason}. Run test/slurm/setup-slurm.sh (as root) first.`);

describe.skipIf(skipReason !== null)('relight on the Slurm compute backend', () => {
  let stack: TestStack;
  let account: TestAccount;

  beforeAll(async () => {
    stack = await startStack({ env: { COMPUTE_BACKEND: 'slurm' } });
    account = await stack.createAccount({ credits: 1000 });
    await pushTinyDataset(stack, 'demo/slurm-tiny', { episodes: 2, frames: 8 });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('runs the relight as a Slurm job and publishes the relit dataset', async () => {
    const created = await createAugmentation(stack, account, {
      source: { repo_id: 'demo/slurm-tiny' },
      instructions: 'darker',
      config: { relight: { top: { exposure: -1 } } },
    });
    const done = await waitForAugmentation(stack, account, created.id);
    expect(done.status, JSON.stringify(done.error)).toBe('succeeded');
    expect(done.output.files?.some((file) => file.path.includes('observation.images.top'))).toBe(true);
    expect(slurmCommand('squeue', ['-h', '--states=all', `--name=${created.id}-relight`, '-o', '%T']).trim()).toBe('COMPLETED');
  });
});
