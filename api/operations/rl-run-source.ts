import { findRlRun } from '../../db/rl-runs.js';
import { toOperationStatus, type OperationSource } from './types.js';

/** `rl_…` ids in GET /v1/operations/{id}, read from the row (the training activity keeps it current). */
export const rlRunOperationSource: OperationSource = {
  idKind: 'rl_run',
  scope: 'rl_runs:read',
  async load(sql, accountId, id) {
    const row = await findRlRun(sql, accountId, id);
    if (!row) return undefined;
    return {
      object: 'operation',
      id: row.id,
      kind: 'rl_run',
      status: toOperationStatus(row.status),
      progress: Math.min(1, Math.max(0, Number(row.progress))),
      status_message: row.status_message,
      error: row.status === 'failed' && row.error ? { code: row.error.code, message: row.error.message } : null,
      created_at: row.created_at.toISOString(),
      completed_at: row.completed_at?.toISOString() ?? null,
      resource_url: `/v1/rl_runs/${row.id}`,
    };
  },
};
