import { RESOURCE_KINDS, type ResourceCollection } from './kinds.js';
import type { ResourceStatus, RunError } from './lifecycle.js';

/**
 * A resource's error as every table stores it (one jsonb `error`): `code` and `message` always;
 * kinds add their own fields (a twin says whether it can be resumed and at which stage it failed).
 */
export interface ResourceError extends RunError {
  param?: string | null;
  resumable?: boolean;
  stage?: string | null;
}

/**
 * The columns every long-running resource table has (augmentations, training_runs, twins,
 * rl_runs; docs/data-model.md). Each kind's row extends it with its own columns and may narrow
 * `status` to the statuses it uses.
 */
export interface ResourceRow {
  id: string;
  account_id: string;
  status: ResourceStatus;
  /** Finer than status: what the run is doing now (a twin's stage); the terminal phase once ended, where the kind writes one. */
  phase: string | null;
  progress: number;
  status_message: string | null;
  /** Set when failed. */
  error: ResourceError | null;
  tokens_charged: number | string;
  webhook_metadata: Record<string, unknown> | null;
  request_id: string | null;
  idempotency_key: string | null;
  created_at: Date;
  /** When work began (a job was submitted or the workflow first reported); null before, and for rows older than migration 110. */
  started_at: Date | null;
  /** When the status became succeeded, failed or canceled. */
  completed_at: Date | null;
}

/** The resource tables, the only tables ResourceRow describes: each kind's rows live in the table named after its collection. */
export const RESOURCE_TABLES: readonly ResourceCollection[] = RESOURCE_KINDS.map((kind) => kind.collection);
export type ResourceTable = ResourceCollection;

/** What a stored file is to its resource (db/migrations/111_resource_files.sql). */
export type ResourceFileRole = 'output' | 'archive_entry' | 'bundle' | 'checkpoint';

/** One row of `resource_files`. bigint columns arrive as strings. */
export interface ResourceFileRow {
  resource_id: string;
  account_id: string;
  role: ResourceFileRole;
  path: string;
  bytes: number | string | null;
  sha256: string | null;
  storage_key: string | null;
  step: number | string | null;
  created_at: Date;
}

/** A run's three times as the API shows them (ISO 8601; null until they happen). */
export const runTimes = (row: Pick<ResourceRow, 'created_at' | 'started_at' | 'completed_at'>) => ({
  created_at: row.created_at.toISOString(),
  started_at: row.started_at ? row.started_at.toISOString() : null,
  completed_at: row.completed_at ? row.completed_at.toISOString() : null,
});

/** What a run was charged and refunded, in tokens (postgres returns bigint columns as strings). */
export const runTokens = (row: { tokens_charged: number | string; tokens_refunded: number | string }) => ({
  charged: Number(row.tokens_charged),
  refunded: Number(row.tokens_refunded),
});
