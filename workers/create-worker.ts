import { NativeConnection, Worker, type State, type WorkflowBundleOption } from '@temporalio/worker';
import { createActivities, type ActivityDeps } from '../activities/index.js';
import { jobFollowerTaskQueue } from '../workflows/contracts/task-queues.js';
import { workflowSandboxOptions } from './sandbox-options.js';

export interface WorkerOptions {
  connection: NativeConnection;
  namespace: string;
  taskQueue: string;
  workflowBundle: WorkflowBundleOption;
  deps: ActivityDeps;
}

/** The runs' workers, started, stopped and watched as one. */
export interface RunWorker {
  run(): Promise<void>;
  shutdown(): void;
  getState(): State;
}

/**
 * Two Temporal workers over one connection: the runs' task queue (workflows and their short
 * activities: charges, cancels, endings), and its job-follower queue (activities that follow a
 * compute job for its whole life, however many wait for a compute slot; see
 * workflows/contracts/task-queues.ts). Either stopping stops the other.
 */
export async function createWorker(options: WorkerOptions): Promise<RunWorker> {
  const activities = createActivities(options.deps);
  // An activity that ignores cancellation must not hang shutdown forever.
  const shutdown = { shutdownForceTime: '10 seconds', shutdownGraceTime: '5 seconds' } as const;
  const runs = await Worker.create({
    connection: options.connection,
    namespace: options.namespace,
    taskQueue: options.taskQueue,
    workflowBundle: options.workflowBundle,
    activities,
    maxConcurrentActivityTaskExecutions: options.deps.config.workerActivitySlots,
    ...shutdown,
    ...workflowSandboxOptions(options.deps.config.workerIsolateExecutionTimeoutMs),
  });
  const followers = await Worker.create({
    connection: options.connection,
    namespace: options.namespace,
    taskQueue: jobFollowerTaskQueue(options.taskQueue),
    activities,
    maxConcurrentActivityTaskExecutions: options.deps.config.workerJobFollowers,
    ...shutdown,
  });
  const workers = [runs, followers];
  const shutdownAll = () => {
    for (const worker of workers) if (worker.getState() === 'RUNNING') worker.shutdown();
  };
  return {
    async run() {
      const ended = await Promise.allSettled(workers.map((worker) => worker.run().finally(shutdownAll)));
      const failed = ended.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    },
    shutdown: shutdownAll,
    getState: () => runs.getState(),
  };
}
