import type { EvaluationEpisode, EvaluationOutputs, EvaluationRow } from '../core/record.js';
import type { Queryable } from '../../../db/client.js';
import type { Page, PageRequest } from '../../../db/pagination.js';
import { findResourceFile, pageResourceFiles, replaceResourceFiles } from '../../../db/resource-files.js';
import { countActiveResources, findResourceRow, getResourceRow, listResourceRows, markResourceStarted, type ResourceListFilters } from '../../../db/resource-rows.js';
import { inTransaction } from '../../../db/transaction.js';
import { jsonb } from '../../../db/jsonb.js';

export type { EvaluationRow } from '../core/record.js';

export const EVALUATIONS_TABLE = 'evaluations';
const OUTPUT = { table: EVALUATIONS_TABLE, role: 'output' } as const;

export type NewEvaluation = Pick<EvaluationRow, 'id' | 'account_id' | 'policy' | 'twin_id' | 'objective' | 'episodes' | 'seeds' | 'randomisation' | 'webhook_metadata' | 'request_id' | 'idempotency_key'>;

export async function insertEvaluation(q: Queryable, input: NewEvaluation): Promise<EvaluationRow> {
  const [row] = await q<EvaluationRow[]>`
    insert into evaluations (id, account_id, status, status_message, policy, twin_id, objective, episodes, seeds, randomisation, webhook_metadata, request_id, idempotency_key)
    values (${input.id}, ${input.account_id}, 'queued', 'queued', ${jsonb(q, input.policy)}, ${input.twin_id}, ${jsonb(q, input.objective)}, ${input.episodes},
            ${input.seeds ? jsonb(q, input.seeds) : null}, ${jsonb(q, input.randomisation)}, ${input.webhook_metadata ? jsonb(q, input.webhook_metadata) : null}, ${input.request_id}, ${input.idempotency_key})
    returning *`;
  return row!;
}

export function countInFlightEvaluations(q: Queryable, accountId: string): Promise<number> {
  return countActiveResources(q, EVALUATIONS_TABLE, accountId);
}

/** An account's evaluation; another account's id reads like a missing one. */
export function findEvaluation(q: Queryable, accountId: string, id: string): Promise<EvaluationRow | undefined> {
  return findResourceRow<EvaluationRow>(q, EVALUATIONS_TABLE, accountId, id);
}

export function getEvaluation(q: Queryable, id: string): Promise<EvaluationRow | undefined> {
  return getResourceRow<EvaluationRow>(q, EVALUATIONS_TABLE, id);
}

export function listEvaluations(q: Queryable, accountId: string, page: PageRequest, filters: ResourceListFilters = {}): Promise<Page<EvaluationRow>> {
  return listResourceRows<EvaluationRow>(q, EVALUATIONS_TABLE, accountId, page, filters);
}

/** queued → processing when the workflow picks it up. */
export async function markEvaluationStarted(q: Queryable, id: string): Promise<void> {
  await q`update evaluations set status = 'processing', status_message = 'starting' where id = ${id} and status = 'queued'`;
  await markResourceStarted(q, EVALUATIONS_TABLE, id);
}

export async function markEvaluationCanceling(q: Queryable, id: string): Promise<void> {
  await q`update evaluations set status = 'canceling', status_message = 'stopping the evaluation' where id = ${id} and status in ('queued', 'processing')`;
}

/** Progress for lists; never touches an ended or stopping evaluation. */
export async function updateEvaluationProgress(q: Queryable, id: string, fields: { phase: string | null; progress: number; statusMessage: string | null }): Promise<void> {
  await q`update evaluations set phase = ${fields.phase}, progress = ${fields.progress}, status_message = ${fields.statusMessage} where id = ${id} and status in ('queued', 'processing')`;
}

export async function recordEvaluationTokens(q: Queryable, id: string, charged: number, refunded: number): Promise<void> {
  await q`update evaluations set tokens_charged = ${charged}, tokens_refunded = ${refunded} where id = ${id}`;
}

export interface EvaluationResult {
  verdict: 'pass' | 'fail';
  successRate: number;
  interval: { low: number; high: number };
  report: Record<string, unknown>;
  outputs: EvaluationOutputs;
  episodes: EvaluationEpisode[];
  files: { path: string; bytes: number; sha256: string; storageKey: string }[];
}

/** The figures, report, episodes and files of an evaluated run, together (idempotent: a retry replaces them). */
export async function setEvaluationResult(q: Queryable, id: string, result: EvaluationResult): Promise<void> {
  await inTransaction(q, async (tx) => {
    await tx`
      update evaluations set verdict = ${result.verdict}, success_rate = ${result.successRate}, interval_low = ${result.interval.low}, interval_high = ${result.interval.high},
                             report = ${jsonb(tx, result.report)}, outputs = ${jsonb(tx, result.outputs)}
      where id = ${id}`;
    await tx`delete from evaluation_episodes where evaluation_id = ${id}`;
    for (const [index, e] of result.episodes.entries()) {
      await tx`
        insert into evaluation_episodes (evaluation_id, index, seed, success, lift_m, place_error_m, steps, failure_mode, grasped, start)
        values (${id}, ${index}, ${e.seed}, ${e.success}, ${e.lift_m}, ${e.place_error_m}, ${e.steps}, ${e.failure_mode}, ${e.grasped}, ${jsonb(tx, e.start)})`;
    }
    await replaceResourceFiles(tx, { ...OUTPUT, resourceId: id }, result.files);
  });
}

interface EpisodeRow {
  index: number;
  seed: string | number;
  success: boolean;
  lift_m: number | null;
  place_error_m: number | null;
  steps: number;
  failure_mode: EvaluationEpisode['failure_mode'];
  grasped: boolean | null;
  start: EvaluationEpisode['start'];
}

/** A page of an evaluation's episodes in order, after index `after`. */
export async function pageEvaluationEpisodes(q: Queryable, id: string, limit: number, after: number | null): Promise<(EvaluationEpisode & { index: number })[]> {
  const rows = await q<EpisodeRow[]>`
    select index, seed, success, lift_m, place_error_m, steps, failure_mode, grasped, start from evaluation_episodes
    where evaluation_id = ${id} and index > ${after ?? -1} order by index limit ${limit}`;
  return rows.map((r) => ({ ...r, seed: Number(r.seed) }));
}

export async function pageEvaluationFiles(q: Queryable, id: string, limit: number, after: string | null) {
  const rows = await pageResourceFiles(q, id, 'output', limit, after);
  return rows.map((row) => ({ path: row.path, bytes: Number(row.bytes ?? 0), sha256: row.sha256 ?? '' }));
}

export async function findEvaluationFileKey(q: Queryable, id: string, path: string): Promise<string | undefined> {
  return (await findResourceFile(q, id, 'output', path))?.storage_key ?? undefined;
}
