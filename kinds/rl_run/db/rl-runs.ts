import type { RlMetricsPoint } from '../../../core/jobs/rl.js';
import type { RlMetricsView, RlOutputs, RlRunRow } from '../core/record.js';
import type { Queryable } from '../../../db/client.js';
import type { Page, PageRequest } from '../../../db/pagination.js';
import { addResourceFiles, findResourceFile, pageResourceFiles, replaceResourceFiles, type ResourceFileRow } from '../../../db/resource-files.js';
import { countActiveResources, findResourceRow, getResourceRow, listResourceRows, type ResourceListFilters } from '../../../db/resource-rows.js';
import { inTransaction } from '../../../db/transaction.js';
import { jsonb } from '../../../db/jsonb.js';

export type { RlRunRow } from '../core/record.js';

export const RL_RUNS_TABLE = 'rl_runs';

/** The packaged bundle's files (resource_files, role `bundle`; stored under rl_runs/<id>/bundle/). */
const BUNDLE = { table: RL_RUNS_TABLE, role: 'bundle' } as const;

export type NewRlRun = Pick<RlRunRow, 'id' | 'account_id' | 'group_id' | 'seed' | 'spec' | 'twin_id' | 'hardware_tier' | 'webhook_metadata' | 'request_id' | 'idempotency_key'>;

/** Inserts every run of one create (call inside the create's transaction). */
export async function insertRlRuns(q: Queryable, runs: NewRlRun[]): Promise<RlRunRow[]> {
  const rows: RlRunRow[] = [];
  for (const run of runs) {
    const [row] = await q<RlRunRow[]>`
      insert into rl_runs (id, account_id, group_id, seed, spec, twin_id, status, status_message, hardware_tier, webhook_metadata, request_id, idempotency_key)
      values (${run.id}, ${run.account_id}, ${run.group_id}, ${run.seed}, ${jsonb(q, run.spec)}, ${run.twin_id}, 'queued', 'queued', ${run.hardware_tier},
              ${run.webhook_metadata ? jsonb(q, run.webhook_metadata) : null}, ${run.request_id}, ${run.idempotency_key})
      returning *`;
    rows.push(row!);
  }
  return rows;
}

export function countInFlightRlRuns(q: Queryable, accountId: string): Promise<number> {
  return countActiveResources(q, RL_RUNS_TABLE, accountId);
}

/** An account's run; another account's id reads like a missing one. */
export function findRlRun(q: Queryable, accountId: string, id: string): Promise<RlRunRow | undefined> {
  return findResourceRow<RlRunRow>(q, RL_RUNS_TABLE, accountId, id);
}

export function getRlRun(q: Queryable, id: string): Promise<RlRunRow | undefined> {
  return getResourceRow<RlRunRow>(q, RL_RUNS_TABLE, id);
}

export function listRlRuns(q: Queryable, accountId: string, page: PageRequest, filters: ResourceListFilters = {}): Promise<Page<RlRunRow>> {
  return listResourceRows<RlRunRow>(q, RL_RUNS_TABLE, accountId, page, filters);
}

/** queued → processing when the workflow picks the run up. */
export async function markRlRunStarted(q: Queryable, id: string): Promise<void> {
  await q`update rl_runs set status = 'processing', status_message = 'starting', started_at = coalesce(started_at, now()) where id = ${id} and status = 'queued'`;
}

/** Progress for lists; never touches an ended or stopping run. */
export async function updateRlRunProgress(q: Queryable, id: string, fields: { phase: string | null; progress: number; statusMessage: string | null; metrics: RlMetricsView }): Promise<void> {
  await q`
    update rl_runs set phase = ${fields.phase}, progress = ${fields.progress}, status_message = ${fields.statusMessage}, metrics = ${jsonb(q, fields.metrics)}
    where id = ${id} and status in ('queued', 'processing')`;
}

export async function markRlRunCanceling(q: Queryable, id: string): Promise<void> {
  await q`update rl_runs set status = 'canceling', status_message = 'stopping training; the latest checkpoint is evaluated and packaged' where id = ${id} and status in ('queued', 'processing')`;
}

export async function recordRlTokens(q: Queryable, id: string, charged: number, refunded: number): Promise<void> {
  await q`update rl_runs set tokens_charged = ${charged}, tokens_refunded = ${refunded} where id = ${id}`;
}

/** One evaluation point of the curve (idempotent: a re-read log writes the same point again). */
export async function recordRlMetricsPoint(q: Queryable, id: string, point: RlMetricsPoint): Promise<void> {
  await q`
    insert into rl_run_metrics (run_id, env_steps, wall_seconds, mean_return, success_rate, reward_terms, episodes)
    values (${id}, ${point.env_steps}, ${point.wall_seconds}, ${point.mean_return}, ${point.success_rate}, ${jsonb(q, point.reward_terms ?? {})}, ${point.episodes ?? 0})
    on conflict (run_id, env_steps) do update set wall_seconds = excluded.wall_seconds, mean_return = excluded.mean_return,
      success_rate = excluded.success_rate, reward_terms = excluded.reward_terms, episodes = excluded.episodes`;
}

export interface RlMetricsRow {
  env_steps: number | string;
  wall_seconds: number;
  mean_return: number | null;
  success_rate: number | null;
  reward_terms: Record<string, number>;
  episodes: number;
}

/** A page of the curve in env-step order, after `after` env steps. */
export function pageRlMetrics(q: Queryable, id: string, limit: number, after: number | null): Promise<RlMetricsRow[]> {
  return q<RlMetricsRow[]>`
    select env_steps, wall_seconds, mean_return, success_rate, reward_terms, episodes from rl_run_metrics
    where run_id = ${id} ${after === null ? q`` : q`and env_steps > ${after}`} order by env_steps limit ${limit + 1}`;
}

export interface RlCheckpointRow {
  env_steps: number | string;
  checkpoint_key: string;
  checkpoint_bytes: number | string;
  onnx_key: string;
  onnx_bytes: number | string;
  created_at: Date;
}

const checkpointPath = (envSteps: number | string, format: 'zip' | 'onnx') => `checkpoints/${envSteps}.${format}`;

/** A checkpoint is two stored files (resource_files, role `checkpoint`, step = env steps): the SB3 `.zip` and its `.onnx` export. */
export async function recordRlCheckpoint(q: Queryable, id: string, row: Omit<RlCheckpointRow, 'created_at'>): Promise<void> {
  const step = Number(row.env_steps);
  await addResourceFiles(q, { table: RL_RUNS_TABLE, resourceId: id, role: 'checkpoint' }, [
    { path: checkpointPath(step, 'zip'), storageKey: row.checkpoint_key, bytes: Number(row.checkpoint_bytes), step },
    { path: checkpointPath(step, 'onnx'), storageKey: row.onnx_key, bytes: Number(row.onnx_bytes), step },
  ]);
}

export function listRlCheckpoints(q: Queryable, id: string): Promise<RlCheckpointRow[]> {
  return q<RlCheckpointRow[]>`
    select zip.step as env_steps, zip.storage_key as checkpoint_key, zip.bytes as checkpoint_bytes,
           onnx.storage_key as onnx_key, onnx.bytes as onnx_bytes, zip.created_at
    from resource_files zip
    join resource_files onnx on onnx.resource_id = zip.resource_id and onnx.role = 'checkpoint' and onnx.step = zip.step and onnx.path like '%.onnx'
    where zip.resource_id = ${id} and zip.role = 'checkpoint' and zip.path like '%.zip'
    order by zip.step`;
}

/** The packaged bundle: verdict, report, outputs and the file list, together. */
export async function setRlRunPackage(
  q: Queryable,
  id: string,
  packaged: {
    verdict: 'pass' | 'fail';
    /** The evaluation's deterministic success rate and its episode count (report.evaluation), shown beside the verdict. */
    evaluation: { success_rate: number | null; episodes: number | null };
    report: Record<string, unknown>;
    outputs: RlOutputs;
    files: { path: string; bytes: number; sha256: string }[];
  },
): Promise<void> {
  await inTransaction(q, async (tx) => {
    await tx`
      update rl_runs set verdict = ${packaged.verdict}, success_rate = ${packaged.evaluation.success_rate}, evaluation_episodes = ${packaged.evaluation.episodes},
        report = ${jsonb(tx, packaged.report)}, outputs = ${jsonb(tx, packaged.outputs)}
      where id = ${id}`;
    await replaceResourceFiles(tx, { ...BUNDLE, resourceId: id }, packaged.files);
  });
}

export interface RlFileRow {
  path: string;
  bytes: number | string;
  sha256: string;
}

const asRlFile = (row: ResourceFileRow): RlFileRow => ({ path: row.path, bytes: row.bytes ?? 0, sha256: row.sha256 ?? '' });

export async function pageRlFiles(q: Queryable, id: string, limit: number, after: string | null): Promise<RlFileRow[]> {
  return (await pageResourceFiles(q, id, BUNDLE.role, limit, after)).map(asRlFile);
}

export async function findRlFile(q: Queryable, id: string, path: string): Promise<RlFileRow | undefined> {
  const row = await findResourceFile(q, id, BUNDLE.role, path);
  return row && asRlFile(row);
}
