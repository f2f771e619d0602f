import { eventPatternToLike } from '../core/events/event-types.js';
import type { Queryable } from './client.js';
import type { EventRow } from './events.js';
import { pageByCreatedAt, type Page, type PageRequest } from './pagination.js';

export interface EventFilters {
  /** An event type or a pattern with `*` wildcards. */
  type?: string;
  resourceId?: string;
  createdGte?: Date;
  createdLt?: Date;
}

/** An account's events, newest first, filtered. */
export function listEvents(q: Queryable, accountId: string, page: PageRequest, filters: EventFilters): Promise<Page<EventRow>> {
  const type = filters.type
    ? filters.type.includes('*')
      ? q`and type like ${eventPatternToLike(filters.type)}`
      : q`and type = ${filters.type}`
    : q``;
  return pageByCreatedAt<EventRow>(q, {
    table: 'events',
    accountId,
    page,
    where: q`${type}
      ${filters.resourceId ? q`and resource_id = ${filters.resourceId}` : q``}
      ${filters.createdGte ? q`and created_at >= ${filters.createdGte}` : q``}
      ${filters.createdLt ? q`and created_at < ${filters.createdLt}` : q``}`,
  });
}

/**
 * Deletes events older than `days` (their deliveries and attempts go with them), in batches so
 * a large backlog never holds long locks. Returns how many were deleted.
 */
export async function deleteExpiredEvents(q: Queryable, days: number, batchSize = 1000): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await q`
      delete from events where id in (
        select id from events where created_at < now() - ${days} * interval '1 day' limit ${batchSize})`;
    total += deleted.count;
    if (deleted.count < batchSize) return total;
  }
}
