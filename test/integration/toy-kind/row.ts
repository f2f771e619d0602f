import { defineWorkflowType, type LiveState } from '../../../contracts/resource.js';
import type { ResourceKindRow } from '../../../core/kinds.js';

/**
 * The toy kind's row, as a kinds-table row, with its view as the real rows have one (its runs' summary for the
 * console's runs list and `rlp runs list`, its page in its own console folder); its registry entry (toy-kind.ts) adds its parts.
 */
export const TOY_KIND: ResourceKindRow = {
  kind: 'toy_run',
  prefix: 'toy',
  collection: 'toy_runs',
  feature: 'toys',
  label: 'Toy run',
  view: { summary: ['toy on {source}', '{status_message}'], stage: 'phase', fields: [['source', 'source']], console: { page: 'toy-run' } },
};

export const TOY_TABLE = `create table if not exists toy_runs (
  id text primary key, account_id text not null, status text not null, progress double precision not null default 0,
  status_message text, source text not null, created_at timestamptz not null default now(), completed_at timestamptz)`;

export interface ToyRow {
  id: string;
  account_id: string;
  status: string;
  progress: number;
  status_message: string | null;
  source: string;
  created_at: Date;
  completed_at: Date | null;
}

/** Its contract: the workflow's name (the registry's convention, `<kind in camelCase>Workflow`) bound to its input. */
export const toyRunWorkflowType = defineWorkflowType<{ id: string }, LiveState>('toyRunWorkflow');

export const presentToyRun = (row: ToyRow, live?: LiveState) => ({
  object: 'toy_run' as const,
  id: row.id,
  status: live?.status ?? row.status,
  progress: live?.progress ?? row.progress,
  status_message: live?.status_message ?? row.status_message,
  phase: live?.phase ?? (row.status === 'processing' ? 'work' : null),
  source: row.source,
  created_at: row.created_at.toISOString(),
  completed_at: row.completed_at?.toISOString() ?? null,
});
