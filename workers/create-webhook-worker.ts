import { NativeConnection, Worker, type WorkflowBundleOption } from '@temporalio/worker';
import { workflowSandboxOptions } from './sandbox-options.js';
import { workflowSpanSinks } from './workflow-span-sink.js';
import type { Tracing } from '../backends/tracing/tracing.js';
import { createServiceActivities, type ActivityDeps } from '../activities/index.js';

export interface WebhookWorkerOptions {
  connection: NativeConnection;
  namespace: string;
  workflowBundle: WorkflowBundleOption;
  deps: ActivityDeps;
  /** Where the workflows' spans go; none while tracing is off. */
  tracing?: Pick<Tracing, 'processor' | 'resource'>;
}

/**
 * The worker for webhook deliveries, on its own task queue (WEBHOOK_TASK_QUEUE): a flood of
 * deliveries never waits behind runs' workflow tasks, nor the reverse. Attempts are local
 * activities bounded by WEBHOOK_CONCURRENCY; a slow receiver holds at most
 * WEBHOOK_MAX_IN_FLIGHT_PER_ENDPOINT of them.
 */
export function createWebhookWorker(options: WebhookWorkerOptions): Promise<Worker> {
  const { webhooks } = options.deps.config;
  return Worker.create({
    connection: options.connection,
    namespace: options.namespace,
    taskQueue: webhooks.taskQueue,
    workflowBundle: options.workflowBundle,
    // Its workflows call the service's own activities only (deliverWebhook), never a kind's.
    activities: createServiceActivities(options.deps),
    maxConcurrentLocalActivityExecutions: webhooks.concurrency,
    maxConcurrentWorkflowTaskExecutions: webhooks.concurrency,
    sinks: workflowSpanSinks(options.tracing),
    shutdownForceTime: '10 seconds',
    shutdownGraceTime: '5 seconds',
    ...workflowSandboxOptions(options.deps.config.workerIsolateExecutionTimeoutMs),
  });
}
