import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { listRobots } from '../../../core/sim/models.js';
import { TWIN_ENGINES } from '../../../core/twins/engines.js';
import type { AppEnv } from '../../context.js';
import { security } from '../../openapi.js';
import type { RouteContext } from '../../route-context.js';
import { errorResponses, jsonContent } from '../../schemas/common.js';
import { TwinCatalog } from '../../schemas/twins.js';
import { TWINS_TAG } from './adapter.js';

/** GET /v1/twins/catalog: the engines and every robot model, installed or not. */
export function registerTwinCatalogRoute(app: OpenAPIHono<AppEnv>, ctx: RouteContext): void {
  const { config } = ctx.deps;
  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/twins/catalog',
      tags: [TWINS_TAG],
      summary: 'What twins can be built with here: engines and robot models',
      description: 'The engines (the default one is what `twin.json` names) and every robot model, installed or not with the reason (Koch has no offline model).',
      security,
      middleware: [ctx.requireScope('twins:read')] as const,
      responses: { 200: jsonContent(TwinCatalog, 'Engines and robot models'), ...errorResponses(403) },
    }),
    async (c) => {
      const robots = await listRobots(config.twins.modelsDir);
      return c.json(
        {
          object: 'twin_catalog' as const,
          engines: TWIN_ENGINES.map((engine) => ({ ...engine })),
          robots: robots.map((robot) =>
            robot.available
              ? { robot: robot.robot, available: true, reason: null, robot_types: robot.robotTypes, license: robot.license, joints: robot.joints }
              : { robot: robot.robot, available: false, reason: robot.reason, robot_types: robot.robotTypes, license: null, joints: [] as string[] },
          ),
        },
        200,
      );
    },
  );
}
