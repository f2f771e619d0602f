import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ApiError, resourceNotFound } from '../../core/errors.js';
import { collectionPath, readScope, writeScope } from '../../core/kinds.js';
import { isTerminalStatus } from '../../core/lifecycle.js';
import type { LiveState } from '../../contracts/resource.js';
import type { AppEnv } from '../context.js';
import { validationError } from '../errors.js';
import { security } from '../openapi.js';
import type { RouteContext } from '../route-context.js';
import { decimalInteger, errorResponses, jsonContent, listEnvelope } from '../schemas/common.js';
import { resourceListQuery } from './list-query.js';
import type { KindAdapter, ListQuery, ResourceRowBase } from './kind.js';
import { serveStoredObject } from './stored-object.js';
import { cancelResource } from '../../application/cancel.js';
import { readLiveState } from '../../application/workflows.js';
import { withRowProgress } from './live-progress.js';

/** `/files` pages on path: `starting_after` is the last path of the previous page (`after`, its older name, still works). */
const filesQuery = (defaultLimit: number) =>
  z.strictObject({
  limit: decimalInteger(1, 100)
    .default(defaultLimit)
    .openapi({ param: { name: 'limit', in: 'query' }, description: `Page size, 1..100 (default ${defaultLimit}).` }),
  starting_after: z
    .string()
    .max(1000)
    .regex(/^[^\u0000]*$/)
    .optional()
    .openapi({ param: { name: 'starting_after', in: 'query' }, description: 'The last path of the previous page (its `next_cursor`).' }),
  after: z
    .string()
    .max(1000)
    .regex(/^[^\u0000]*$/)
    .optional()
    .openapi({ param: { name: 'after', in: 'query' }, description: 'Deprecated spelling of `starting_after`.', deprecated: true }),
  });

/**
 * The routes every kind has, written once: list, get, cancel and, where the kind has them, its
 * output files and downloads. Each check a guarantee rests on lives here — the account owns the
 * row (404 otherwise, like a missing id), the key holds the scope, list parameters are validated
 * (unknown ones are 400 with `param`), cancel answers at once — so a kind mounting this sub-app
 * cannot leave one out. Kind-specific routes (create, validate, resume, …) stay in the kind's module.
 */
export function standardResourceRoutes<Row extends ResourceRowBase, Live extends LiveState>(ctx: RouteContext, kind: KindAdapter<Row, Live>): OpenAPIHono<AppEnv> {
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error);
    },
  });
  const { config, temporal, storage } = ctx.deps;
  const path = collectionPath(kind.kind);
  const read = ctx.requireScope(readScope(kind.kind));
  const write = ctx.requireScope(writeScope(kind.kind));
  const tags = [kind.tag];
  const listQuery = resourceListQuery(kind.kind);
  const IdParam = kind.idParam;
  const label = kind.kind.label;
  /** `training run`, `RL run`: the label inside a sentence. */
  const noun = /^[A-Z]{2}/.test(label) ? label : `${label[0]!.toLowerCase()}${label.slice(1)}`;

  const owned = async (c: Context<AppEnv>, id: string): Promise<Row> => {
    const row = await kind.find(c.get('auth').account.id, id);
    if (!row) throw resourceNotFound(id);
    return row;
  };

  app.openapi(
    createRoute({
      method: 'get',
      path,
      tags,
      summary: kind.summaries.list,
      ...(kind.descriptions?.list ? { description: kind.descriptions.list } : {}),
      security,
      middleware: [read] as const,
      request: { query: listQuery.strict() },
      responses: { 200: jsonContent(listEnvelope(kind.schema, kind.listName), 'A page, newest first'), ...errorResponses(403) },
    }),
    async (c) => {
      const query: ListQuery = c.req.valid('query');
      const page = await kind.list(c.get('auth').account.id, query);
      return c.json({ object: 'list' as const, data: await kind.presentList(page.rows), has_more: page.hasMore, next_cursor: page.nextCursor }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: `${path}/{id}`,
      tags,
      summary: kind.summaries.get,
      ...(kind.descriptions?.get ? { description: kind.descriptions.get } : {}),
      security,
      middleware: [read] as const,
      request: { params: IdParam },
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

  app.openapi(
    createRoute({
      method: 'post',
      path: `${path}/{id}/cancel`,
      tags,
      summary: kind.summaries.cancel,
      description: `${kind.descriptions?.cancel ?? ''} Answers at once: the ${noun} shows \`canceling\` until its work has stopped, then \`canceled\` (event \`${kind.kind.kind}.canceled\`). One that already ended: 409 \`not_cancelable\`. Accepts \`Idempotency-Key\`.`.trim(),
      security,
      middleware: [write, ctx.idempotent] as const,
      request: { params: IdParam },
      responses: { 200: jsonContent(kind.schema, `The ${noun}, canceling`), ...errorResponses(403, 404, 409) },
    }),
    async (c) => {
      const { row } = await cancelResource<Row>(ctx.deps, kind.find, c.get('auth').account, c.req.valid('param').id);
      return c.json(await kind.present(row, { detail: false }), 200);
    },
  );

  const files = kind.files;
  const listing = files?.list;
  if (files && listing) {
    app.openapi(
      createRoute({
        method: 'get',
        path: `${path}/{id}/files`,
        tags,
        summary: files.summary.list ?? 'Output files, in path order',
        ...(files.description?.list ? { description: files.description.list } : {}),
        security,
        middleware: [read] as const,
        request: { params: IdParam, query: filesQuery(listing.defaultLimit) },
        responses: { 200: jsonContent(listEnvelope(listing.schema, listing.listName), 'A page of files, in path order'), ...errorResponses(403, 404, 409) },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        const query = c.req.valid('query');
        const row = await owned(c, id);
        files.ready(row);
        const rows = await listing.page(id, query.limit, query.starting_after ?? query.after ?? null);
        const hasMore = rows.length > query.limit;
        const data = rows.slice(0, query.limit).map((f) => ({ object: listing.object, path: f.path, bytes: Number(f.bytes), sha256: f.sha256, ...files.extra?.(row, f) }));
        return c.json({ object: 'list' as const, data, has_more: hasMore, next_cursor: hasMore ? data.at(-1)!.path : null }, 200);
      },
    );
  }

  const find = files?.find;
  if (files && find) {
    const prefixOf = (id: string) => `${path}/${id}/files/`;
    const serveFile = async (c: Context<AppEnv>, id: string) => {
      let filePath: string;
      try {
        filePath = decodeURIComponent(c.req.path.slice(prefixOf(id).length));
      } catch {
        throw new ApiError(400, 'parameter_invalid', 'The file path is not valid percent-encoding.', { param: 'path' });
      }
      const row = await owned(c, id);
      files.ready(row);
      const object = await find(row, filePath);
      if (!object) throw new ApiError(404, 'resource_not_found', `No file '${filePath}' in ${id}'s output.`, { param: 'path' });
      return serveStoredObject(c, storage, object, files.redirectWhenSigned);
    };
    app.openapi(
      createRoute({
        method: 'get',
        path: `${path}/{id}/files/{path}`,
        tags,
        summary: files.summary.file ?? 'One output file',
        ...(files.description?.file ? { description: files.description.file } : {}),
        security,
        middleware: [read] as const,
        request: { params: IdParam.extend({ path: z.string().openapi({ param: { name: 'path', in: 'path' }, example: 'meta/info.json' }) }) },
        responses: { 200: { description: 'The file' }, 206: { description: 'Part of the file' }, 302: { description: 'Signed link' }, ...errorResponses(403, 404, 409, 416) },
      }),
      (c) => serveFile(c, c.req.valid('param').id),
    );
    // Paths with slashes do not fit one path segment: the same handler, by wildcard.
    app.all(`${path}/:id/files/*`, read, async (c) => {
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD') throw new ApiError(405, 'method_not_allowed', `${c.req.method} is not allowed here; use GET.`, { headers: { Allow: 'GET, HEAD' } });
      return serveFile(c, c.req.param('id') ?? '');
    });
  }

  for (const download of kind.downloads ?? []) {
    app.openapi(
      createRoute({
        method: 'get',
        path: `${path}/{id}/${download.name}`,
        tags,
        summary: download.summary,
        ...(download.description ? { description: download.description } : {}),
        security,
        middleware: [read] as const,
        request: { params: IdParam },
        responses: { 200: { description: download.mediaType }, 302: { description: 'Signed link' }, ...errorResponses(403, 404, 409) },
      }),
      async (c) => serveStoredObject(c, storage, download.object(await owned(c, c.req.valid('param').id))),
    );
  }

  return app;
}
