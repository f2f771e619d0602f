import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { ownedRun } from '../../../application/owned-run.js';
import { findRlRun, pageRlMetrics } from '../../../db/rl-runs.js';
import type { AppEnv } from '../../context.js';
import { security } from '../../openapi.js';
import type { RouteContext } from '../../route-context.js';
import { errorResponses, jsonContent, listEnvelope } from '../../schemas/common.js';
import { RlMetricsPoint, RlMetricsQuery, RlRunIdParam } from '../../schemas/rl-runs.js';
import { RL_RUNS_TAG } from './adapter.js';

/** GET /v1/rl_runs/{id}/metrics: the training curve, paged on env steps. */
export function registerRlMetricsRoute(app: OpenAPIHono<AppEnv>, ctx: RouteContext): void {
  const { sql } = ctx.deps;
  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/rl_runs/{id}/metrics',
      tags: [RL_RUNS_TAG],
      summary: 'The training curve: per evaluation point, env steps, wall seconds, mean return, success rate and each reward term',
      description: 'In env-step order; paginate by passing the last `env_steps` of a page as `after`. Points appear while the run trains.',
      security,
      middleware: [ctx.requireScope('rl_runs:read')] as const,
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
