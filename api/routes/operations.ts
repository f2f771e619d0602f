import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { requireKindFeature } from '../../application/admission.js';
import { missingScope, resourceNotFound } from '../../core/errors.js';
import { RESOURCE_KINDS } from '../../core/kinds.js';
import { grants } from '../../core/scopes.js';
import type { AppEnv } from '../context.js';
import { security } from '../openapi.js';
import { OPERATION_STATUSES, type OperationSource } from '../operations/types.js';
import type { RouteContext } from '../route-context.js';
import { errorResponses, jsonContent, Timestamp } from '../schemas/common.js';

const Operation = z
  .object({
    object: z.literal('operation'),
    id: z.string(),
    kind: z.string().openapi({ example: RESOURCE_KINDS[0]!.kind }),
    status: z.enum(OPERATION_STATUSES).openapi({
      description: 'The same vocabulary for every kind: `queued` (not started), `processing` (any non-terminal state), `succeeded`, `failed`, `canceled`.',
    }),
    progress: z.number().min(0).max(1),
    status_message: z.string().nullable(),
    error: z.object({ code: z.string(), message: z.string().nullable() }).nullable(),
    created_at: Timestamp,
    completed_at: Timestamp.nullable(),
    resource_url: z.string().openapi({ description: 'Path of the full resource.' }),
  })
  .openapi('Operation');

export function registerOperationRoutes(app: OpenAPIHono<AppEnv>, ctx: RouteContext, sources: readonly OperationSource[]): void {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/operations/{id}',
      tags: ['Operations'],
      summary: 'Uniform status of any run, chosen by id prefix',
      description: `Known prefixes: ${sources.map((s) => `${s.prefix}_`).join(', ') || 'none yet'}. Needs the read scope of that kind.`,
      security,
      middleware: [ctx.requireScope(null)] as const,
      request: { params: z.object({ id: z.string().max(100).openapi({ param: { name: 'id', in: 'path' } }) }) },
      responses: { 200: jsonContent(Operation, 'The operation'), ...errorResponses(403, 404) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const source = sources.find((s) => id.startsWith(`${s.prefix}_`));
      if (!source) throw resourceNotFound(id);
      const { account, key } = c.get('auth');
      if (!grants(key.scopes, source.scope)) throw missingScope(source.scope);
      if (source.kind) requireKindFeature(source.kind, account);
      const operation = await source.load(ctx.deps.sql, account.id, id);
      if (!operation) throw resourceNotFound(id);
      return c.json(operation, 200);
    },
  );
}
