import { collectionPath, readScope } from '../../core/kinds.js';
import { toOperationStatus, type OperationSource } from '../operations/types.js';
import type { KindAdapter } from './kind.js';

/** GET /v1/operations/{id} for one kind, read from its row (its activities keep the row current). */
export function kindOperationSource(kind: KindAdapter): OperationSource {
  return {
    prefix: kind.kind.prefix,
    kind: kind.kind,
    scope: readScope(kind.kind),
    async load(_sql, accountId, id) {
      const row = await kind.find(accountId, id);
      if (!row) return undefined;
      const view = kind.operation(row);
      return {
        object: 'operation',
        id: row.id,
        kind: kind.kind.kind,
        status: toOperationStatus(row.status),
        ...view,
        progress: Math.min(1, Math.max(0, Number(view.progress))),
        resource_url: `${collectionPath(kind.kind)}/${row.id}`,
      };
    },
  };
}
