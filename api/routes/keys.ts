import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { redactedKey } from '../../core/api-keys.js';
import type { ApiKeyRow } from '../../db/api-keys.js';
import type { AppEnv } from '../context.js';
import { security } from '../openapi.js';
import type { RouteContext } from '../route-context.js';
import { errorResponses, iso, jsonContent, Timestamp } from '../schemas/common.js';

export const ApiKeyObject = z
  .object({
    object: z.literal('api_key'),
    id: z.string().openapi({ example: 'key_01JAZ3Q7X9M2K8N4P6R8T0V2W4' }),
    name: z.string(),
    scopes: z.array(z.string()),
    created_at: Timestamp,
    account_id: z.string(),
    redacted_key: z.string().openapi({ description: 'The start of the key, to recognise it; the full key is shown only once, at creation.' }),
    expires_at: Timestamp.nullable(),
    last_used_at: Timestamp.nullable(),
  })
  .openapi('ApiKey');

export function presentApiKey(row: ApiKeyRow) {
  return {
    object: 'api_key' as const,
    id: row.id,
    name: row.name,
    scopes: row.scopes,
    created_at: row.created_at.toISOString(),
    account_id: row.account_id,
    redacted_key: redactedKey(row.lookup),
    expires_at: iso(row.expires_at),
    last_used_at: iso(row.last_used_at),
  };
}

export function registerKeyRoutes(app: OpenAPIHono<AppEnv>, ctx: RouteContext): void {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/keys/me',
      tags: ['Account'],
      summary: 'The calling API key: identity and scopes',
      description: 'Any valid key may call this.',
      security,
      middleware: [ctx.requireScope(null)] as const,
      responses: { 200: jsonContent(ApiKeyObject, 'The API key'), ...errorResponses() },
    }),
    (c) => c.json(presentApiKey(c.get('auth').key), 200),
  );
}
