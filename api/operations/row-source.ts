import type { IdKind } from '../../core/ids.js';
import type { Scope } from '../../core/scopes.js';
import type { Queryable } from '../../db/client.js';
import { toOperationStatus, type OperationSource } from './types.js';

/** The columns a run's row keeps current for GET /v1/operations/{id}. */
export interface OperationRow {
  id: string;
  status: string;
  progress: number | string;
  status_message: string | null;
  error: { code: string; message: string | null } | null;
  created_at: Date;
  completed_at: Date | null;
}

/** An operations source for a kind whose row alone answers (its activities keep the row current). */
export function rowOperationSource(kind: { idKind: IdKind; scope: Scope; collection: string; find: (q: Queryable, accountId: string, id: string) => Promise<OperationRow | undefined> }): OperationSource {
  return {
    idKind: kind.idKind,
    scope: kind.scope,
    async load(sql, accountId, id) {
      const row = await kind.find(sql, accountId, id);
      if (!row) return undefined;
      return {
        object: 'operation',
        id: row.id,
        kind: kind.idKind,
        status: toOperationStatus(row.status),
        progress: Math.min(1, Math.max(0, Number(row.progress))),
        status_message: row.status_message,
        error: row.status === 'failed' && row.error ? { code: row.error.code, message: row.error.message } : null,
        created_at: row.created_at.toISOString(),
        completed_at: row.completed_at?.toISOString() ?? null,
        resource_url: `/v1/${kind.collection}/${row.id}`,
      };
    },
  };
}
