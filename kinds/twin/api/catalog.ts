import { kindRoute } from '../../../api/resources/kind-route.js';
import type { OwnRouteScope } from '../../../api/resources/kind.js';
import { listRobots } from '../../../core/sim/models.js';
import { TWIN_ENGINES } from '../core/engines.js';
import { errorResponses, jsonContent } from '../../../api/schemas/common.js';
import { TwinCatalog } from './schemas.js';

/** GET /v1/twins/catalog: the engines and every robot model, installed or not. */
export function registerTwinCatalogRoute(scope: OwnRouteScope): void {
  const { app, ctx } = scope;
  const { config } = ctx.deps;
  app.openapi(
    kindRoute(scope, {
      method: 'get',
      access: 'read',
      path: '/catalog',
      summary: 'What twins can be built with here: engines and robot models',
      description: 'The engines (the default one is what `twin.json` names) and every robot model, installed or not with the reason (Koch has no offline model).',
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
