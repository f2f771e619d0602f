import { z } from '@hono/zod-openapi';
import { idPattern } from '../../core/ids.js';
import { findResourceKind, REFERENCE_FILTERS, type ReferenceFilter, type ResourceKindRow } from '../../core/kinds.js';
import { RESOURCE_STATUSES } from '../../core/lifecycle.js';
import type { ResourceListFilters } from '../../db/resource-rows.js';
import { PageQuery } from '../schemas/common.js';

/** `?twin_id=` and the like: an id of the kind it names, exactly; an unknown or another account's id lists nothing. */
function referenceParam(name: ReferenceFilter, listed: string) {
  const { kind, description } = REFERENCE_FILTERS[name];
  const { label, prefix } = findResourceKind(kind)!;
  const noun = /^[A-Z]{2}/.test(label) ? label : label.toLowerCase();
  return z
    .string()
    .regex(idPattern(kind), { message: `must be a ${noun} id as this API returns it (${prefix}_ and 26 characters)` })
    .optional()
    .openapi({ param: { name, in: 'query' }, description: `Only ${listed} ${description}. An unknown id, or another account's, lists nothing.` });
}

/**
 * The query every kind's list takes, from its row in the kinds table (published as its
 * `list_filters`): `status` for every kind, `group_id` for a kind whose create makes several runs
 * at once, the ids its row names in `filters`, and the page parameters as everywhere.
 */
export function resourceListQuery(kind: ResourceKindRow) {
  const listed = `${kind.label.replace(/^[A-Z](?![A-Z])/, (c) => c.toLowerCase())}s`;
  const status = z
    .enum(RESOURCE_STATUSES)
    .optional()
    .openapi({ param: { name: 'status', in: 'query' }, description: `Only ${listed} with this status.` });
  const groupId = z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, { message: 'must be a group_id this API returned' })
    .optional()
    .openapi({ param: { name: 'group_id', in: 'query' }, description: 'Only the runs of one create (their shared `group_id`).' });
  const ids: Record<string, z.ZodOptional<z.ZodString>> = Object.fromEntries((kind.filters ?? []).map((name) => [name, referenceParam(name, listed)]));
  if (kind.grouped) ids['group_id'] = groupId;
  return PageQuery.extend({ ...ids, status });
}

/** The filters a validated list query carries, for db/ (absent ones are not filtered on). */
export function listFiltersOf(query: { status?: string; group_id?: string } & Partial<Record<ReferenceFilter, string>>): ResourceListFilters {
  const references = Object.fromEntries(Object.keys(REFERENCE_FILTERS).flatMap((name) => (query[name as ReferenceFilter] ? [[name, query[name as ReferenceFilter]!]] : [])));
  return {
    ...(query.status ? { status: query.status } : {}),
    ...(query.group_id ? { groupId: query.group_id } : {}),
    ...(Object.keys(references).length ? { references } : {}),
  };
}
