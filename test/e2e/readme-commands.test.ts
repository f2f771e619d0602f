import { spawn } from 'node:child_process';
import { readFile, readdir } from 'node:fs/promises';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DATASET } from '../../cli/demo-datasets.js';
import { seedDemoDataset } from '../helpers/demo-dataset.js';
import { freePort } from '../../cli/setup/free-port.js';
import { outputsByBlock, README_PATH, runnableShellBlocks, scriptOf } from '../helpers/readme-blocks.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';
import { makeTempDir } from '../helpers/temp-dir.js';

/**
 * What each `sh runnable` block of the README must print, in order. A new or removed block fails
 * the count check below, so a README edit that adds commands also adds what they should show.
 */
const EXPECTED_OUTPUT: RegExp[][] = [
  // who you are, balance, the demo dataset
  [/"object":"api_key"/, /"object":"credit_balance"/, /"object":"dataset_inspection"/, /"repo_id":"demo\/so101-pick-place"/, /"trainable":true/],
  // estimate, then the created run's id
  [/"object":"augmentation_estimate"/, /"tokens":\d+/, /^aug_[0-9A-Z]{26}$/m],
  // watching it: processing lines, then the ending
  [/^processing (import|generate|publish) /m, /^succeeded /m],
  // downloading the relit dataset
  [/^\d+ meta\/info\.json$/m, /^\d+ videos\/observation\.images\.top\/chunk-000\/file-000\.mp4$/m],
  // training: watched to the end
  [/^processing (provisioning|preparing|downloading_dataset|training) /m, /^succeeded completed \{"loss": [0-9.e-]+, "step": 600, "max_steps": 600\}$/m],
  // logs, checkpoints, the ZIP
  [/"object":"training_run_logs"/, /"object":"training_checkpoint"/, /"step":300/, /pretrained_model\/config\.json/, /pretrained_model\/model\.safetensors/],
  // events, usage, operations
  [/"type":"training_run\.completed"/, /"type":"augmentation\.completed"/, /"object":"usage"/, /"object":"operation"/, /"status":"succeeded"/],
];

let stack: TestStack;
let user: TestAccount;
let server: Server;
let base: string;
let workDir: { path: string; cleanup: () => Promise<void> };

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // Signed download links must point at the server the README's commands talk to.
  stack = await startStack({ env: { PUBLIC_BASE_URL: base } });
  await seedDemoDataset(stack.deps.hub);
  user = await stack.createAccount({ name: 'demo', credits: 10_000, features: ['twins'] });
  server = await new Promise<Server>((resolve) => {
    const listening = serve({ fetch: stack.app.fetch, hostname: '127.0.0.1', port }, () => resolve(listening as Server));
  });
  workDir = await makeTempDir('readme');
});

afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await stack?.stop();
  await workDir?.cleanup();
});

function runBash(script: string, env: Record<string, string>, cwd: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', script], { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('README.md', () => {
  it('stays short, names both quick-start commands, and sets $BASE and $KEY before the tour', async () => {
    const text = await readFile(README_PATH, 'utf8');
    expect(text.split('\n').length).toBeLessThanOrEqual(220);
    expect(text).toMatch(/^npm ci && npm start\b/m);
    expect(text).toMatch(/^npm test\b/m);
    expect(text).toMatch(/^```sh\nexport BASE=http:\/\/127\.0\.0\.1:8080 KEY=svc_/m);
  });

  it(`runs every 'sh runnable' block against the real stack, in order, each printing what a reader would see (${DEMO_DATASET})`, async () => {
    const blocks = await runnableShellBlocks();
    expect(blocks.length, 'runnable blocks in README.md (update EXPECTED_OUTPUT when they change)').toBe(EXPECTED_OUTPUT.length);

    const result = await runBash(scriptOf(blocks), { BASE: base, KEY: user.apiKey }, workDir.path);
    const outputs = outputsByBlock(result.stdout);
    const failedAt = Math.max(-1, ...outputs.keys());
    expect(result.code, `block ${failedAt} failed:\n${blocks[failedAt]}\nstdout (end):\n${outputs.get(failedAt)?.slice(-3000)}\nstderr:\n${result.stderr}`).toBe(0);

    blocks.forEach((block, index) => {
      const printed = outputs.get(index) ?? '';
      const context = `block ${index}:\n${block}\nprinted (end):\n${printed.slice(-3000)}`;
      expect(printed, context).not.toMatch(/"error":\{"type"/);
      for (const pattern of EXPECTED_OUTPUT[index]!) expect(printed, context).toMatch(pattern);
    });

    // What the commands left in the reader's folder: a whole LeRobot dataset, and the checkpoint ZIP.
    const info = JSON.parse(await readFile(join(workDir.path, 'relit', 'meta', 'info.json'), 'utf8')) as { codebase_version: string; total_episodes: number };
    expect(info).toMatchObject({ codebase_version: 'v3.0', total_episodes: 6 });
    expect(await readdir(join(workDir.path, 'relit', 'videos'))).toEqual(['observation.images.front', 'observation.images.top']);
    expect((await readFile(join(workDir.path, 'checkpoint.zip'))).subarray(0, 2).toString()).toBe('PK');
  }, 600_000);
});
