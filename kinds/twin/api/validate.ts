import { kindRoute } from '../../../api/resources/kind-route.js';
import type { OwnRouteScope } from '../../../api/resources/kind.js';
import { TWIN_BUILD_TOKENS } from '../../../core/pricing.js';
import { checkTwin } from '../application/create.js';
import { errorResponses, jsonBody, jsonContent } from '../../../api/schemas/common.js';
import { TwinValidation, ValidateTwinBody } from './schemas.js';

/** POST /v1/twins/validate: what a build of one episode would find (free). */
export function registerTwinValidateRoute(scope: OwnRouteScope): void {
  const { app, ctx } = scope;
  app.openapi(
    kindRoute(scope, {
      method: 'post',
      access: 'read',
      path: '/validate',
      summary: 'Check a dataset episode before building a twin (free)',
      description: 'Cameras and the one that seeds the room, the robot model found or not (Koch has none offline), a time estimate, the price, and every problem that would stop a build.',
      request: { body: jsonBody(ValidateTwinBody) },
      responses: { 200: jsonContent(TwinValidation, 'What a build of this episode would find'), ...errorResponses(403, 404, 415) },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const { account } = c.get('auth');
      const checked = await checkTwin(ctx.deps, account.id, body);
      return c.json(
        {
          object: 'twin_validation' as const,
          ok: checked.problems.length === 0,
          source: { type: 'hub' as const, repo_id: body.source.repo_id, revision: checked.commit },
          episode_index: body.episode_index,
          robot_type: checked.robotType,
          robot_model: checked.robotModel,
          camera: checked.camera,
          frames: checked.frames,
          fps: checked.fps,
          estimate_seconds: checked.estimateSeconds,
          tokens: TWIN_BUILD_TOKENS,
          problems: checked.problems,
        },
        200,
      );
    },
  );
}
