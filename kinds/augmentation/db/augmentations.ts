import type { Queryable, TransactionSql } from '../../../db/client.js';
import { inTransaction } from '../../../db/transaction.js';
import type { Page, PageRequest } from '../../../db/pagination.js';
import { findResourceFile, replaceResourceFiles, resourceFiles, type ResourceFileRow } from '../../../db/resource-files.js';
import { countActiveResources, findResourceRow, getResourceRow, listResourceRows, type ResourceListFilters } from '../../../db/resource-rows.js';
import type { AugmentationConfig, AugmentationModel, AugmentationOutputSpec, AugmentationRow } from '../core/record.js';
import { parseStoredPlan, type StoredPlan } from '../../../core/augment/stored-plan.js';
import { jsonb } from '../../../db/jsonb.js';

export type { AugmentationConfig, AugmentationModel, AugmentationOutputSpec, AugmentationRow, AugmentationStatus } from '../core/record.js';

export const AUGMENTATIONS_TABLE = 'augmentations';

export interface ReferenceImageRow {
  data: string;
  media_type: string;
  camera: string | null;
}

export interface NewAugmentation {
  id: string;
  accountId: string;
  model: AugmentationModel;
  source: AugmentationRow['source'];
  instructions: string;
  config: AugmentationConfig;
  referenceImages: ReferenceImageRow[];
  output: AugmentationOutputSpec;
  webhookMetadata: Record<string, unknown> | null;
  requestId: string | null;
  idempotencyKey: string | null;
}

/** A row as it leaves the database: its `plan` (jsonb) parsed once into its type, for every reader. */
const typed = <Row extends AugmentationRow | undefined>(row: Row): Row => (row ? { ...row, plan: parseStoredPlan(row.plan) } : row);

/** The row and its reference images, in one transaction. */
export function insertAugmentation(db: Queryable, input: NewAugmentation): Promise<AugmentationRow> {
  return inTransaction(db, (q) => insertWithImages(q, input));
}

async function insertWithImages(q: TransactionSql, input: NewAugmentation): Promise<AugmentationRow> {
  const [row] = await q<AugmentationRow[]>`
    insert into augmentations (id, account_id, status, phase, status_message, model, requested_model, source, instructions,
                               config, output, webhook_metadata, request_id, idempotency_key)
    values (${input.id}, ${input.accountId}, 'processing', 'import', 'queued', ${input.model}, ${input.model},
            ${jsonb(q, input.source)}, ${input.instructions}, ${jsonb(q, input.config)},
            ${jsonb(q, input.output)}, ${input.webhookMetadata ? jsonb(q, input.webhookMetadata) : null},
            ${input.requestId}, ${input.idempotencyKey})
    returning *`;
  if (input.referenceImages.length > 0) {
    const images = input.referenceImages.map((image, position) => ({
      augmentation_id: input.id,
      position,
      media_type: image.media_type,
      camera: image.camera,
      data: image.data,
    }));
    await q`insert into augmentation_reference_images ${q(images)}`;
  }
  return row!;
}

export function augmentationReferenceImages(q: Queryable, id: string): Promise<ReferenceImageRow[]> {
  return q<ReferenceImageRow[]>`
    select data, media_type, camera from augmentation_reference_images where augmentation_id = ${id} order by position`;
}

export function findAugmentation(q: Queryable, accountId: string, id: string): Promise<AugmentationRow | undefined> {
  return findResourceRow<AugmentationRow>(q, AUGMENTATIONS_TABLE, accountId, id).then(typed);
}

export function getAugmentation(q: Queryable, id: string): Promise<AugmentationRow | undefined> {
  return getResourceRow<AugmentationRow>(q, AUGMENTATIONS_TABLE, id).then(typed);
}

export function listAugmentations(q: Queryable, accountId: string, page: PageRequest, filters: ResourceListFilters = {}): Promise<Page<AugmentationRow>> {
  return listResourceRows<AugmentationRow>(q, AUGMENTATIONS_TABLE, accountId, page, filters).then((listed) => ({ ...listed, rows: listed.rows.map(typed) }));
}

/** Progress written at phase changes so lists are never far behind the live state. Terminal rows are left alone. */
export async function updateAugmentationProgress(
  q: Queryable,
  id: string,
  fields: { phase?: string; progress?: number; statusMessage?: string | null; model?: AugmentationModel; plan?: StoredPlan },
): Promise<void> {
  const set: Record<string, unknown> = {};
  if (fields.phase !== undefined) set.phase = fields.phase;
  if (fields.progress !== undefined) set.progress = fields.progress;
  if (fields.statusMessage !== undefined) set.status_message = fields.statusMessage;
  if (fields.model !== undefined) set.model = fields.model;
  if (fields.plan !== undefined) set.plan = jsonb(q, fields.plan);
  if (Object.keys(set).length === 0) return;
  // The first report of the workflow is when work began.
  await q`update augmentations set ${q(set)}, started_at = coalesce(started_at, now())
          where id = ${id} and status = 'processing'`;
}

export async function setTokensCharged(q: Queryable, id: string, amount: number): Promise<void> {
  // Never shrinks: refunds are not subtracted (the spec).
  await q`update augmentations set tokens_charged = greatest(tokens_charged, ${amount}) where id = ${id}`;
}

export interface AugmentationFileRow {
  augmentation_id: string;
  path: string;
  storage_key: string;
  bytes: number;
}

const OUTPUT = { table: AUGMENTATIONS_TABLE, role: 'output' } as const;

const asAugmentationFile = (row: ResourceFileRow): AugmentationFileRow => ({
  augmentation_id: row.resource_id,
  path: row.path,
  storage_key: row.storage_key ?? '',
  bytes: Number(row.bytes ?? 0),
});

/** The output's stored files (resource_files, role `output`), replacing what an earlier attempt stored. */
export function replaceAugmentationFiles(q: Queryable, id: string, files: { path: string; storageKey: string; bytes: number }[]): Promise<void> {
  return replaceResourceFiles(q, { ...OUTPUT, resourceId: id }, files);
}

export async function augmentationFiles(q: Queryable, id: string): Promise<AugmentationFileRow[]> {
  return (await resourceFiles(q, id, OUTPUT.role)).map(asAugmentationFile);
}

export async function findAugmentationFile(q: Queryable, id: string, path: string): Promise<AugmentationFileRow | undefined> {
  const row = await findResourceFile(q, id, OUTPUT.role, path);
  return row && asAugmentationFile(row);
}

/** Pins the source commit once; a retried import reads the same commit. */
export async function pinSourceRevision(q: Queryable, id: string, commit: string): Promise<string> {
  const [row] = await q<{ source_revision: string }[]>`
    update augmentations set source_revision = coalesce(source_revision, ${commit}) where id = ${id} returning source_revision`;
  return row!.source_revision;
}

export async function setAugmentationOutput(q: Queryable, id: string, output: AugmentationOutputSpec): Promise<void> {
  await q`update augmentations set output = ${jsonb(q, output)} where id = ${id}`;
}

export async function setAugmentationConfig(q: Queryable, id: string, config: AugmentationConfig): Promise<void> {
  await q`update augmentations set config = ${jsonb(q, config)} where id = ${id}`;
}

/** Augmentations of an account that have not ended (they hold a slot of its in-flight limit). */
export function countInFlightAugmentations(q: Queryable, accountId: string): Promise<number> {
  return countActiveResources(q, AUGMENTATIONS_TABLE, accountId);
}
