import { findTwin } from '../../db/twins.js';
import { toOperationStatus, type OperationSource } from './types.js';

/** `twin_…` ids in GET /v1/operations/{id}, read from the row (the build activity keeps it current). */
export const twinOperationSource: OperationSource = {
  idKind: 'twin',
  scope: 'twins:read',
  async load(sql, accountId, id) {
    const row = await findTwin(sql, accountId, id);
    if (!row) return undefined;
    return {
      object: 'operation',
      id: row.id,
      kind: 'twin',
      status: toOperationStatus(row.status),
      progress: Math.min(1, Math.max(0, Number(row.progress))),
      status_message: row.status_message,
      error: row.status === 'failed' && row.error ? { code: row.error.code, message: row.error.message } : null,
      created_at: row.created_at.toISOString(),
      completed_at: row.completed_at?.toISOString() ?? null,
      resource_url: `/v1/twins/${row.id}`,
    };
  },
};
