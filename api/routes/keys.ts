import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { redactedKey } from '../../core/api-keys.js';
import { parameterInvalid, resourceNotFound } from '../../core/errors.js';
import { ID_PREFIXES } from '../../core/ids.js';
import { grants } from '../../core/scopes.js';
import { findApiKey, issueApiKey, pageApiKeys, revokeApiKeyTree, type ApiKeyRow } from '../../db/api-keys.js';
import type { AppEnv } from '../context.js';
import { security } from '../openapi.js';
import type { RouteContext } from '../route-context.js';
import { errorResponses, iso, jsonBody, jsonContent, listEnvelope, PageQuery } from '../schemas/common.js';
import { ApiKeyObject, ApiKeyWithSecret, CreateApiKeyBody, KeyIdParam } from '../schemas/keys.js';

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
    revoked_at: iso(row.revoked_at),
  };
}

const DAY_MS = 24 * 60 * 60_000;
/** Ids of stored API keys (a console session's stand-in key is `ses_…` and creates keys as the account's person). */
const KEY_ID_PREFIX = `${ID_PREFIXES.api_key}_`;

/** A key never outlives the key that creates it: the requested expiry, capped at the creator's. */
function childExpiry(days: number | null, creatorExpiry: Date | null): Date | null {
  const requested = days === null ? null : new Date(Date.now() + days * DAY_MS);
  if (creatorExpiry === null) return requested;
  return requested === null || requested > creatorExpiry ? creatorExpiry : requested;
}

export function registerKeyRoutes(app: OpenAPIHono<AppEnv>, ctx: RouteContext): void {
  const sql = ctx.deps.sql;

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/keys/me',
      tags: ['Account'],
      summary: 'The calling API key: identity and scopes',
      description: 'Any valid key may call this. Called with a console session, it describes the session (id `ses_…`, every scope).',
      security,
      middleware: [ctx.requireScope(null)] as const,
      responses: { 200: jsonContent(ApiKeyObject, 'The API key'), ...errorResponses() },
    }),
    (c) => c.json(presentApiKey(c.get('auth').key), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/keys',
      tags: ['Account'],
      summary: "The account's API keys, newest first, revoked ones included",
      description: 'Never the secrets: each key shows its redacted start only. Paged like every list (`limit`, `starting_after`).',
      security,
      middleware: [ctx.requireScope('keys:read')] as const,
      request: { query: PageQuery },
      responses: { 200: jsonContent(listEnvelope(ApiKeyObject, 'ApiKeyList'), 'A page of the account\'s keys'), ...errorResponses(400, 403) },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const page = await pageApiKeys(sql, c.get('auth').account.id, { limit: query.limit, startingAfter: query.starting_after ?? null });
      return c.json({ object: 'list' as const, data: page.rows.map(presentApiKey), has_more: page.hasMore, next_cursor: page.nextCursor }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/keys',
      tags: ['Account'],
      summary: 'Create an API key; the full key is in this response only',
      description: 'The new key may hold only scopes the caller holds, and never outlives it: its expiry is capped at the calling key\'s, and revoking the calling key revokes it too.',
      security,
      middleware: [ctx.requireScope('keys:write'), ctx.idempotent] as const,
      request: { body: jsonBody(CreateApiKeyBody) },
      responses: { 201: jsonContent(ApiKeyWithSecret, 'The key, with its full value'), ...errorResponses(403) },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const { account, key: caller } = c.get('auth');
      const beyond = body.scopes.filter((scope) => !grants(caller.scopes, scope));
      if (beyond.length) throw parameterInvalid('scopes', `A key cannot grant scopes its creator lacks: ${beyond.join(', ')}.`);
      const { row, key } = await issueApiKey(sql, {
        accountId: account.id,
        name: body.name,
        scopes: [...new Set(body.scopes)],
        expiresAt: childExpiry(body.expires_in_days, caller.expires_at),
        createdBy: caller.id.startsWith(KEY_ID_PREFIX) ? caller.id : null,
      });
      return c.json({ ...presentApiKey(row), key }, 201);
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/v1/keys/{id}',
      tags: ['Account'],
      summary: 'Revoke an API key, and every key it created; they stop working at once',
      description: 'Effective at once: the API process that answers refuses the key from the next request, and every other process as soon as Postgres notifies it (milliseconds). Revoking twice keeps the first revocation time. The key stays listed, with `revoked_at`.',
      security,
      middleware: [ctx.requireScope('keys:write')] as const,
      request: { params: KeyIdParam },
      responses: { 200: jsonContent(ApiKeyObject, 'The revoked key'), ...errorResponses(403, 404) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const existing = await findApiKey(sql, id);
      if (!existing || existing.account_id !== c.get('auth').account.id) throw resourceNotFound(id);
      const tree = await revokeApiKeyTree(sql, id);
      for (const revoked of tree) ctx.forgetKey(revoked.lookup);
      return c.json(presentApiKey(tree.find((row) => row.id === id)!), 200);
    },
  );
}
