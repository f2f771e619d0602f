import { ApplicationFailure, WorkflowNotFoundError } from '@temporalio/common';

/** gRPC NOT_FOUND: the workflow a signal or query was meant for has ended or never existed. */
const GRPC_NOT_FOUND = 5;

/**
 * Whether an activity's failure is an outcome the platform expects rather than a fault: a run
 * failing for the user's reason (a non-retryable ApplicationFailure: bad input, a refused hub push,
 * a job that failed on its data) or a signal that reached a workflow which has already finished.
 */
export function isExpectedFailure(error: unknown): boolean {
  if (error instanceof ApplicationFailure) return error.nonRetryable === true;
  if (error instanceof WorkflowNotFoundError) return true;
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  return name === 'ServiceError' && code === GRPC_NOT_FOUND;
}

/** An error as one short object for a log line: no stack, no gRPC metadata or details dump. */
export function compactError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const { type, nonRetryable, code } = error as { type?: unknown; nonRetryable?: unknown; code?: unknown };
  return {
    name: error.name,
    message: error.message,
    ...(typeof type === 'string' ? { type } : {}),
    ...(typeof nonRetryable === 'boolean' ? { non_retryable: nonRetryable } : {}),
    ...(typeof code === 'number' || typeof code === 'string' ? { code } : {}),
  };
}
