import type { Client } from '@temporalio/client';
import type { Sql } from '../db/client.js';
import type { AppDeps } from './deps.js';
import { WorkflowNotFoundError } from '@temporalio/common';
import { notCancelable } from '../core/errors.js';
import { isTerminalStatus, START_FAILED, type RunEnding } from '../core/lifecycle.js';
import {
  cancelSignal,
  liveStateQuery,
  type LiveState,
  type WorkflowFn,
  type WorkflowType,
} from '../contracts/resource.js';
import { AccountIdAttribute, ResourceKindAttribute, ResourceStatusAttribute } from '../contracts/search-attributes.js';

/** How one kind's runs start: its workflow (from its contract), its kind (the ResourceKind search attribute), and its ending for a run whose workflow cannot start. */
export interface RunStarter<I, O> {
  workflow: WorkflowType<I, O>;
  kind: string;
  /** The kind's own ending (status, refunds, event), so no run is left orphaned; what it returns is merged into a batch's row. */
  endRun: (sql: Sql, id: string, ending: RunEnding) => Promise<object | null | undefined>;
}

type StartDeps = Pick<AppDeps, 'sql' | 'temporal' | 'config'>;

/**
 * Starts one resource's workflow (its id is the resource's) with the search attributes operators filter by. When the
 * start fails the row is ended `failed` (code `system`) with its event, and the error is rethrown.
 */
export async function startRun<I, O>(deps: StartDeps, starter: RunStarter<I, O>, run: { id: string; account_id: string }, input: I): Promise<object | undefined> {
  try {
    await deps.temporal.workflow.start<WorkflowFn<WorkflowType<I, O>>>(starter.workflow.name, {
      workflowId: run.id,
      taskQueue: deps.config.temporal.taskQueue,
      args: [input],
      typedSearchAttributes: [
        { key: AccountIdAttribute, value: run.account_id },
        { key: ResourceKindAttribute, value: starter.kind },
        { key: ResourceStatusAttribute, value: 'processing' },
      ],
    });
    return undefined;
  } catch (error) {
    console.error(`[api] could not start the workflow of ${run.id}:`, error);
    await starter.endRun(deps.sql, run.id, START_FAILED);
    throw error;
  }
}

/**
 * Starts one workflow per row that admit() wrote, in order. A row whose start fails is ended `failed` in place, so
 * the batch answers every row as it now stands and no row is left without a workflow or an ending.
 */
export async function startRuns<Row extends { id: string; account_id: string }, I, O>(deps: StartDeps, starter: RunStarter<I, O>, rows: Row[], input: (row: Row) => I): Promise<Row[]> {
  for (const row of rows) {
    const ended = { ...starter, endRun: async (sql: Sql, id: string, ending: RunEnding) => Object.assign(row, await starter.endRun(sql, id, ending)) };
    await startRun(deps, ended, row, input(row)).catch(() => undefined);
  }
  return rows;
}

/**
 * The run's live state from its workflow, or undefined when it does not answer within
 * `timeoutMs` (worker busy or gone, workflow closed and evicted): callers then use the stored row.
 */
export async function readLiveState<S extends LiveState>(temporal: Client, id: string, timeoutMs: number): Promise<S | undefined> {
  try {
    return await temporal.withDeadline(Date.now() + timeoutMs, () => temporal.workflow.getHandle(id).query(liveStateQuery<S>()));
  } catch {
    return undefined;
  }
}

/**
 * Asks the run to cancel: a signal, answered once Temporal has recorded it, however busy the workers
 * are; the workflow then stops the work and writes the ending, which GET and the terminal event show.
 * A run that already ended (by its row, or whose workflow has closed) is 409 not_cancelable.
 */
export async function cancelRun(temporal: Client, run: { id: string; status: string }, reason = 'requested through the API'): Promise<void> {
  if (isTerminalStatus(run.status)) throw notCancelable(run.id, run.status);
  try {
    await temporal.workflow.getHandle(run.id).signal(cancelSignal, reason);
  } catch (error) {
    if (error instanceof WorkflowNotFoundError) throw notCancelable(run.id, run.status);
    throw error;
  }
}
