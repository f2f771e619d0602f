import { z } from '@hono/zod-openapi';
import type { ResourceKindRow } from '../../core/kinds.js';
import { ACTIVE_STATUSES, TERMINAL_STATUSES } from '../../core/lifecycle.js';
import type { ResourceListFilters } from '../../db/resource-rows.js';
import { PageQuery } from '../schemas/common.js';

export const RESOURCE_STATUSES = [...ACTIVE_STATUSES, ...TERMINAL_STATUSES] as const;

/**
 * The query every kind's list takes, from its row in the kinds table (published as its
 * `list_filters`): `status` for every kind, `group_id` for a kind whose create makes several runs
 * at once, and the page parameters as everywhere.
 */
export function resourceListQuery(kind: ResourceKindRow) {
  const status = z
    .enum(RESOURCE_STATUSES)
    .optional()
    .openapi({ param: { name: 'status', in: 'query' }, description: `Only ${kind.label.replace(/^[A-Z](?![A-Z])/, (c) => c.toLowerCase())}s with this status.` });
  const groupId = z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, { message: 'must be a group_id this API returned' })
    .optional()
    .openapi({ param: { name: 'group_id', in: 'query' }, description: 'Only the runs of one create (their shared `group_id`).' });
  return kind.grouped ? PageQuery.extend({ group_id: groupId, status }) : PageQuery.extend({ status });
}

/** The filters a validated list query carries, for db/ (absent ones are not filtered on). */
export function listFiltersOf(query: { status?: string; group_id?: string }): ResourceListFilters {
  return { ...(query.status ? { status: query.status } : {}), ...(query.group_id ? { groupId: query.group_id } : {}) };
}
