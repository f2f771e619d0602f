import type { Client } from '@temporalio/client';
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

export interface StartRun<I, O> {
  /** The kind's workflow, from its contract (contracts/<kind>.ts). */
  workflow: WorkflowType<I, O>;
  /** The resource id, which is also the workflow id. */
  id: string;
  input: I;
  taskQueue: string;
  accountId: string;
  /** `augmentation`, `training_run`, … (the ResourceKind search attribute). */
  kind: string;
  /** Ends the row when the workflow cannot be started (the kind's own ending: status, refunds, event), so no run is left orphaned. */
  endRun: (ending: RunEnding) => Promise<unknown>;
}

/**
 * Starts one resource's workflow with the search attributes operators filter by. When the start
 * fails the row is ended `failed` (code `system`) with its event, and the error is rethrown.
 */
export async function startRun<I, O>(temporal: Client, start: StartRun<I, O>): Promise<void> {
  try {
    await temporal.workflow.start<WorkflowFn<WorkflowType<I, O>>>(start.workflow.name, {
      workflowId: start.id,
      taskQueue: start.taskQueue,
      args: [start.input],
      typedSearchAttributes: [
        { key: AccountIdAttribute, value: start.accountId },
        { key: ResourceKindAttribute, value: start.kind },
        { key: ResourceStatusAttribute, value: 'processing' },
      ],
    });
  } catch (error) {
    console.error(`[api] could not start the workflow of ${start.id}:`, error);
    await start.endRun(START_FAILED);
    throw error;
  }
}

/** One kind's workflow start for every row of a batch that admit() wrote. */
export interface StartBatch<Row, I, O> {
  workflow: WorkflowType<I, O>;
  kind: string;
  taskQueue: string;
  accountId: string;
  input: (row: Row) => I;
  /** The kind's ending for a row whose workflow could not start; what it returns is merged into the row. */
  endRun: (id: string, ending: RunEnding) => Promise<object | undefined>;
}

/**
 * Starts one workflow per row, in order. A row whose start fails is ended `failed` in place, so the
 * batch answers every row as it now stands and no row is left without a workflow or an ending.
 */
export async function startRuns<Row extends { id: string }, I, O>(temporal: Client, rows: Row[], batch: StartBatch<Row, I, O>): Promise<Row[]> {
  for (const row of rows) {
    await startRun(temporal, {
      workflow: batch.workflow,
      id: row.id,
      input: batch.input(row),
      taskQueue: batch.taskQueue,
      accountId: batch.accountId,
      kind: batch.kind,
      endRun: async (ending) => Object.assign(row, await batch.endRun(row.id, ending)),
    }).catch(() => undefined);
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
