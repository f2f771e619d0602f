/**
 * Starves a Temporal worker of CPU while workflows run, to reproduce the worker's native abort
 * `async hook stack has become corrupted` (temporalio/sdk-typescript#939) and to try fixes.
 *
 *   npx tsx bench/worker-starvation.ts
 *
 * One in-memory Temporal dev server; a worker process (bench/starvation/worker.ts) at nice 19;
 * one busy loop per CPU at nice 0, so the worker gets a sliver of each core as on a machine with
 * a load average of 40; then STARVE_WORKFLOWS workflows whose activations each do some CPU work.
 * Reports whether the worker survived, how it died, and how many workflows completed.
 *
 * Settings: STARVE_SECONDS (default 90), STARVE_WORKFLOWS (20), STARVE_ROUNDS (20),
 * STARVE_SPIN (iterations of CPU work per activation, 3e7), STARVE_BUSY_LOOPS (CPU count),
 * ISOLATE_EXECUTION_TIMEOUT=sdk-default (the SDK's 5 s; otherwise ours, WORKER_ISOLATE_EXECUTION_TIMEOUT_MS),
 * WORKER_NODE (the node binary for the worker; default this one).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client, Connection } from '@temporalio/client';
import { freePort } from '../cli/setup/free-port.js';
import { ensureTemporalCli } from '../cli/setup/temporal-cli.js';
import { startTemporalDevServer } from '../cli/setup/temporal-dev-server.js';
import { readTemporalDevSettings } from '../core/config.js';

const SECONDS = Number(process.env.STARVE_SECONDS ?? 90);
const WORKFLOWS = Number(process.env.STARVE_WORKFLOWS ?? 20);
const ROUNDS = Number(process.env.STARVE_ROUNDS ?? 20);
const SPIN = Number(process.env.STARVE_SPIN ?? 3e7);
const BUSY_LOOPS = Number(process.env.STARVE_BUSY_LOOPS ?? os.availableParallelism());
const root = fileURLToPath(new URL('..', import.meta.url));

const workDir = await mkdtemp(join(tmpdir(), 'rlp-starve-'));
const cli = await ensureTemporalCli(() => {});
const server = await startTemporalDevServer({ cliPath: cli.path, settings: readTemporalDevSettings(), dataDir: workDir, port: await freePort(), headless: true, inMemory: true, log: () => {} });
const taskQueue = `starve-${process.pid}`;

const output: string[] = [];
const worker = spawn('nice', ['-n', '19', process.env.WORKER_NODE ?? process.execPath, '--import', 'tsx', 'bench/starvation/worker.ts'], {
  cwd: root,
  env: { ...process.env, TEMPORAL_ADDRESS: server.address, TEMPORAL_NAMESPACE: server.namespace, TASK_QUEUE: taskQueue },
  stdio: ['ignore', 'pipe', 'pipe'],
});
const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => worker.once('exit', (code, signal) => resolve({ code, signal })));
const worker$ = { dead: null as { code: number | null; signal: NodeJS.Signals | null } | null };
void exited.then((how) => (worker$.dead = how));
const ready = new Promise<string>((resolve, reject) => {
  for (const stream of [worker.stdout!, worker.stderr!]) {
    stream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (!line.trim()) continue;
        output.push(line);
        if (line.startsWith('ready')) resolve(line);
      }
    });
  }
  void exited.then(() => reject(new Error(`worker exited before it was ready:\n${output.slice(-20).join('\n')}`)));
});
console.log(`[starve] ${await ready}`);

const busy: ChildProcess[] = [];
for (let i = 0; i < BUSY_LOOPS; i++) busy.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
console.log(`[starve] ${BUSY_LOOPS} busy loops at nice 0, worker at nice 19; ${WORKFLOWS} workflows × ${ROUNDS} rounds × ${SPIN} spins; up to ${SECONDS} s`);

const connection = await Connection.connect({ address: server.address });
const client = new Client({ connection, namespace: server.namespace });
const started = Date.now();
let completed = 0;
const runs = Array.from({ length: WORKFLOWS }, (_, i) =>
  client.workflow
    .execute('starvedWorkflow', { taskQueue, workflowId: `starve-${i}-${Date.now()}`, args: [ROUNDS, SPIN] })
    .then(() => void (completed += 1))
    .catch(() => {}),
);
const all = Promise.all(runs);
while (!worker$.dead && completed < WORKFLOWS && Date.now() - started < SECONDS * 1000) {
  await Promise.race([all, exited, new Promise((resolve) => setTimeout(resolve, 1000))]);
}
const elapsed = ((Date.now() - started) / 1000).toFixed(0);
for (const loop of busy) loop.kill('SIGKILL');

const crash = output.find((line) => line.includes('async hook stack has become corrupted'));
const slowTasks = output.filter((line) => line.includes('TMPRL1104')).length;
const deadlocks = output.filter((line) => /deadlock/i.test(line)).length;
const dead = worker$.dead;
console.log(`[starve] after ${elapsed} s: worker ${dead ? `DIED (${dead.signal ?? `exit code ${dead.code}`})` : 'alive'}; ${completed}/${WORKFLOWS} workflows completed`);
console.log(`[starve] 'async hook stack has become corrupted': ${crash ? `yes — ${crash.trim()}` : 'no'}; TMPRL1104 (workflow task > 5 s) warnings: ${slowTasks}; lines mentioning deadlock: ${deadlocks}`);
if (dead || process.env.STARVE_VERBOSE) console.log(`[starve] worker's last lines:\n${output.slice(-12).join('\n')}`);

if (!dead) {
  worker.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (!worker$.dead) worker.kill('SIGKILL');
}
// Workflow calls still retrying against a closed channel must not fail the report.
process.on('uncaughtException', () => {});
process.on('unhandledRejection', () => {});
await connection.close();
await server.stop();
await rm(workDir, { recursive: true, force: true });
process.exit(0);
