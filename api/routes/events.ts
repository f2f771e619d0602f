import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { parameterInvalid, resourceNotFound } from '../../core/errors.js';
import { toEventObject } from '../../core/events/event-object.js';
import { hasImpossibleCalendarDay } from '../../core/calendar-date.js';
import { eventPatternProblem, eventTypesOf } from '../../core/events/event-types.js';
import type { ResourceKindRow } from '../../core/kinds.js';
import { listEvents } from '../../db/event-log.js';
import type { EventRow } from '../../db/events.js';
import { findOwned } from '../../db/pagination.js';
import type { AppEnv } from '../context.js';
import { security } from '../openapi.js';
import type { RouteContext } from '../route-context.js';
import { errorResponses, jsonContent, listEnvelope } from '../schemas/common.js';
import { EventObject, EventsQuery } from '../schemas/events.js';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

function parseTimestamp(value: string | undefined, param: string): Date | undefined {
  if (value === undefined) return undefined;
  const date = DATE_ONLY.test(value) ? new Date(`${value}T00:00:00.000Z`) : TIMESTAMP.test(value) ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime()) || hasImpossibleCalendarDay(value)) {
    throw parameterInvalid(param, `'${param}' must be an ISO 8601 timestamp with a time zone (2026-09-27T12:00:00Z) or a date (2026-09-27).`);
  }
  return date;
}

/** The event log's routes; a `type` filter is checked against the event types of the kinds the app mounts (`kinds`). */
export function registerEventRoutes(app: OpenAPIHono<AppEnv>, ctx: RouteContext, kinds: readonly ResourceKindRow[]): void {
  const sql = ctx.deps.sql;
  const known = eventTypesOf(kinds);

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/events',
      tags: ['Events'],
      summary: 'The durable event log, newest first',
      description: `Every run ending is one event, kept ${ctx.deps.config.eventRetentionDays} days. Filters combine; pass \`next_cursor\` as \`starting_after\` with the same filters for the next page.`,
      security,
      middleware: [ctx.requireScope('events:read')] as const,
      request: { query: EventsQuery },
      responses: { 200: jsonContent(listEnvelope(EventObject, 'EventList'), 'A page of events'), ...errorResponses(403) },
    }),
    async (c) => {
      const query = c.req.valid('query');
      if (query.type !== undefined) {
        const problem = eventPatternProblem(query.type, known);
        if (problem) throw parameterInvalid('type', problem);
      }
      const createdGte = parseTimestamp(query['created[gte]'], 'created[gte]');
      const createdLt = parseTimestamp(query['created[lt]'], 'created[lt]');
      if (createdGte && createdLt && createdLt <= createdGte) throw parameterInvalid('created[lt]', "'created[lt]' must be after 'created[gte]'.");
      const page = await listEvents(
        sql,
        c.get('auth').account.id,
        { limit: query.limit, startingAfter: query.starting_after ?? null },
        { type: query.type, resourceId: query.resource_id, createdGte, createdLt },
      );
      return c.json({ object: 'list' as const, data: page.rows.map(toEventObject), has_more: page.hasMore, next_cursor: page.nextCursor }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/events/{id}',
      tags: ['Events'],
      summary: 'One event',
      security,
      middleware: [ctx.requireScope('events:read')] as const,
      request: { params: z.object({ id: z.string().max(100).openapi({ param: { name: 'id', in: 'path' }, example: 'evt_01JAZ3Q7X9M2K8N4P6R8T0V2W4' }) }) },
      responses: { 200: jsonContent(EventObject, 'The event'), ...errorResponses(403, 404) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const row = await findOwned<EventRow>(sql, 'events', c.get('auth').account.id, id);
      if (!row) throw resourceNotFound(id);
      return c.json(toEventObject(row), 200);
    },
  );
}
