import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ApiError } from '../../core/errors.js';
import type { LiveState } from '../../contracts/resource.js';
import type { AppEnv } from '../context.js';
import { security } from '../openapi.js';
import { decimalInteger, errorResponses, jsonContent, listEnvelope } from '../schemas/common.js';
import type { FilesAdapter, ResourceRowBase } from './kind.js';
import type { StandardRouteScope } from './standard-scope.js';
import { serveStoredObject } from './stored-object.js';

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

/** GET …/{id}/files: a page of the output's files, in path order; the kind's 409 while the output does not exist. */
export function registerFileListRoute<Row extends ResourceRowBase, Live extends LiveState>(scope: StandardRouteScope<Row, Live>, files: FilesAdapter<Row>): void {
  const { app, kind, path, tags, read, owned } = scope;
  const listing = files.list;
  if (!listing) return;
  app.openapi(
    createRoute({
      method: 'get',
      path: `${path}/{id}/files`,
      tags,
      summary: files.summary.list ?? 'Output files, in path order',
      ...(files.description?.list ? { description: files.description.list } : {}),
      security,
      middleware: [read] as const,
      request: { params: kind.idParam, query: filesQuery(listing.defaultLimit) },
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

/** GET …/{id}/files/{path}: one output file (a path with slashes too), redirected or streamed. */
export function registerFileRoute<Row extends ResourceRowBase, Live extends LiveState>(scope: StandardRouteScope<Row, Live>, files: FilesAdapter<Row>): void {
  const { app, ctx, kind, path, tags, read, owned } = scope;
  const find = files.find;
  if (!find) return;
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
    return serveStoredObject(c, ctx.deps.storage, object, files.redirectWhenSigned);
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
      request: { params: kind.idParam.extend({ path: z.string().openapi({ param: { name: 'path', in: 'path' }, example: 'meta/info.json' }) }) },
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
