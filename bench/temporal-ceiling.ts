/**
 * How many short workflows per second the Temporal dev server and one TypeScript worker manage
 * on this machine, with nothing of ours in them: the ceiling for a design with one workflow per
 * webhook delivery. Run it next to bench/webhooks.ts: npx tsx bench/temporal-ceiling.ts
 * (BENCH_WORKFLOWS, default 500 per kind; same SQLite-file dev server as `npm start`).
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@temporalio/client';
import { bundleWorkflowCode, DefaultLogger, NativeConnection, Runtime, Worker } from '@temporalio/worker';
import { freePort } from '../cli/setup/free-port.js';
import { ensureTemporalCli } from '../cli/setup/temporal-cli.js';
import { startTemporalDevServer } from '../cli/setup/temporal-dev-server.js';
import { readTemporalDevSettings } from '../core/config.js';

const COUNT = Number(process.env.BENCH_WORKFLOWS ?? 500);
const CONCURRENCY = 32;

Runtime.install({ logger: new DefaultLogger('ERROR') });
const workDir = await mkdtemp(join(tmpdir(), 'rlp-bench-ceiling-'));
const cli = await ensureTemporalCli(() => {});
const server = await startTemporalDevServer({ cliPath: cli.path, settings: readTemporalDevSettings(), dataDir: workDir, port: await freePort(), headless: true, log: () => {} });
const connection = await NativeConnection.connect({ address: server.address });
const quiet = { trace() {}, debug() {}, info() {}, warn() {}, error: console.error, log() {} };
const worker = await Worker.create({
  connection,
  namespace: server.namespace,
  taskQueue: 'ceiling',
  workflowBundle: await bundleWorkflowCode({ workflowsPath: fileURLToPath(new URL('./ceiling-workflows.ts', import.meta.url)), logger: quiet as never }),
  activities: { noop: async () => 1 },
  maxConcurrentLocalActivityExecutions: 200,
  maxConcurrentWorkflowTaskExecutions: 200,
});
const running = worker.run();
const client = new Client({ connection, namespace: server.namespace });

const serverCpu = () => {
  const fields = readFileSync(`/proc/${server.child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

async function measure(workflow: string, eager: boolean): Promise<string> {
  await client.workflow.execute(workflow, { taskQueue: 'ceiling', workflowId: `warm-${workflow}-${Date.now()}` });
  const cpu = process.cpuUsage();
  const serverBefore = serverCpu();
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < COUNT) {
        const handle = await client.workflow.start(workflow, { taskQueue: 'ceiling', workflowId: `${workflow}-${next++}-${Date.now()}`, requestEagerStart: eager });
        await handle.result();
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const own = process.cpuUsage(cpu);
  const perWorkflow = (s: number) => `${((s * 1000) / COUNT).toFixed(1)} ms`;
  return `${`${workflow}${eager ? ', eager start' : ''}`.padEnd(36)} ${(COUNT / seconds).toFixed(0).padStart(5)}/s   CPU per workflow: server ${perWorkflow(serverCpu() - serverBefore)}, worker+client ${perWorkflow((own.user + own.system) / 1e6)}`;
}

try {
  const lines = [];
  for (const [workflow, eager] of [['emptyWorkflow', true], ['localActivityWorkflow', true], ['localActivityWorkflow', false], ['activityWorkflow', true]] as const) {
    lines.push(await measure(workflow, eager));
  }
  console.log(`\nTemporal ceiling: ${COUNT} workflows per kind, ${CONCURRENCY} started at a time (${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')})\n${lines.join('\n')}\n`);
} finally {
  worker.shutdown();
  await running;
  await connection.close();
  await server.stop();
  await rm(workDir, { recursive: true, force: true });
}
