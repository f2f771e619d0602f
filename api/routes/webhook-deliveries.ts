import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { resourceNotFound } from '../../core/errors.js';
import { listDeliveries, type DeliveryAttemptRow, type WebhookDeliveryRow } from '../../db/webhook-deliveries.js';
import { findWebhookEndpoint } from '../../db/webhook-endpoints.js';
import type { AppEnv } from '../context.js';
import { security } from '../openapi.js';
import type { RouteContext } from '../route-context.js';
import { errorResponses, iso, jsonContent, listEnvelope } from '../schemas/common.js';
import { DeliveriesQuery, EndpointIdParam, WebhookDelivery } from '../schemas/webhooks.js';

function presentDelivery(row: WebhookDeliveryRow & { attempts: DeliveryAttemptRow[] }) {
  return {
    id: row.id,
    object: 'webhook_delivery' as const,
    endpoint_id: row.endpoint_id,
    event_id: row.event_id,
    event_type: row.event_type,
    status: row.status,
    attempt_count: row.attempt_count,
    next_attempt_at: iso(row.next_attempt_at),
    last_status_code: row.last_status_code,
    last_error: row.last_error,
    created_at: row.created_at.toISOString(),
    completed_at: iso(row.completed_at),
    attempts: row.attempts.map((a) => ({
      attempt: a.attempt,
      started_at: a.started_at.toISOString(),
      status_code: a.status_code,
      latency_ms: a.latency_ms,
      error: a.error,
    })),
  };
}

export function registerWebhookDeliveryRoutes(app: OpenAPIHono<AppEnv>, ctx: RouteContext): void {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/webhook_endpoints/{id}/deliveries',
      tags: ['Webhooks'],
      summary: "A receiver's deliveries, newest first, each with every attempt",
      description: 'One delivery per event sent to this endpoint; each attempt records the status code, latency and error.',
      security,
      middleware: [ctx.requireScope('webhooks:read')] as const,
      request: { params: EndpointIdParam, query: DeliveriesQuery },
      responses: { 200: jsonContent(listEnvelope(WebhookDelivery, 'WebhookDeliveryList'), 'A page of deliveries'), ...errorResponses(403, 404) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const query = c.req.valid('query');
      const accountId = c.get('auth').account.id;
      if (!(await findWebhookEndpoint(ctx.deps.sql, accountId, id))) throw resourceNotFound(id);
      const page = await listDeliveries(ctx.deps.sql, accountId, id, { limit: query.limit, startingAfter: query.starting_after ?? null }, {
        eventId: query.event_id,
        status: query.status,
      });
      return c.json({ object: 'list' as const, data: page.rows.map(presentDelivery), has_more: page.hasMore, next_cursor: page.nextCursor }, 200);
    },
  );
}
