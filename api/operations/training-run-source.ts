import { findTrainingRun } from '../../db/training-runs.js';
import { toOperationStatus, type OperationSource } from './types.js';

/** GET /v1/operations/trn_… : a training run's status from its stored row. */
export const trainingRunOperationSource: OperationSource = {
  idKind: 'training_run',
  scope: 'training_runs:read',
  async load(sql, accountId, id) {
    const row = await findTrainingRun(sql, accountId, id);
    if (!row) return undefined;
    return {
      object: 'operation',
      id: row.id,
      kind: 'training_run',
      status: toOperationStatus(row.status),
      progress: row.progress,
      status_message: row.status_message,
      error: row.error,
      created_at: row.created_at.toISOString(),
      completed_at: row.completed_at?.toISOString() ?? null,
      resource_url: `/v1/training_runs/${row.id}`,
    };
  },
};
