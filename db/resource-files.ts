import type { ResourceFileRole, ResourceFileRow, ResourceTable } from '../core/resource-row.js';
import type { Queryable } from './client.js';
import { inTransaction } from './transaction.js';

export type { ResourceFileRole, ResourceFileRow } from '../core/resource-row.js';

/** A file to store for a resource; absent fields are unknown for that role (docs/data-model.md). */
export interface NewResourceFile {
  path: string;
  bytes?: number | null;
  sha256?: string | null;
  storageKey?: string | null;
  step?: number | null;
}

/** Which resource, and what its files are to it. */
export interface FileOwner {
  table: ResourceTable;
  resourceId: string;
  role: ResourceFileRole;
}

const BATCH = 500;

/** Replaces every file of one role of a resource (a re-published output, a re-packaged bundle) in one transaction. */
export async function replaceResourceFiles(q: Queryable, owner: FileOwner, files: NewResourceFile[]): Promise<void> {
  await inTransaction(q, async (tx) => {
    await tx`delete from resource_files where resource_id = ${owner.resourceId} and role = ${owner.role}`;
    await insertFiles(tx, owner, files, false);
  });
}

/** Adds files of a resource; a file already stored (a retried activity) is left as it is. */
export async function addResourceFiles(q: Queryable, owner: FileOwner, files: NewResourceFile[]): Promise<void> {
  await insertFiles(q, owner, files, true);
}

async function insertFiles(q: Queryable, owner: FileOwner, files: NewResourceFile[], skipExisting: boolean): Promise<void> {
  if (files.length === 0) return;
  const [resource] = await q<{ account_id: string }[]>`select account_id from ${q(owner.table)} where id = ${owner.resourceId}`;
  if (!resource) throw new Error(`${owner.table} has no row ${owner.resourceId}.`);
  const rows = files.map((f) => ({
    resource_id: owner.resourceId,
    account_id: resource.account_id,
    role: owner.role,
    path: f.path,
    bytes: f.bytes ?? null,
    sha256: f.sha256 ?? null,
    storage_key: f.storageKey ?? null,
    step: f.step ?? null,
  }));
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = q(rows.slice(i, i + BATCH));
    if (skipExisting) await q`insert into resource_files ${batch} on conflict (resource_id, role, path) do nothing`;
    else await q`insert into resource_files ${batch}`;
  }
}

/** Every file of one role, in path order (byte order, the same for every kind). */
export function resourceFiles(q: Queryable, resourceId: string, role: ResourceFileRole): Promise<ResourceFileRow[]> {
  return q<ResourceFileRow[]>`
    select * from resource_files where resource_id = ${resourceId} and role = ${role} order by path collate "C"`;
}

/**
 * One page of a resource's files of one role in path order, after `after` (the last path of the
 * previous page). Returns up to limit + 1 rows: the extra one says there is more.
 */
export function pageResourceFiles(q: Queryable, resourceId: string, role: ResourceFileRole, limit: number, after: string | null): Promise<ResourceFileRow[]> {
  return q<ResourceFileRow[]>`
    select * from resource_files
    where resource_id = ${resourceId} and role = ${role} ${after === null ? q`` : q`and path > ${after} collate "C"`}
    order by path collate "C" limit ${limit + 1}`;
}

export async function findResourceFile(q: Queryable, resourceId: string, role: ResourceFileRole, path: string): Promise<ResourceFileRow | undefined> {
  const [row] = await q<ResourceFileRow[]>`select * from resource_files where resource_id = ${resourceId} and role = ${role} and path = ${path}`;
  return row;
}
