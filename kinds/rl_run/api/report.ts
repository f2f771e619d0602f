import { kindRoute } from '../../../api/resources/kind-route.js';
import type { OwnRouteScope } from '../../../api/resources/kind.js';
import { ownedRun } from '../../../application/owned-run.js';
import { findRlRun } from '../db/rl-runs.js';
import { errorResponses, jsonContent } from '../../../api/schemas/common.js';
import { RlReport, RlRunIdParam } from './schemas.js';
import { packaged, type PackagedRlRun } from './packaged.js';

/** The report as the API shows it: each section the job wrote, an empty object where it wrote none. */
function reportObject(id: string, row: PackagedRlRun) {
  const r = row.report as Record<string, unknown>;
  const obj = (key: string) => (r[key] && typeof r[key] === 'object' ? (r[key] as Record<string, unknown>) : {});
  return {
    object: 'rl_report' as const,
    id,
    verdict: row.verdict ?? 'fail',
    checks: (r.checks as Record<string, unknown>[]) ?? [],
    judge: obj('judge'),
    evaluation: obj('evaluation'),
    training: obj('training'),
    clip: obj('clip'),
    evaluation_config: obj('evaluation_config'),
    scene_hash: obj('scene_hash'),
    packages: obj('packages') as Record<string, string | null>,
    scene: obj('scene'),
    verdict_detail: typeof r.verdict_detail === 'string' ? r.verdict_detail : null,
    notes: (r.notes as string[]) ?? [],
  };
}

/** GET /v1/rl_runs/{id}/report: the verdict and its evidence, once the run has packaged a policy. */
export function registerRlReportRoute(scope: OwnRouteScope): void {
  const { app, ctx } = scope;
  const { sql } = ctx.deps;
  app.openapi(
    kindRoute(scope, {
      method: 'get',
      access: 'read',
      path: '/{id}/report',
      summary: "The verdict, its checks, and the judge's read of the evaluation clip",
      description: '409 `rl_run_not_packaged` until the run has packaged a policy.',
      request: { params: RlRunIdParam },
      responses: { 200: jsonContent(RlReport, 'The report'), ...errorResponses(403, 404, 409) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const row = packaged(await ownedRun(findRlRun(sql, c.get('auth').account.id, id), id));
      return c.json(reportObject(id, row), 200);
    },
  );
}
