import type { ResourceRow } from '../../core/resource-row.js';
import type { OperationObject } from '../operations/types.js';

type OperationRow = Pick<ResourceRow, 'status' | 'progress' | 'status_message' | 'error' | 'created_at' | 'completed_at'>;

/** A run's row in the operations vocabulary (GET /v1/operations/{id}): its error only once it has failed, as code and message. */
export function runOperation(row: OperationRow): Omit<OperationObject, 'object' | 'id' | 'kind' | 'status' | 'resource_url'> {
  return {
    progress: Number(row.progress),
    status_message: row.status_message,
    error: row.status === 'failed' && row.error ? { code: row.error.code, message: row.error.message ?? null } : null,
    created_at: row.created_at.toISOString(),
    completed_at: row.completed_at?.toISOString() ?? null,
  };
}
