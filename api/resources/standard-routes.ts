import { OpenAPIHono } from '@hono/zod-openapi';
import type { LiveState } from '../../contracts/resource.js';
import type { AppEnv } from '../context.js';
import { validationError } from '../errors.js';
import type { RouteContext } from '../route-context.js';
import { registerDownloadRoutes } from './download-routes.js';
import { registerFileListRoute, registerFileRoute } from './file-routes.js';
import type { KindAdapter, ResourceRowBase } from './kind.js';
import { registerCancelRoute, registerGetRoute, registerListRoute } from './resource-routes.js';
import { standardRouteScope } from './standard-scope.js';

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
  const scope = standardRouteScope(app, ctx, kind);
  registerListRoute(scope);
  registerGetRoute(scope);
  registerCancelRoute(scope);
  if (kind.files) {
    registerFileListRoute(scope, kind.files);
    registerFileRoute(scope, kind.files);
  }
  registerDownloadRoutes(scope);
  return app;
}
