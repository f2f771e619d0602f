import { createRoute } from '@hono/zod-openapi';
import type { LiveState } from '../../contracts/resource.js';
import { security } from '../openapi.js';
import { errorResponses } from '../schemas/common.js';
import type { ResourceRowBase } from './kind.js';
import type { StandardRouteScope } from './standard-scope.js';
import { serveStoredObject } from './stored-object.js';

/** GET …/{id}/<name> for each whole download of the kind (`archive`, a twin's `preview`): redirected or streamed. */
export function registerDownloadRoutes<Row extends ResourceRowBase, Live extends LiveState>({ app, ctx, kind, path, tags, read, owned }: StandardRouteScope<Row, Live>): void {
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
        request: { params: kind.idParam },
        responses: { 200: { description: download.mediaType }, 302: { description: 'Signed link' }, ...errorResponses(403, 404, 409) },
      }),
      async (c) => serveStoredObject(c, ctx.deps.storage, download.object(await owned(c, c.req.valid('param').id))),
    );
  }
}
