import type { ResourceKindRow } from '../../core/kinds.js';
import { statusesWithout } from '../../core/lifecycle.js';
import type { KindScope } from '../../core/scopes.js';
import type { Sql } from '../../db/client.js';

/** One status vocabulary for every kind of run: the lifecycle's, with `canceling` shown as `processing`. */
export const OPERATION_STATUSES = statusesWithout('canceling');
export type OperationStatus = (typeof OPERATION_STATUSES)[number];

const TERMINAL: Record<string, OperationStatus> = {
  succeeded: 'succeeded',
  completed: 'succeeded',
  failed: 'failed',
  canceled: 'canceled',
  cancelled: 'canceled',
};
const WAITING = new Set(['queued', 'pending']);

/**
 * A resource's own status in the operations vocabulary: not started yet → `queued`; any
 * non-terminal state (`processing`, `canceling`, a training phase, …) → `processing`; the three
 * endings as they are. Every source uses it so the same word means the same thing for all kinds.
 */
export function toOperationStatus(resourceStatus: string): OperationStatus {
  return TERMINAL[resourceStatus] ?? (WAITING.has(resourceStatus) ? 'queued' : 'processing');
}

export interface OperationObject {
  object: 'operation';
  id: string;
  kind: string;
  status: OperationStatus;
  progress: number;
  status_message: string | null;
  error: { code: string; message: string | null } | null;
  created_at: string;
  completed_at: string | null;
  resource_url: string;
}

/** How one resource kind answers GET /v1/operations/{id}; each kind has one (api/resources/operation-source.ts). */
export interface OperationSource {
  /** The kind's id prefix (`aug`, …): ids `<prefix>_…` are this source's. */
  prefix: string;
  /** Scope needed to read this kind. */
  scope: KindScope;
  /** The kind's row: its feature flag is checked as on every route of the kind (403 `feature_not_enabled`). */
  kind?: ResourceKindRow;
  /** The operation view of an account's resource, or undefined when the account has no such id. */
  load(sql: Sql, accountId: string, id: string): Promise<OperationObject | undefined>;
}
