/**
 * The worker half of bench/worker-starvation.ts, in its own process so that a native abort
 * shows as its exit. ISOLATE_EXECUTION_TIMEOUT (e.g. `60s`) overrides the SDK's 5 s default.
 */
import { fileURLToPath } from 'node:url';
import { DefaultLogger, NativeConnection, Runtime, Worker, type WorkerOptions } from '@temporalio/worker';
import { loadConfig } from '../../core/config.js';
import { workflowSandboxOptions } from '../../workers/sandbox-options.js';

Runtime.install({ logger: new DefaultLogger('WARN') });
const connection = await NativeConnection.connect({ address: process.env.TEMPORAL_ADDRESS! });
const options: WorkerOptions & { isolateExecutionTimeout?: number } = {
  connection,
  namespace: process.env.TEMPORAL_NAMESPACE ?? 'default',
  taskQueue: process.env.TASK_QUEUE!,
  workflowsPath: fileURLToPath(new URL('./workflows.ts', import.meta.url)),
  activities: { tick: async (round: number) => round },
  bundlerOptions: { ignoreModules: [] },
};
// As workers/create-worker.ts does, unless asked for the SDK's own default.
const sdkDefault = process.env.ISOLATE_EXECUTION_TIMEOUT === 'sdk-default';
if (!sdkDefault) Object.assign(options, workflowSandboxOptions(loadConfig().workerIsolateExecutionTimeoutMs));
const worker = await Worker.create(options);
console.log(`ready pid=${process.pid} node=${process.version} isolateExecutionTimeout=${sdkDefault ? '5 s (SDK default)' : `${options.isolateExecutionTimeout} ms (ours)`}`);
process.on('SIGTERM', () => worker.shutdown());
await worker.run();
