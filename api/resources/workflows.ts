import { WorkflowUpdateFailedError, type Client } from '@temporalio/client';
import { ApplicationFailure, WorkflowNotFoundError } from '@temporalio/common';
import { notCancelable } from '../../core/errors.js';
import {
  AccountIdAttribute,
  ResourceKindAttribute,
  ResourceStatusAttribute,
} from '../../workflows/search-attributes.js';
import { CANCEL_UPDATE, LIVE_STATE_QUERY, NOT_CANCELABLE, type LiveState } from '../../workflows/messages.js';

export interface StartResourceWorkflow {
  workflowType: string;
  /** The resource id, which is also the workflow id. */
  id: string;
  taskQueue: string;
  accountId: string;
  /** `augmentation`, `training_run`, … (the ResourceKind search attribute). */
  kind: string;
  args: unknown[];
}

/** Starts one resource's workflow with the search attributes operators filter by. */
export async function startResourceWorkflow(temporal: Client, start: StartResourceWorkflow): Promise<void> {
  await temporal.workflow.start(start.workflowType, {
    workflowId: start.id,
    taskQueue: start.taskQueue,
    args: start.args,
    typedSearchAttributes: [
      { key: AccountIdAttribute, value: start.accountId },
      { key: ResourceKindAttribute, value: start.kind },
      { key: ResourceStatusAttribute, value: 'processing' },
    ],
  });
}

/**
 * The run's live state from its workflow, or undefined when it does not answer within
 * `timeoutMs` (worker busy or gone, workflow closed and evicted): callers then use the stored row.
 */
export async function readLiveState<S extends LiveState>(temporal: Client, id: string, timeoutMs: number): Promise<S | undefined> {
  try {
    return await temporal.withDeadline(Date.now() + timeoutMs, () => temporal.workflow.getHandle(id).query<S>(LIVE_STATE_QUERY));
  } catch {
    return undefined;
  }
}

/**
 * Asks the run to cancel and waits until it has ended. A run that already ended (or whose
 * workflow is gone) is 409 not_cancelable.
 */
export async function cancelResourceWorkflow<S extends LiveState>(temporal: Client, id: string, currentStatus: string): Promise<S> {
  try {
    return await temporal.workflow.getHandle(id).executeUpdate<S, [string]>(CANCEL_UPDATE, { args: ['requested through the API'] });
  } catch (error) {
    const rejected = error instanceof WorkflowUpdateFailedError && error.cause instanceof ApplicationFailure && error.cause.type === NOT_CANCELABLE;
    if (rejected || error instanceof WorkflowNotFoundError) throw notCancelable(id, currentStatus);
    throw error;
  }
}
