import { kindRoute } from '../../../api/resources/kind-route.js';
import type { OwnRouteScope } from '../../../api/resources/kind.js';
import { budgetWarnings } from '../core/budget-warnings.js';
import { estimateRlRun } from '../core/estimate.js';
import { planRlRun } from '../core/plan.js';
import { seedValues } from '../../../core/rl/spec.js';
import { specError } from '../application/create.js';
import { checkRlSpec, rlAvailability } from '../application/check-spec.js';
import { errorResponses, jsonBody, jsonContent } from '../../../api/schemas/common.js';
import { RlEstimate, RlEstimateBody, RlPlan, RlPlanBody, RlSpecBody, RlValidation } from './schemas.js';

/** The free routes around a task spec, before any run: plan one from words, validate it, estimate its cost. */
export function registerRlSpecRoutes(scope: OwnRouteScope): void {
  const { app, ctx } = scope;
  const { sql } = ctx.deps;
  const modelsDir = ctx.deps.config.twins.modelsDir;

  app.openapi(
    kindRoute(scope, {
      method: 'post',
      access: 'read',
      path: '/plan',
      summary: 'A task spec from a plain-English description (rules; says what it could not map)',
      request: { body: jsonBody(RlPlanBody) },
      responses: { 200: jsonContent(RlPlan, 'The planned spec'), ...errorResponses(403, 415) },
    }),
    async (c) => {
      const availability = await rlAvailability(modelsDir);
      const unavailableRobots = Object.fromEntries(availability.robots.flatMap((r) => (r.reason ? [[r.robot, r.reason]] : [])));
      const plan = planRlRun(c.req.valid('json').description, { unavailableRobots });
      return c.json({ object: 'rl_plan' as const, spec: plan.spec, seeds: plan.seeds, reason: plan.reason, unmapped: plan.unmapped }, 200);
    },
  );

  app.openapi(
    kindRoute(scope, {
      method: 'post',
      access: 'read',
      path: '/validate',
      summary: 'Check a task spec (free): every problem with its dotted param, or the spec with its defaults',
      description: 'Takes `{spec}` or create’s whole body (`seeds`, `integrations`, `webhook_metadata` are checked, then ignored).',
      request: { body: jsonBody(RlSpecBody) },
      responses: { 200: jsonContent(RlValidation, 'The check'), ...errorResponses(403, 415) },
    }),
    async (c) => {
      const checked = await checkRlSpec(sql, modelsDir, c.get('auth').account.id, c.req.valid('json').spec);
      return c.json({ object: 'rl_validation' as const, ok: checked.ok, spec: checked.ok ? { ...checked.spec } : null, problems: checked.problems, warnings: checked.ok ? budgetWarnings(checked.spec) : [] }, 200);
    },
  );

  app.openapi(
    kindRoute(scope, {
      method: 'post',
      access: 'read',
      path: '/estimate',
      summary: 'Minutes and tokens for a spec and a number of seeds, from measured throughput',
      description: 'Takes create’s body as it is (`integrations` and `webhook_metadata` are checked, then ignored); a spec that cannot run answers as create does.',
      request: { body: jsonBody(RlEstimateBody) },
      responses: { 200: jsonContent(RlEstimate, 'The estimate'), ...errorResponses(403, 404, 409, 415) },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const checked = await checkRlSpec(sql, modelsDir, c.get('auth').account.id, body.spec);
      if (!checked.ok) throw specError(checked);
      const runs = seedValues(body.seeds).length;
      return c.json({ object: 'rl_estimate' as const, seeds: runs, ...estimateRlRun(checked.spec, runs), warnings: budgetWarnings(checked.spec) }, 200);
    },
  );
}
