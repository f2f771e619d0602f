import { fileURLToPath } from 'node:url';
import { bundleWorkflowCode, type WorkflowBundleWithSourceMap } from '@temporalio/worker';

export const WORKFLOWS_PATH = fileURLToPath(new URL('../workflows/index.ts', import.meta.url));

/** Bundles every workflow once (webpack); workers are then created from the bundle without re-bundling. */
export function bundleWorkflows(workflowsPath = WORKFLOWS_PATH): Promise<WorkflowBundleWithSourceMap> {
  return bundleWorkflowCode({ workflowsPath, logger: quietLogger });
}

const noop = () => {};
const quietLogger = { trace: noop, debug: noop, info: noop, warn: console.warn, error: console.error, log: noop };
