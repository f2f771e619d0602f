import { kindRoute } from '../../../api/resources/kind-route.js';
import type { OwnRouteScope } from '../../../api/resources/kind.js';
import { ownedRun } from '../../../application/owned-run.js';
import { findRlRun, pageRlMetrics } from '../db/rl-runs.js';
import { errorResponses, jsonContent, listEnvelope } from '../../../api/schemas/common.js';
import { RlMetricsPoint, RlMetricsQuery, RlRunIdParam } from './schemas.js';

/** GET /v1/rl_runs/{id}/metrics: the training curve, paged on env steps. */
export function registerRlMetricsRoute(scope: OwnRouteScope): void {
  const { app, ctx } = scope;
  const { sql } = ctx.deps;
  app.openapi(
    kindRoute(scope, {
      method: 'get',
      access: 'read',
      path: '/{id}/metrics',
      summary: 'The training curve: per evaluation point, env steps, wall seconds, mean return, success rate and each reward term',
      description: 'In env-step order; paginate by passing the last `env_steps` of a page as `after`. Points appear while the run trains.',
      request: { params: RlRunIdParam, query: RlMetricsQuery },
      responses: { 200: jsonContent(listEnvelope(RlMetricsPoint, 'RlMetricsPage'), 'A page of the curve'), ...errorResponses(403, 404) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const q = c.req.valid('query');
      await ownedRun(findRlRun(sql, c.get('auth').account.id, id), id);
      const rows = await pageRlMetrics(sql, id, q.limit, q.after ?? null);
      const hasMore = rows.length > q.limit;
      const data = rows.slice(0, q.limit).map((r) => ({
        object: 'rl_metrics_point' as const,
        env_steps: Number(r.env_steps),
        wall_seconds: r.wall_seconds,
        mean_return: r.mean_return,
        success_rate: r.success_rate,
        reward_terms: r.reward_terms,
        episodes: r.episodes,
      }));
      return c.json({ object: 'list' as const, data, has_more: hasMore, next_cursor: hasMore ? String(data.at(-1)!.env_steps) : null }, 200);
    },
  );
}
