import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { bundleWorkflowCode, type WorkflowBundleWithSourceMap } from '@temporalio/worker';

/** Workflow spans (OpenTelemetry) continuing the trace of whoever started the workflow; they report through the worker's `exporter` sink. */
const TRACING_INTERCEPTORS = createRequire(import.meta.url).resolve('@temporalio/interceptors-opentelemetry/lib/workflow-interceptors');

export const WORKFLOWS_PATH = fileURLToPath(new URL('../workflows/index.ts', import.meta.url));

/**
 * Bundles every workflow once (webpack); workers are then created from the bundle without re-bundling.
 * The workflow tracing interceptors go in only when traces are exported (`tracing`): they add no
 * commands, so histories replay either way, but they cost CPU on every workflow task even when
 * their spans go nowhere (bench/RESULTS.md, webhooks).
 */
export function bundleWorkflows(workflowsPath = WORKFLOWS_PATH, options: { tracing: boolean } = { tracing: true }): Promise<WorkflowBundleWithSourceMap> {
  const workflowInterceptorModules = options.tracing ? [TRACING_INTERCEPTORS] : [];
  return bundleWorkflowCode({ workflowsPath, workflowInterceptorModules, logger: quietLogger });
}

const noop = () => {};
const quietLogger = { trace: noop, debug: noop, info: noop, warn: console.warn, error: console.error, log: noop };
