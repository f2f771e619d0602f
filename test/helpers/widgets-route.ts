import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AppEnv } from '../../api/context.js';
import { security } from '../../api/openapi.js';
import type { RouteContext } from '../../api/route-context.js';
import { errorResponses, jsonContent, PageQuery } from '../../api/schemas/common.js';
import { resourceNotFound } from '../../core/errors.js';
import { newId } from '../../core/ids.js';
import type { Sql } from '../../db/client.js';
import { findOwned, pageByCreatedAt } from '../../db/pagination.js';

/**
 * A throwaway resource used only by tests of the API conventions: it goes through the same
 * middleware (auth, scopes, idempotency, validation) and the same list/ownership helpers as
 * the real resources, against a real table.
 */
export const WIDGETS_TABLE = 'test_widgets';

export async function createWidgetsTable(sql: Sql): Promise<void> {
  await sql.unsafe(`create table if not exists ${WIDGETS_TABLE} (
    id text primary key, account_id text not null, name text not null, config jsonb not null,
    created_at timestamptz not null default now())`);
}

interface WidgetRow {
  id: string;
  account_id: string;
  name: string;
  config: unknown;
  created_at: Date;
}

const Widget = z.object({ object: z.literal('widget'), id: z.string(), name: z.string(), config: z.unknown(), created_at: z.string() });
const present = (row: WidgetRow) => ({ object: 'widget' as const, id: row.id, name: row.name, config: row.config, created_at: row.created_at.toISOString() });

export const widgetRoutes = (options: { createDelayMs?: number } = {}) => (app: OpenAPIHono<AppEnv>, ctx: RouteContext) => {
  const sql = ctx.deps.sql;
  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/test_widgets',
      security,
      middleware: [ctx.requireScope('augmentations:write'), ctx.idempotent] as const,
      request: {
        body: {
          required: true,
          content: {
            'application/json': {
              schema: z.strictObject({
                name: z.string().min(3).max(20),
                config: z.strictObject({ episode_count: z.number().int().min(1).max(500).default(3) }).default({ episode_count: 3 }),
              }),
            },
          },
        },
      },
      responses: { 201: jsonContent(Widget, 'created'), ...errorResponses(403, 409) },
    }),
    async (c) => {
      const body = c.req.valid('json');
      if (options.createDelayMs) await sleep(options.createDelayMs);
      const [row] = await sql<WidgetRow[]>`
        insert into ${sql(WIDGETS_TABLE)} (id, account_id, name, config)
        values (${newId('augmentation')}, ${c.get('auth').account.id}, ${body.name}, ${sql.json(body.config)})
        returning *`;
      return c.json(present(row!), 201);
    },
  );
  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/test_widgets',
      security,
      middleware: [ctx.requireScope('augmentations:read')] as const,
      request: { query: PageQuery },
      responses: { 200: jsonContent(z.object({ object: z.literal('list'), data: z.array(Widget), has_more: z.boolean(), next_cursor: z.string().nullable() }), 'list'), ...errorResponses(403) },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const page = await pageByCreatedAt<WidgetRow>(sql, {
        table: WIDGETS_TABLE,
        accountId: c.get('auth').account.id,
        page: { limit: query.limit, startingAfter: query.starting_after ?? null },
      });
      return c.json({ object: 'list' as const, data: page.rows.map(present), has_more: page.hasMore, next_cursor: page.nextCursor }, 200);
    },
  );
  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/test_widgets/{id}',
      security,
      middleware: [ctx.requireScope('augmentations:read')] as const,
      request: { params: z.object({ id: z.string() }) },
      responses: { 200: jsonContent(Widget, 'one'), ...errorResponses(403, 404) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const row = await findOwned<WidgetRow>(sql, WIDGETS_TABLE, c.get('auth').account.id, id);
      if (!row) throw resourceNotFound(id);
      return c.json(present(row), 200);
    },
  );
};
