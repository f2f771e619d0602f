import type { Queryable, TransactionSql } from './client.js';
import { inTransaction } from './transaction.js';
import { findOwned, pageByCreatedAt, type Page, type PageRequest } from './pagination.js';
import type { AugmentationConfig, AugmentationModel, AugmentationOutputSpec, AugmentationRow } from '../core/augment/record.js';

export type { AugmentationConfig, AugmentationModel, AugmentationOutputSpec, AugmentationRow, AugmentationStatus } from '../core/augment/record.js';

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

const json = (q: Queryable, value: unknown) => q.json(value as never);

/** The row and its reference images, in one transaction. */
export function insertAugmentation(db: Queryable, input: NewAugmentation): Promise<AugmentationRow> {
  return inTransaction(db, (q) => insertWithImages(q, input));
}

async function insertWithImages(q: TransactionSql, input: NewAugmentation): Promise<AugmentationRow> {
  const [row] = await q<AugmentationRow[]>`
    insert into augmentations (id, account_id, status, phase, status_message, model, requested_model, source, instructions,
                               config, output, webhook_metadata, request_id, idempotency_key)
    values (${input.id}, ${input.accountId}, 'processing', 'import', 'queued', ${input.model}, ${input.model},
            ${json(q, input.source)}, ${input.instructions}, ${json(q, input.config)},
            ${json(q, input.output)}, ${input.webhookMetadata ? json(q, input.webhookMetadata) : null},
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
  return findOwned<AugmentationRow>(q, AUGMENTATIONS_TABLE, accountId, id);
}

export async function getAugmentation(q: Queryable, id: string): Promise<AugmentationRow | undefined> {
  const [row] = await q<AugmentationRow[]>`select * from augmentations where id = ${id}`;
  return row;
}

export function listAugmentations(q: Queryable, accountId: string, page: PageRequest): Promise<Page<AugmentationRow>> {
  return pageByCreatedAt<AugmentationRow>(q, { table: AUGMENTATIONS_TABLE, accountId, page });
}

/** Progress written at phase changes so lists are never far behind the live state. Terminal rows are left alone. */
export async function updateAugmentationProgress(
  q: Queryable,
  id: string,
  fields: { phase?: string; progress?: number; statusMessage?: string | null; model?: AugmentationModel; plan?: Record<string, unknown> },
): Promise<void> {
  const set: Record<string, unknown> = {};
  if (fields.phase !== undefined) set.phase = fields.phase;
  if (fields.progress !== undefined) set.progress = fields.progress;
  if (fields.statusMessage !== undefined) set.status_message = fields.statusMessage;
  if (fields.model !== undefined) set.model = fields.model;
  if (fields.plan !== undefined) set.plan = json(q, fields.plan);
  if (Object.keys(set).length === 0) return;
  await q`update augmentations set ${q(set as Record<string, never>, ...(Object.keys(set) as never[]))} where id = ${id} and status = 'processing'`;
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

export async function replaceAugmentationFiles(q: Queryable, id: string, files: { path: string; storageKey: string; bytes: number }[]): Promise<void> {
  await q`delete from augmentation_files where augmentation_id = ${id}`;
  if (files.length === 0) return;
  const rows = files.map((f) => ({ augmentation_id: id, path: f.path, storage_key: f.storageKey, bytes: f.bytes }));
  for (let i = 0; i < rows.length; i += 500) {
    await q`insert into augmentation_files ${q(rows.slice(i, i + 500))}`;
  }
}

export function augmentationFiles(q: Queryable, id: string): Promise<AugmentationFileRow[]> {
  return q<AugmentationFileRow[]>`select * from augmentation_files where augmentation_id = ${id} order by path`;
}

export async function findAugmentationFile(q: Queryable, id: string, path: string): Promise<AugmentationFileRow | undefined> {
  const [row] = await q<AugmentationFileRow[]>`select * from augmentation_files where augmentation_id = ${id} and path = ${path}`;
  return row;
}

/** Pins the source commit once; a retried import reads the same commit. */
export async function pinSourceRevision(q: Queryable, id: string, commit: string): Promise<string> {
  const [row] = await q<{ source_revision: string }[]>`
    update augmentations set source_revision = coalesce(source_revision, ${commit}) where id = ${id} returning source_revision`;
  return row!.source_revision;
}

export async function setAugmentationOutput(q: Queryable, id: string, output: AugmentationOutputSpec): Promise<void> {
  await q`update augmentations set output = ${json(q, output)} where id = ${id}`;
}

export async function setAugmentationConfig(q: Queryable, id: string, config: AugmentationConfig): Promise<void> {
  await q`update augmentations set config = ${json(q, config)} where id = ${id}`;
}

/** Augmentations of an account that have not ended (they hold a slot of its in-flight limit). */
export async function countInFlightAugmentations(q: Queryable, accountId: string): Promise<number> {
  const [row] = await q<{ count: number }[]>`select count(*)::int as count from augmentations where account_id = ${accountId} and status = 'processing'`;
  return row!.count;
}
