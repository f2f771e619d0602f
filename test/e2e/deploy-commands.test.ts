import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, readdir, readFile, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../cli/setup/free-port.js';
import { ensureTemporalCli } from '../../cli/setup/temporal-cli.js';
import { PROJECT_ROOT } from '../../core/config.js';
import { dropDatabase } from '../../db/ensure-database.js';
import { markedShellBlocks, outputsByBlock, scriptOf, type ShellBlock } from '../helpers/readme-blocks.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const DEPLOY_DOC = join(PROJECT_ROOT, 'docs', 'deploy.md');

/**
 * What each `sh runnable` block of docs/deploy.md must print, in order. A new or removed block
 * fails the count check, so an edit that adds commands also says what they show.
 */
const EXPECTED_OUTPUT: RegExp[][] = [
  // secrets
  [/^CREDENTIALS_KEY is 44 characters, STORAGE_SIGNING_SECRET 64$/m],
  // the namespace and its search attributes
  [/AccountId\s+Keyword/, /ResourceKind\s+Keyword/, /ResourceStatus\s+Keyword/],
  // migrate a fresh database, then again
  [/^created database$/m, /^applied 001_/m, /^database is up to date$/m],
  // a worker, polling
  [/\[worker\] polling task queues 'deploy-doc-\w+', 'deploy-doc-\w+-job-followers' and 'deploy-doc-\w+-webhooks'/, /^[1-9]\d*$/m],
  // an API replica: healthy, its metrics counting requests
  [/\{"ok":true\}/, /^http_requests_total\{/m],
  // an account, a key and a request
  [/"object":"credit_balance"/, /"balance":1000/],
  // both stopped on SIGTERM
  [/^\[api\] stopped$/m, /^\[worker\] stopped$/m],
];

const blocks: ShellBlock[] = await markedShellBlocks(DEPLOY_DOC);
const runnable = blocks.filter((block) => block.mode === 'runnable').map((block) => block.body);

let workDir: { path: string; cleanup: () => Promise<void> };
let env: Record<string, string>;
let databaseUrl: string;
let script: ChildProcess | undefined;

beforeAll(async () => {
  workDir = await makeTempDir('deploy-doc');
  // The doc's commands call `temporal` from PATH; this is the CLI the test suite installed.
  const bin = join(workDir.path, 'bin');
  await mkdir(bin);
  await symlink((await ensureTemporalCli(() => {})).path, join(bin, 'temporal'));
  const url = new URL(inject('databaseUrl'));
  url.pathname = `/rlp_deploy_doc_${Date.now().toString(36)}`;
  databaseUrl = url.toString();
  const suffix = Math.random().toString(36).slice(2, 8);
  const port = await freePort();
  env = {
    DATABASE_URL: databaseUrl,
    TEMPORAL_ADDRESS: inject('temporalAddress'),
    TEMPORAL_NAMESPACE: `deploy-doc-${suffix}`,
    TEMPORAL_TASK_QUEUE: `deploy-doc-${suffix}`,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    METRICS_HOST: '127.0.0.1',
    API_METRICS_PORT: String(await freePort()),
    WORKER_METRICS_PORT: String(await freePort()),
    WORKER_SDK_METRICS_PORT: String(await freePort()),
    DATA_DIR: join(workDir.path, 'data'),
    PATH: `${bin}:${process.env.PATH ?? ''}`,
  };
  await mkdir(env.DATA_DIR!);
});

afterAll(async () => {
  // The script runs in a process group of its own, with the processes it started in the background.
  if (script?.pid && script.exitCode === null) process.kill(-script.pid, 'SIGKILL');
  if (databaseUrl) await dropDatabase(databaseUrl).catch(() => {});
  await workDir?.cleanup();
}, 60_000);

/** The ends of the logs the documented commands write into $DATA_DIR, for a failure's message. */
async function processLogs(): Promise<string> {
  const names = (await readdir(env.DATA_DIR!)).filter((name) => name.endsWith('.log'));
  const tails = await Promise.all(names.map(async (name) => `--- ${name} (end):\n${(await readFile(join(env.DATA_DIR!, name), 'utf8')).slice(-4000)}`));
  return tails.join('\n');
}

function runScript(text: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', text], { cwd: PROJECT_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    script = child;
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('docs/deploy.md', () => {
  it("marks every shell block 'sh runnable' or 'sh skip: <reason>'", () => {
    expect(runnable.length, 'runnable blocks in docs/deploy.md (update EXPECTED_OUTPUT when they change)').toBe(EXPECTED_OUTPUT.length);
  });

  it('runs every runnable block in order against a fresh database, the test Temporal and free ports: migrate, a worker and an API answering /healthz and both /metrics, a key, a request, a clean stop', async () => {
    const result = await runScript(scriptOf(runnable));
    const outputs = outputsByBlock(result.stdout);
    const failedAt = Math.max(-1, ...outputs.keys());
    const logs = await processLogs();
    expect(result.code, `block ${failedAt} failed:\n${runnable[failedAt]}\nstdout (end):\n${outputs.get(failedAt)?.slice(-3000)}\nstderr:\n${result.stderr.slice(-5000)}\n${logs}`).toBe(0);
    runnable.forEach((block, index) => {
      const printed = outputs.get(index) ?? '';
      for (const pattern of EXPECTED_OUTPUT[index]!) expect(printed, `block ${index}:\n${block}\nprinted:\n${printed.slice(-3000)}`).toMatch(pattern);
    });
  }, 600_000);

  for (const [index, block] of blocks.entries()) {
    if (block.mode !== 'skip') continue;
    it.skip(`shell block ${index + 1} (${block.body.split('\n')[0]!.slice(0, 60)}…): ${block.reason}`, () => {});
    console.log(`[deploy.md] not run here, shell block ${index + 1}: ${block.reason}`);
  }
});
