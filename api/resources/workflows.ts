import { WorkflowUpdateFailedError, type Client } from '@temporalio/client';
import { ApplicationFailure, WorkflowNotFoundError } from '@temporalio/common';
import { notCancelable } from '../../core/errors.js';
import { isTerminalStatus, START_FAILED, type RunEnding } from '../../core/lifecycle.js';
import {
  cancelUpdate,
  liveStateQuery,
  NOT_CANCELABLE,
  type LiveState,
  type WorkflowFn,
  type WorkflowType,
} from '../../workflows/contracts/resource.js';
import { AccountIdAttribute, ResourceKindAttribute, ResourceStatusAttribute } from '../../workflows/contracts/search-attributes.js';

export interface StartRun<I, O> {
  /** The kind's workflow, from its contract (workflows/contracts/<kind>.ts). */
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
 * Asks the run to cancel and waits until it has ended. A run that already ended (by its row, or
 * by its workflow's own validator, or whose workflow is gone) is 409 not_cancelable.
 */
export async function cancelRun<S extends LiveState>(temporal: Client, run: { id: string; status: string }): Promise<S> {
  if (isTerminalStatus(run.status)) throw notCancelable(run.id, run.status);
  try {
    return await temporal.workflow.getHandle(run.id).executeUpdate(cancelUpdate<S>(), { args: ['requested through the API'] });
  } catch (error) {
    const rejected = error instanceof WorkflowUpdateFailedError && error.cause instanceof ApplicationFailure && error.cause.type === NOT_CANCELABLE;
    if (rejected || error instanceof WorkflowNotFoundError) throw notCancelable(run.id, run.status);
    throw error;
  }
}
