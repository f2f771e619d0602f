import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { sealWebhookSecret } from '../../core/webhooks/secret-box.js';
import { ApiError, parameterInvalid, resourceNotFound } from '../../core/errors.js';
import { newId } from '../../core/ids.js';
import { generateSigningSecret } from '../../core/webhooks/signature.js';
import { normalisedWebhookUrl, webhookUrlProblem } from '../../core/webhooks/url-policy.js';
import { refusedAddressOf } from '../../core/outbound/resolved-address.js';
import { refusalReason } from '../../core/outbound/target-url.js';
import {
  countWebhookEndpoints,
  deleteWebhookEndpoint,
  findWebhookEndpoint,
  insertWebhookEndpoint,
  listWebhookEndpoints,
  updateWebhookEndpoint,
  type WebhookEndpointRow,
} from '../../db/webhook-endpoints.js';
import type { AppEnv } from '../context.js';
import { security } from '../openapi.js';
import type { RouteContext } from '../route-context.js';
import { errorResponses, iso, jsonBody, jsonContent, listEnvelope, PageQuery } from '../schemas/common.js';
import {
  CreateWebhookEndpointBody,
  DeletedWebhookEndpoint,
  EndpointIdParam,
  UpdateWebhookEndpointBody,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
} from '../schemas/webhooks.js';

/** Endpoints one account may have. */
export const MAX_WEBHOOK_ENDPOINTS = 16;

export function presentWebhookEndpoint(row: WebhookEndpointRow) {
  return {
    id: row.id,
    object: 'webhook_endpoint' as const,
    url: row.url,
    description: row.description,
    enabled_events: row.enabled_events,
    metadata: row.metadata,
    status: row.status,
    disabled_reason: row.disabled_reason,
    disabled_at: iso(row.disabled_at),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function registerWebhookEndpointRoutes(app: OpenAPIHono<AppEnv>, ctx: RouteContext): void {
  const sql = ctx.deps.sql;
  const urlPolicy = { allowPrivateTargets: ctx.deps.config.webhooks.allowPrivateTargets };
  const checkUrl = async (url: string) => {
    const problem = webhookUrlProblem(url, urlPolicy);
    if (problem) throw parameterInvalid('url', problem);
    const resolved = await refusedAddressOf(new URL(url).hostname, urlPolicy.allowPrivateTargets);
    if (resolved) throw parameterInvalid('url', `The host resolves to ${resolved}. ${refusalReason(urlPolicy, 'webhook targets')}`);
  };

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/webhook_endpoints',
      tags: ['Webhooks'],
      summary: 'Register a receiver for events',
      description: `Returns the signing secret, once. At most ${MAX_WEBHOOK_ENDPOINTS} endpoints per account. An endpoint receives the events created after it was registered.`,
      security,
      middleware: [ctx.requireScope('webhooks:write'), ctx.idempotent] as const,
      request: { body: jsonBody(CreateWebhookEndpointBody) },
      responses: { 201: jsonContent(WebhookEndpointWithSecret, 'The endpoint, with its signing secret'), ...errorResponses(403, 409) },
    }),
    async (c) => {
      const body = c.req.valid('json');
      await checkUrl(body.url);
      const accountId = c.get('auth').account.id;
      const id = newId('webhook_endpoint');
      const secret = generateSigningSecret();
      const row = await sql.begin(async (tx) => {
        await tx`select pg_advisory_xact_lock(hashtext('webhook_endpoints'), hashtext(${accountId}))`;
        if ((await countWebhookEndpoints(tx, accountId)) >= MAX_WEBHOOK_ENDPOINTS) {
          throw new ApiError(400, 'webhook_endpoint_limit_reached', `An account may have at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints; delete one first.`, {
            details: { limit: MAX_WEBHOOK_ENDPOINTS },
          });
        }
        return insertWebhookEndpoint(tx, {
          id,
          accountId,
          url: normalisedWebhookUrl(body.url),
          enabledEvents: [...new Set(body.enabled_events)],
          description: body.description ?? null,
          metadata: body.metadata ?? {},
          secret: sealWebhookSecret(ctx.deps.config, id, secret),
        });
      });
      return c.json({ ...presentWebhookEndpoint(row), secret }, 201);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/webhook_endpoints',
      tags: ['Webhooks'],
      summary: 'List receivers, newest first',
      description: 'Secrets are never listed.',
      security,
      middleware: [ctx.requireScope('webhooks:read')] as const,
      request: { query: PageQuery },
      responses: { 200: jsonContent(listEnvelope(WebhookEndpoint, 'WebhookEndpointList'), 'A page of endpoints'), ...errorResponses(403) },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const page = await listWebhookEndpoints(sql, c.get('auth').account.id, { limit: query.limit, startingAfter: query.starting_after ?? null });
      return c.json({ object: 'list' as const, data: page.rows.map(presentWebhookEndpoint), has_more: page.hasMore, next_cursor: page.nextCursor }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/webhook_endpoints/{id}',
      tags: ['Webhooks'],
      summary: 'One receiver (without its secret)',
      security,
      middleware: [ctx.requireScope('webhooks:read')] as const,
      request: { params: EndpointIdParam },
      responses: { 200: jsonContent(WebhookEndpoint, 'The endpoint'), ...errorResponses(403, 404) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const row = await findWebhookEndpoint(sql, c.get('auth').account.id, id);
      if (!row) throw resourceNotFound(id);
      return c.json(presentWebhookEndpoint(row), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/webhook_endpoints/{id}',
      tags: ['Webhooks'],
      summary: 'Update a receiver: url, events, description, metadata, or status (re-enable after a 410)',
      description: 'Fields left out keep their value. Deliveries canceled while the endpoint was disabled are not resent.',
      security,
      middleware: [ctx.requireScope('webhooks:write'), ctx.idempotent] as const,
      request: { params: EndpointIdParam, body: jsonBody(UpdateWebhookEndpointBody) },
      responses: { 200: jsonContent(WebhookEndpoint, 'The updated endpoint'), ...errorResponses(403, 404, 409) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      if (body.url !== undefined) await checkUrl(body.url);
      const row = await updateWebhookEndpoint(sql, c.get('auth').account.id, id, {
        url: body.url === undefined ? undefined : normalisedWebhookUrl(body.url),
        enabledEvents: body.enabled_events ? [...new Set(body.enabled_events)] : undefined,
        description: body.description,
        metadata: body.metadata,
        status: body.status,
      });
      if (!row) throw resourceNotFound(id);
      return c.json(presentWebhookEndpoint(row), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/v1/webhook_endpoints/{id}',
      tags: ['Webhooks'],
      summary: 'Remove a receiver',
      description: 'Its secret is forgotten at once; deliveries still waiting for a retry are canceled at their next attempt. The endpoint and its delivery log then answer 404.',
      security,
      middleware: [ctx.requireScope('webhooks:write')] as const,
      request: { params: EndpointIdParam },
      responses: { 200: jsonContent(DeletedWebhookEndpoint, 'Deleted'), ...errorResponses(403, 404) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      if (!(await deleteWebhookEndpoint(sql, c.get('auth').account.id, id))) throw resourceNotFound(id);
      return c.json({ id, object: 'webhook_endpoint' as const, deleted: true as const }, 200);
    },
  );
}
