import { createRoute } from '@hono/zod-openapi';
import { isTerminalStatus } from '../../core/lifecycle.js';
import type { LiveState } from '../../contracts/resource.js';
import { cancelResource } from '../../application/cancel.js';
import { readLiveState } from '../../application/workflows.js';
import { security } from '../openapi.js';
import { errorResponses, jsonContent, listEnvelope } from '../schemas/common.js';
import type { ListQuery, ResourceRowBase } from './kind.js';
import { resourceListQuery } from './list-query.js';
import { withRowProgress } from './live-progress.js';
import type { StandardRouteScope } from './standard-scope.js';

/** GET /v1/<collection>: a page of the account's rows, newest first, with the kind's list filters. */
export function registerListRoute<Row extends ResourceRowBase, Live extends LiveState>({ app, kind, path, tags, read }: StandardRouteScope<Row, Live>): void {
  app.openapi(
    createRoute({
      method: 'get',
      path,
      tags,
      summary: kind.summaries.list,
      ...(kind.descriptions?.list ? { description: kind.descriptions.list } : {}),
      security,
      middleware: [read] as const,
      request: { query: resourceListQuery(kind.kind).strict() },
      responses: { 200: jsonContent(listEnvelope(kind.schema, kind.listName), 'A page, newest first'), ...errorResponses(403) },
    }),
    async (c) => {
      const query: ListQuery = c.req.valid('query');
      const page = await kind.list(c.get('auth').account.id, query);
      return c.json({ object: 'list' as const, data: await kind.presentList(page.rows), has_more: page.hasMore, next_cursor: page.nextCursor }, 200);
    },
  );
}

/** GET /v1/<collection>/{id}: the row, with the workflow's live state while it runs. */
export function registerGetRoute<Row extends ResourceRowBase, Live extends LiveState>({ app, ctx, kind, path, tags, read, noun, owned }: StandardRouteScope<Row, Live>): void {
  const { config, temporal } = ctx.deps;
  app.openapi(
    createRoute({
      method: 'get',
      path: `${path}/{id}`,
      tags,
      summary: kind.summaries.get,
      ...(kind.descriptions?.get ? { description: kind.descriptions.get } : {}),
      security,
      middleware: [read] as const,
      request: { params: kind.idParam },
      responses: { 200: jsonContent(kind.schema, `The ${noun}`), ...errorResponses(403, 404) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const row = await owned(c, id);
      const reported = isTerminalStatus(row.status) ? undefined : await readLiveState<Live>(temporal, id, config.liveQueryTimeoutMs);
      const live = withRowProgress(reported, row, kind.rowProgress?.(row));
      return c.json(await kind.present(row, { live, detail: true }), 200);
    },
  );
}

/** POST /v1/<collection>/{id}/cancel: answers at once with the row `canceling`. */
export function registerCancelRoute<Row extends ResourceRowBase, Live extends LiveState>({ app, ctx, kind, path, tags, write, noun }: StandardRouteScope<Row, Live>): void {
  app.openapi(
    createRoute({
      method: 'post',
      path: `${path}/{id}/cancel`,
      tags,
      summary: kind.summaries.cancel,
      description: `${kind.descriptions?.cancel ?? ''} Answers at once: the ${noun} shows \`canceling\` until its work has stopped, then \`canceled\` (event \`${kind.kind.kind}.canceled\`). One that already ended: 409 \`not_cancelable\`. Accepts \`Idempotency-Key\`.`.trim(),
      security,
      middleware: [write, ctx.idempotent] as const,
      request: { params: kind.idParam },
      responses: { 200: jsonContent(kind.schema, `The ${noun}, canceling`), ...errorResponses(403, 404, 409) },
    }),
    async (c) => {
      const { row } = await cancelResource<Row>(ctx.deps, kind.find, c.get('auth').account, c.req.valid('param').id);
      return c.json(await kind.present(row, { detail: false }), 200);
    },
  );
}
