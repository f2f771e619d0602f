import { hasImpossibleCalendarDay } from '../../core/calendar-date.js';
import { DateOrTimestamp } from '../schemas/date-or-timestamp.js';
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { parameterInvalid } from '../../core/errors.js';
import { grantsBetween, usageByResource } from '../../db/ledger.js';
import type { AppEnv } from '../context.js';
import { security } from '../openapi.js';
import type { RouteContext } from '../route-context.js';
import { errorResponses, jsonContent, Timestamp } from '../schemas/common.js';

const MAX_RANGE_DAYS = 366;

const UsageQuery = z.object({
  start: DateOrTimestamp.optional().openapi({
    param: { name: 'start', in: 'query' },
    description: 'Inclusive start: a date (`2026-09-01`) or timestamp. Default: the first day of the current UTC month.',
  }),
  end: DateOrTimestamp.optional().openapi({
    param: { name: 'end', in: 'query' },
    description: 'Exclusive end: a date (a date means the end of that day) or timestamp. Default: now.',
  }),
});

const UsageEntry = z.object({
  id: z.string(),
  kind: z.enum(['charge', 'refund']),
  amount: z.number().int(),
  reason: z.string(),
  description: z.string().nullable(),
  created_at: Timestamp,
});

const UsageRecord = z
  .object({
    object: z.literal('usage_record'),
    resource_id: z.string(),
    resource_kind: z.string().nullable(),
    charged: z.number().int(),
    refunded: z.number().int(),
    net: z.number().int().openapi({ description: 'charged − refunded' }),
    first_at: Timestamp,
    last_at: Timestamp,
    entries: z.array(UsageEntry),
  })
  .openapi('UsageRecord');

const Usage = z
  .object({
    object: z.literal('usage'),
    start: Timestamp,
    end: Timestamp,
    charged: z.number().int(),
    refunded: z.number().int(),
    net: z.number().int(),
    granted: z.number().int(),
    data: z.array(UsageRecord),
  })
  .openapi('Usage');

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function parseBound(value: string, param: 'start' | 'end'): Date {
  const dateOnly = DATE_ONLY.test(value);
  const parsed = new Date(dateOnly ? `${value}T00:00:00.000Z` : value);
  if (Number.isNaN(parsed.getTime()) || hasImpossibleCalendarDay(value)) {
    throw parameterInvalid(param, `'${param}' must be a date (YYYY-MM-DD) or an ISO 8601 timestamp.`);
  }
  if (dateOnly && param === 'end') parsed.setUTCDate(parsed.getUTCDate() + 1);
  return parsed;
}

export function registerUsageRoutes(app: OpenAPIHono<AppEnv>, ctx: RouteContext): void {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/usage',
      tags: ['Account'],
      summary: 'Token usage over a date range, grouped by resource',
      description: 'Charges and refunds per resource; refunds are listed, never subtracted from `charged`.',
      security,
      middleware: [ctx.requireScope('usage:read')] as const,
      request: { query: UsageQuery },
      responses: { 200: jsonContent(Usage, 'Usage in the range'), ...errorResponses(403) },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const now = new Date();
      const start = query.start ? parseBound(query.start, 'start') : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      const end = query.end ? parseBound(query.end, 'end') : now;
      if (end <= start) throw parameterInvalid('end', "'end' must be after 'start'.");
      if (end.getTime() - start.getTime() > MAX_RANGE_DAYS * 86_400_000) {
        throw parameterInvalid('start', `The range may span at most ${MAX_RANGE_DAYS} days.`);
      }
      const { account } = c.get('auth');
      const [groups, granted] = await Promise.all([
        usageByResource(ctx.deps.sql, account.id, start, end),
        grantsBetween(ctx.deps.sql, account.id, start, end),
      ]);
      const data = groups.map((g) => ({
        object: 'usage_record' as const,
        resource_id: g.resource_id,
        resource_kind: g.resource_kind,
        charged: g.charged,
        refunded: g.refunded,
        net: g.charged - g.refunded,
        first_at: g.first_at.toISOString(),
        last_at: g.last_at.toISOString(),
        entries: g.entries.map((e) => ({
          id: e.id,
          kind: e.kind as 'charge' | 'refund',
          amount: Number(e.amount),
          reason: e.reason,
          description: e.description,
          created_at: new Date(e.created_at).toISOString(),
        })),
      }));
      const charged = data.reduce((sum, r) => sum + r.charged, 0);
      const refunded = data.reduce((sum, r) => sum + r.refunded, 0);
      return c.json(
        { object: 'usage' as const, start: start.toISOString(), end: end.toISOString(), charged, refunded, net: charged - refunded, granted, data },
        200,
      );
    },
  );
}
