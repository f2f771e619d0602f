import { Client } from '@temporalio/client';
import { NativeConnection, Worker, type ActivityInterceptorsFactory, type State, type WorkflowBundleOption } from '@temporalio/worker';
import { OpenTelemetryActivityInboundInterceptor, OpenTelemetryActivityOutboundInterceptor } from '@temporalio/interceptors-opentelemetry';
import type { Tracing } from '../backends/tracing/tracing.js';
import type { ActivityDeps } from '../activities/index.js';
import { createActivities } from '../kinds/activities.js';
import type { KindEntry } from '../kinds/entry.js';
import { jobFollowerTaskQueue } from '../contracts/task-queues.js';
import { startComputeSlotSweeper } from './compute-slot-sweeper.js';
import { workflowSandboxOptions } from './sandbox-options.js';
import { workflowSpanSinks } from './workflow-span-sink.js';

export interface WorkerOptions {
  connection: NativeConnection;
  namespace: string;
  taskQueue: string;
  workflowBundle: WorkflowBundleOption;
  deps: ActivityDeps;
  /** The kinds whose activities it registers: the registry's (kinds/registry.ts) unless a test adds its own. */
  kinds?: readonly KindEntry[];
  /** Wrap every activity execution (workers/metrics.ts times them). */
  activityInterceptors?: ActivityInterceptorsFactory[];
  /** Where the workflows' spans go (their interceptors report them through a sink); none while tracing is off. */
  tracing?: Pick<Tracing, 'processor' | 'resource'>;
}

/** Each activity runs in a span that continues its workflow's trace (a no-op while tracing is off). */
const tracedActivity: ActivityInterceptorsFactory = (ctx) => ({
  inbound: new OpenTelemetryActivityInboundInterceptor(ctx),
  outbound: new OpenTelemetryActivityOutboundInterceptor(ctx),
});

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
 * contracts/task-queues.ts). Either stopping stops the other. While they run, the compute slot
 * sweeper keeps the task queue's slot grants moving (workers/compute-slot-sweeper.ts).
 */
export async function createWorker(options: WorkerOptions): Promise<RunWorker> {
  const activities = createActivities(options.deps, options.kinds);
  // An activity that ignores cancellation must not hang shutdown forever.
  const shutdown = { shutdownForceTime: '10 seconds', shutdownGraceTime: '5 seconds' } as const;
  const interceptors = { activity: [tracedActivity, ...(options.activityInterceptors ?? [])] };
  const runs = await Worker.create({
    connection: options.connection,
    namespace: options.namespace,
    taskQueue: options.taskQueue,
    workflowBundle: options.workflowBundle,
    activities,
    maxConcurrentActivityTaskExecutions: options.deps.config.workerActivitySlots,
    maxCachedWorkflows: options.deps.config.workerMaxCachedWorkflows,
    interceptors,
    sinks: workflowSpanSinks(options.tracing),
    ...shutdown,
    ...workflowSandboxOptions(options.deps.config.workerIsolateExecutionTimeoutMs),
  });
  const followers = await Worker.create({
    connection: options.connection,
    namespace: options.namespace,
    taskQueue: jobFollowerTaskQueue(options.taskQueue),
    activities,
    maxConcurrentActivityTaskExecutions: options.deps.config.workerJobFollowers,
    interceptors,
    ...shutdown,
  });
  const workers = [runs, followers];
  const shutdownAll = () => {
    for (const worker of workers) if (worker.getState() === 'RUNNING') worker.shutdown();
  };
  return {
    async run() {
      const stopSweeper = startComputeSlotSweeper({
        sql: options.deps.sql,
        temporal: new Client({ connection: options.connection, namespace: options.namespace }),
        config: options.deps.config,
        pool: options.taskQueue,
      });
      const ended = await Promise.allSettled(workers.map((worker) => worker.run().finally(shutdownAll)));
      stopSweeper();
      const failed = ended.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    },
    shutdown: shutdownAll,
    getState: () => runs.getState(),
  };
}
