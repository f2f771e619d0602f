import { kindRoute } from '../../../api/resources/kind-route.js';
import type { OwnRouteScope } from '../../../api/resources/kind.js';
import { presentTwin } from '../core/present.js';
import { createTwin } from '../application/create.js';
import { resumeTwin } from '../application/resume.js';
import { registerCreateRoute } from '../../../api/resources/create-route.js';
import { errorResponses, jsonContent } from '../../../api/schemas/common.js';
import { CreateTwinBody, Twin, TwinIdParam } from './schemas.js';

/** The routes that start a build: create, and resume from the finished stages. */
export function registerTwinBuildRoutes(scope: OwnRouteScope): void {
  const { app, ctx } = scope;
  registerCreateRoute(scope, {
    summary: 'Build a twin of one episode',
    description:
      'Checks the source as `/v1/twins/validate` does (a problem is a 400 with its code and `param`), then 402 `insufficient_tokens` when the balance does not cover the build. 403 `feature_not_enabled` for accounts without `twins`. Tokens are charged when work starts.',
    body: CreateTwinBody,
    created: [Twin, 'The twin, queued'],
    errors: [402, 403, 404, 409, 413, 415],
    create: createTwin,
    present: (row) => presentTwin(row),
  });

  app.openapi(
    kindRoute(scope, {
      method: 'post',
      access: 'write',
      path: '/{id}/resume',
      summary: 'Continue a failed or canceled twin from its finished stages',
      description:
        'The twin goes back to `processing`; stages already finished are not run again (their `attempts` stay). 409 `not_resumable` unless the twin is `failed` or `canceled`, or when it failed for a reason the user must fix (`error.resumable: false`: build a new twin with the config changed). A twin whose earlier charge was refunded is charged again (402 when the balance does not cover it); otherwise a resume is free. 403 `feature_not_enabled` for accounts without `twins`.',
      request: { params: TwinIdParam },
      responses: { 200: jsonContent(Twin, 'The twin, building again'), ...errorResponses(402, 403, 404, 409) },
    }),
    async (c) => {
      const reopened = await resumeTwin(ctx.deps, c.get('auth').account, c.req.valid('param').id);
      return c.json(presentTwin(reopened), 200);
    },
  );
}
