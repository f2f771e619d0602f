import { TWIN_STAGES } from '../../../core/twins/stages.js';
import type { TwinArchive, TwinRow, TwinStageView } from '../core/record.js';
import type { TwinSceneObjects } from '../core/scene-objects.js';
import type { Queryable } from '../../../db/client.js';
import { inTransaction } from '../../../db/transaction.js';
import type { Page, PageRequest } from '../../../db/pagination.js';
import { countActiveResources, findResourceRow, getResourceRow, listResourceRows, type ResourceListFilters } from '../../../db/resource-rows.js';
import { findResourceFile, pageResourceFiles, replaceResourceFiles } from '../../../db/resource-files.js';
import { jsonb } from '../../../db/jsonb.js';

export type { TwinRow } from '../core/record.js';

export const TWINS_TABLE = 'twins';

/** The account's twins that have not ended (queued, processing, canceling): what its concurrency_limit counts. */
export function countInFlightTwins(q: Queryable, accountId: string): Promise<number> {
  return countActiveResources(q, TWINS_TABLE, accountId);
}

export interface NewTwin {
  id: string;
  accountId: string;
  source: TwinRow['source'];
  sourceRevision: string | null;
  episodeIndex: number;
  config: Record<string, unknown>;
  etaSeconds: number;
  webhookMetadata: Record<string, unknown> | null;
  requestId: string | null;
  idempotencyKey: string | null;
}

export async function insertTwin(q: Queryable, input: NewTwin): Promise<TwinRow> {
  const [row] = await q<TwinRow[]>`
    insert into twins (id, account_id, status, status_message, eta_seconds, source, source_revision, episode_index, config,
                       webhook_metadata, request_id, idempotency_key)
    values (${input.id}, ${input.accountId}, 'queued', 'queued', ${input.etaSeconds}, ${jsonb(q, input.source)}, ${input.sourceRevision},
            ${input.episodeIndex}, ${jsonb(q, input.config)}, ${input.webhookMetadata ? jsonb(q, input.webhookMetadata) : null},
            ${input.requestId}, ${input.idempotencyKey})
    returning *`;
  return row!;
}

/** An account's twin; another account's id reads like a missing one. */
export function findTwin(q: Queryable, accountId: string, id: string): Promise<TwinRow | undefined> {
  return findResourceRow<TwinRow>(q, TWINS_TABLE, accountId, id);
}

export function getTwin(q: Queryable, id: string): Promise<TwinRow | undefined> {
  return getResourceRow<TwinRow>(q, TWINS_TABLE, id);
}

export function listTwins(q: Queryable, accountId: string, page: PageRequest, filters: ResourceListFilters = {}): Promise<Page<TwinRow>> {
  return listResourceRows<TwinRow>(q, TWINS_TABLE, accountId, page, filters);
}

export interface TwinProgressFields {
  status?: 'processing';
  stage?: string | null;
  progress?: number;
  statusMessage?: string | null;
  etaSeconds?: number | null;
  stages?: TwinStageView[];
  camera?: TwinRow['camera'];
}

/** Progress for lists; only while the twin is building (a late write never touches an ended or stopping twin). */
export async function updateTwinProgress(q: Queryable, id: string, fields: TwinProgressFields): Promise<void> {
  const set: Record<string, unknown> = {};
  if (fields.status !== undefined) set.status = fields.status;
  if (fields.progress !== undefined) set.progress = fields.progress;
  if (fields.statusMessage !== undefined) set.status_message = fields.statusMessage;
  if (fields.etaSeconds !== undefined) set.eta_seconds = fields.etaSeconds;
  if (fields.stages !== undefined) set.stages = jsonb(q, fields.stages);
  if (fields.camera !== undefined) set.camera = fields.camera === null ? null : jsonb(q, fields.camera);
  const columns = Object.keys(set);
  if (columns.length === 0 && fields.stage === undefined) return;
  // The stage is the twin's phase. A build never goes back a stage: a stale write (a new attempt's first report) leaves the further one.
  const order = q.array([...TWIN_STAGES]);
  const phase =
    fields.stage === undefined
      ? q`phase`
      : q`case when coalesce(array_position(${order}::text[], ${fields.stage}::text), 0) >= coalesce(array_position(${order}::text[], phase), 0) then ${fields.stage}::text else phase end`;
  const started = fields.status === 'processing' ? q`, started_at = coalesce(started_at, now())` : q``;
  if (columns.length === 0) {
    await q`update twins set phase = ${phase} where id = ${id} and status in ('queued', 'processing')`;
    return;
  }
  await q`update twins set ${q(set)}, phase = ${phase} ${started} where id = ${id} and status in ('queued', 'processing')`;
}

/** A building twin whose job is being stopped. */
export async function markTwinCanceling(q: Queryable, id: string): Promise<void> {
  await q`update twins set status = 'canceling', status_message = 'stopping the build' where id = ${id} and status in ('queued', 'processing')`;
}

/**
 * A failed or canceled twin building again (resume): back to `processing`, error and
 * completed_at cleared. Returns the row when this call reopened it, undefined when it was not
 * failed or canceled (already reopened by the API, or never ended).
 */
export async function reopenTwin(q: Queryable, id: string): Promise<TwinRow | undefined> {
  const [row] = await q<TwinRow[]>`
    update twins set status = 'processing', error = null, completed_at = null, status_message = 'resuming',
                     resumes = resumes + 1
    where id = ${id} and status in ('failed', 'canceled') and coalesce((error->>'resumable')::boolean, true)
    returning *`;
  return row;
}

export async function pinTwinSourceRevision(q: Queryable, id: string, commit: string): Promise<string> {
  const [row] = await q<{ source_revision: string }[]>`
    update twins set source_revision = coalesce(source_revision, ${commit}) where id = ${id} returning source_revision`;
  return row!.source_revision;
}

export async function setTwinTokensCharged(q: Queryable, id: string, amount: number): Promise<void> {
  // Never shrinks: refunds are not subtracted.
  await q`update twins set tokens_charged = greatest(tokens_charged, ${amount}) where id = ${id}`;
}

/** The published archive, its scene objects and its members (resource_files, role `archive_entry`), together. */
export async function setTwinArchive(
  q: Queryable,
  id: string,
  archive: TwinArchive,
  files: { path: string; bytes: number; sha256: string; storageKey?: string | null }[],
  sceneObjects: TwinSceneObjects | null = null,
): Promise<void> {
  await inTransaction(q, async (tx) => {
    await tx`update twins set archive = ${jsonb(tx, archive)}, scene_objects = ${sceneObjects ? jsonb(tx, sceneObjects) : null} where id = ${id}`;
    await replaceResourceFiles(tx, { table: TWINS_TABLE, resourceId: id, role: 'archive_entry' }, files);
  });
}

export interface TwinFileRow {
  path: string;
  bytes: number | string;
  sha256: string;
}

/** A page of a twin's files in path order, after `after` (the last path of the previous page). */
export async function pageTwinFiles(q: Queryable, id: string, limit: number, after: string | null): Promise<TwinFileRow[]> {
  const rows = await pageResourceFiles(q, id, 'archive_entry', limit, after);
  return rows.map((row) => ({ path: row.path, bytes: row.bytes ?? 0, sha256: row.sha256 ?? '' }));
}

/** The storage key of one archive file stored on its own (the preview, a camera's plate or check image), or undefined. */
export async function findTwinFileKey(q: Queryable, id: string, path: string): Promise<string | undefined> {
  const row = await findResourceFile(q, id, 'archive_entry', path);
  return row?.storage_key ?? undefined;
}

/** The finished stages as the job's stage files say, whatever the status (a stopped build keeps what it finished). */
export async function setTwinStages(q: Queryable, id: string, stages: TwinStageView[], camera?: TwinRow['camera']): Promise<void> {
  await q`update twins set stages = ${jsonb(q, stages)} ${camera ? q`, camera = ${jsonb(q, camera)}` : q``} where id = ${id}`;
}

/** The account's succeeded twins of one recorded episode at one source revision, newest first: what a video run may reuse. */
export function succeededTwinsOf(q: Queryable, accountId: string, repoId: string, revision: string, episodeIndex: number): Promise<TwinRow[]> {
  return q<TwinRow[]>`
    select * from twins
    where account_id = ${accountId} and status = 'succeeded' and source ->> 'repo_id' = ${repoId} and source_revision = ${revision}
      and episode_index = ${episodeIndex} and archive is not null
    order by created_at desc, id desc
    limit 5`;
}
