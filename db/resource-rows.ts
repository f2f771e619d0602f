import type { PendingQuery, Row as PgRow } from 'postgres';
import { REFERENCE_FILTERS, type ReferenceField, type ReferenceFilter } from '../core/kinds.js';
import { ACTIVE_STATUSES } from '../core/lifecycle.js';
import type { ResourceRow, ResourceTable } from '../core/resource-row.js';
import type { Queryable } from './client.js';
import { findOwned, pageByCreatedAt, type Page, type PageRequest } from './pagination.js';

export { RESOURCE_TABLES, type ResourceError, type ResourceRow, type ResourceTable } from '../core/resource-row.js';

/** An account's resources of one table that have not ended: what its in-flight limit counts, the same for every kind. */
export async function countActiveResources(q: Queryable, table: ResourceTable, accountId: string): Promise<number> {
  const [row] = await q<{ count: number }[]>`
    select count(*)::int as count from ${q(table)} where account_id = ${accountId} and status in ${q([...ACTIVE_STATUSES])}`;
  return row!.count;
}

/** A table's runs that have not ended, by status (a kind's queue depth, for metrics). */
export async function countOpenResourcesByStatus(q: Queryable, table: ResourceTable): Promise<{ status: string; count: number }[]> {
  return q<{ status: string; count: number }[]>`
    select status, count(*)::int as count from ${q(table)} where status in ${q([...ACTIVE_STATUSES])} group by status`;
}

/** started_at is written once, when work first begins; a retried activity or a resumed build keeps the first value. */
export async function markResourceStarted(q: Queryable, table: ResourceTable, id: string, at: Date = new Date()): Promise<void> {
  await q`update ${q(table)} set started_at = coalesce(started_at, ${at}) where id = ${id}`;
}

/** An account's resource of one table; another account's id reads exactly like a missing one. */
export function findResourceRow<Row extends ResourceRow>(q: Queryable, table: ResourceTable, accountId: string, id: string): Promise<Row | undefined> {
  return findOwned<Row>(q, table, accountId, id);
}

/** A resource by id whatever its account (workers and activities, which act for the row's own account). */
export async function getResourceRow<Row extends ResourceRow>(q: Queryable, table: ResourceTable, id: string): Promise<Row | undefined> {
  const [row] = await q<(Row & PgRow)[]>`select * from ${q(table)} where id = ${id}`;
  return row as Row | undefined;
}

/** What every kind's list may filter on (api/resources/list-query.ts); `groupId` only where the table has groups, `references` only those its kind's row names. */
export interface ResourceListFilters {
  status?: string;
  groupId?: string;
  references?: Partial<Record<ReferenceFilter, string>>;
}

/** Where a row holds each referenced id: run ids carry their kind's prefix, so the policy's run id alone names its source. */
const REFERENCE_FIELDS = {
  twin: (q, id) => q`and twin_id = ${id}`,
  policy_run: (q, id) => q`and policy ->> 'run_id' = ${id}`,
} satisfies Record<ReferenceField, (q: Queryable, id: string) => PendingQuery<PgRow[]>>;

/** One page of an account's resources of one table, newest first, filtered on status, group and referenced ids when asked. */
export function listResourceRows<Row extends ResourceRow>(
  q: Queryable,
  table: ResourceTable,
  accountId: string,
  page: PageRequest,
  filters: ResourceListFilters = {},
): Promise<Page<Row>> {
  const references = Object.entries(filters.references ?? {}).map(([name, id]) => REFERENCE_FIELDS[REFERENCE_FILTERS[name as ReferenceFilter].reads](q, id));
  const where: PendingQuery<PgRow[]> = q`${filters.status ? q`and status = ${filters.status}` : q``} ${filters.groupId ? q`and group_id = ${filters.groupId}` : q``} ${references.reduce((all, one) => q`${all} ${one}`, q``)}`;
  return pageByCreatedAt<Row>(q, { table, accountId, page, where });
}
