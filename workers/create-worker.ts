import { NativeConnection, Worker, type WorkflowBundleOption } from '@temporalio/worker';
import { createActivities, type ActivityDeps } from '../activities/index.js';
import { workflowSandboxOptions } from './sandbox-options.js';

export interface WorkerOptions {
  connection: NativeConnection;
  namespace: string;
  taskQueue: string;
  workflowBundle: WorkflowBundleOption;
  deps: ActivityDeps;
}

/** One worker running every workflow and activity on the task queue. */
export function createWorker(options: WorkerOptions): Promise<Worker> {
  return Worker.create({
    connection: options.connection,
    namespace: options.namespace,
    taskQueue: options.taskQueue,
    workflowBundle: options.workflowBundle,
    activities: createActivities(options.deps),
    // An activity that ignores cancellation must not hang shutdown forever.
    shutdownForceTime: '10 seconds',
    shutdownGraceTime: '5 seconds',
    ...workflowSandboxOptions(options.deps.config.workerIsolateExecutionTimeoutMs),
  });
}
