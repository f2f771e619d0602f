import { ACTIVE_STATUSES as IN_FLIGHT_STATUSES } from '../../../core/lifecycle.js';
import type { TrainingConfig, TrainingMetrics, TrainingOutput, TrainingRunRow } from '../core/record.js';
import type { Queryable } from '../../../db/client.js';
import type { Page, PageRequest } from '../../../db/pagination.js';
import { addResourceFiles } from '../../../db/resource-files.js';
import { countActiveResources, findResourceRow, getResourceRow, listResourceRows, markResourceStarted, type ResourceListFilters } from '../../../db/resource-rows.js';
import { jsonb } from '../../../db/jsonb.js';

export type { TrainingConfig, TrainingMetrics, TrainingOutput, TrainingRunRow } from '../core/record.js';

export const TRAINING_RUNS_TABLE = 'training_runs';

export type NewTrainingRun = Pick<
  TrainingRunRow,
  'id' | 'account_id' | 'group_id' | 'policy' | 'robot' | 'hardware_tier' | 'dataset' | 'cameras' | 'config' | 'output' | 'webhook_metadata' | 'request_id' | 'idempotency_key'
> & { metrics: TrainingMetrics; status_message: string };

export async function insertTrainingRuns(q: Queryable, runs: NewTrainingRun[]): Promise<TrainingRunRow[]> {
  const rows: TrainingRunRow[] = [];
  for (const run of runs) {
    const [row] = await q<TrainingRunRow[]>`
      insert into training_runs (id, account_id, group_id, status, status_message, policy, robot, hardware_tier, dataset, cameras, config,
                                 metrics, output, webhook_metadata, request_id, idempotency_key)
      values (${run.id}, ${run.account_id}, ${run.group_id}, 'processing', ${run.status_message}, ${run.policy}, ${run.robot}, ${run.hardware_tier},
              ${jsonb(q, run.dataset)}, ${jsonb(q, run.cameras)}, ${jsonb(q, run.config)}, ${jsonb(q, run.metrics)},
              ${jsonb(q, run.output)}, ${run.webhook_metadata ? jsonb(q, run.webhook_metadata) : null}, ${run.request_id}, ${run.idempotency_key})
      returning *`;
    rows.push(row!);
  }
  return rows;
}

/** Training runs not yet ended: what the account's concurrency limit counts. */
export function countInFlightTrainingRuns(q: Queryable, accountId: string): Promise<number> {
  return countActiveResources(q, TRAINING_RUNS_TABLE, accountId);
}

export function findTrainingRun(q: Queryable, accountId: string, id: string): Promise<TrainingRunRow | undefined> {
  return findResourceRow<TrainingRunRow>(q, TRAINING_RUNS_TABLE, accountId, id);
}

export function getTrainingRun(q: Queryable, id: string): Promise<TrainingRunRow | undefined> {
  return getResourceRow<TrainingRunRow>(q, TRAINING_RUNS_TABLE, id);
}

export function listTrainingRuns(q: Queryable, accountId: string, page: PageRequest, filters: ResourceListFilters = {}): Promise<Page<TrainingRunRow>> {
  return listResourceRows<TrainingRunRow>(q, TRAINING_RUNS_TABLE, accountId, page, filters);
}

/** Progress fields the worker keeps current so lists are never far behind the live view. */
export async function updateTrainingProgress(
  q: Queryable,
  id: string,
  fields: { phase?: string; status_message?: string; progress?: number; metrics?: TrainingMetrics; eval?: Record<string, unknown> | null; output?: TrainingOutput; started_at?: Date; tokens_charged?: number },
): Promise<void> {
  const set: Record<string, unknown> = {};
  if (fields.phase !== undefined) set.phase = fields.phase;
  if (fields.status_message !== undefined) set.status_message = fields.status_message;
  if (fields.progress !== undefined) set.progress = fields.progress;
  if (fields.metrics !== undefined) set.metrics = jsonb(q, fields.metrics);
  if (fields.eval !== undefined) set.eval = fields.eval === null ? null : jsonb(q, fields.eval);
  if (fields.started_at !== undefined) set.started_at = fields.started_at;
  if (fields.tokens_charged !== undefined) set.tokens_charged = fields.tokens_charged;
  const columns = Object.keys(set);
  if (columns.length > 0) {
    await q`update training_runs set ${q(set)} where id = ${id} and status in ${q(IN_FLIGHT_STATUSES as unknown as string[])}`;
  }
  if (fields.output !== undefined) {
    await q`update training_runs set output = output || ${jsonb(q, fields.output)} where id = ${id}`;
  }
}

/** started_at is set once, when the job is first submitted; a retried activity keeps the first value. */
export function markTrainingStarted(q: Queryable, id: string, at: Date): Promise<void> {
  return markResourceStarted(q, TRAINING_RUNS_TABLE, id, at);
}

// ---- log lines ----

/** Stores lines numbered `firstSeq`, `firstSeq+1`, …; lines already stored (a re-read after a restart) are skipped. */
export async function appendTrainingLogLines(q: Queryable, runId: string, firstSeq: number, lines: string[]): Promise<void> {
  if (lines.length === 0) return;
  const rows = lines.map((line, i) => ({ run_id: runId, seq: firstSeq + i, line }));
  for (let start = 0; start < rows.length; start += 1000) {
    await q`insert into training_run_log_lines ${q(rows.slice(start, start + 1000))} on conflict do nothing`;
  }
}

export async function tailTrainingLogLines(q: Queryable, runId: string, tail: number): Promise<string[]> {
  const rows = await q<{ line: string }[]>`
    select line from (select seq, line from training_run_log_lines where run_id = ${runId} order by seq desc limit ${tail}) last
    order by seq`;
  return rows.map((row) => row.line);
}

export async function lastTrainingLogSeq(q: Queryable, runId: string): Promise<number> {
  const [row] = await q<{ seq: number | null }[]>`select max(seq) as seq from training_run_log_lines where run_id = ${runId}`;
  return row?.seq ?? 0;
}

// ---- checkpoints (resource_files, role `checkpoint`: one row per step, storage_key the pretrained_model/ prefix) ----

export interface TrainingCheckpointRow {
  run_id: string;
  step: number;
  storage_prefix: string;
  created_at: Date;
}

const CHECKPOINT_COLUMNS = (q: Queryable) =>
  q`resource_id as run_id, step::int as step, storage_key as storage_prefix, created_at`;

export async function insertTrainingCheckpoint(q: Queryable, runId: string, step: number, storagePrefix: string): Promise<void> {
  await addResourceFiles(q, { table: TRAINING_RUNS_TABLE, resourceId: runId, role: 'checkpoint' }, [
    { path: `checkpoints/${step}/pretrained_model`, storageKey: storagePrefix, step },
  ]);
}

export async function listTrainingCheckpoints(q: Queryable, runId: string, opts: { limit: number; afterStep: number | null }): Promise<{ rows: TrainingCheckpointRow[]; hasMore: boolean }> {
  const rows = await q<TrainingCheckpointRow[]>`
    select ${CHECKPOINT_COLUMNS(q)} from resource_files
    where resource_id = ${runId} and role = 'checkpoint' and step > ${opts.afterStep ?? -1}
    order by step limit ${opts.limit + 1}`;
  return { rows: rows.slice(0, opts.limit), hasMore: rows.length > opts.limit };
}

export async function findTrainingCheckpoint(q: Queryable, runId: string, step: number): Promise<TrainingCheckpointRow | undefined> {
  const [row] = await q<TrainingCheckpointRow[]>`
    select ${CHECKPOINT_COLUMNS(q)} from resource_files where resource_id = ${runId} and role = 'checkpoint' and step = ${step}`;
  return row;
}

export async function checkpointSummary(q: Queryable, runId: string): Promise<{ count: number; latest: TrainingCheckpointRow | null }> {
  const [row] = await q<(TrainingCheckpointRow & { count: number })[]>`
    select ${CHECKPOINT_COLUMNS(q)}, count(*) over ()::int as count
    from resource_files where resource_id = ${runId} and role = 'checkpoint' order by step desc limit 1`;
  if (!row) return { count: 0, latest: null };
  const { count, ...latest } = row;
  return { count, latest };
}

export async function checkpointSummaries(q: Queryable, runIds: string[]): Promise<Map<string, { count: number; latest: TrainingCheckpointRow | null }>> {
  const result = new Map<string, { count: number; latest: TrainingCheckpointRow | null }>();
  if (runIds.length === 0) return result;
  const rows = await q<(TrainingCheckpointRow & { count: number })[]>`
    select distinct on (resource_id) ${CHECKPOINT_COLUMNS(q)}, count(*) over (partition by resource_id)::int as count
    from resource_files where resource_id in ${q(runIds)} and role = 'checkpoint' order by resource_id, step desc`;
  for (const row of rows) result.set(row.run_id, { count: row.count, latest: row });
  return result;
}
