import { findAugmentation } from '../../db/augmentations.js';
import { toOperationStatus, type OperationSource } from './types.js';

/** `aug_…` ids in GET /v1/operations/{id}, read from the row (activities keep it current at every phase). */
export const augmentationOperationSource: OperationSource = {
  idKind: 'augmentation',
  scope: 'augmentations:read',
  async load(sql, accountId, id) {
    const row = await findAugmentation(sql, accountId, id);
    if (!row) return undefined;
    return {
      object: 'operation',
      id: row.id,
      kind: 'augmentation',
      status: toOperationStatus(row.status),
      progress: Math.min(1, Math.max(0, Number(row.progress))),
      status_message: row.status_message,
      error: row.status === 'failed' && row.error_code ? { code: row.error_code, message: row.error_message } : null,
      created_at: row.created_at.toISOString(),
      completed_at: row.completed_at?.toISOString() ?? null,
      resource_url: `/v1/augmentations/${row.id}`,
    };
  },
};
