import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { HARDWARE_TIERS } from '../../core/catalog/hardware-tiers.js';
import { ApiError, resourceNotFound } from '../../core/errors.js';
import { isTerminalStatus } from '../../core/lifecycle.js';
import { budgetWarnings, MEASURED_PASSING_ENV_STEPS } from '../../core/rl/budget-warnings.js';
import { estimateRlRun, PPO_CPU_ENV_STEPS_PER_SECOND } from '../../core/rl/estimate.js';
import { planRlRun } from '../../core/rl/plan.js';
import { presentRlRun, type RlRunLive } from '../../core/rl/present.js';
import { BUDGET_BOUNDS, MAX_SEEDS, OBJECTIVES, RL_OBJECTIVES, seedValues, type ParameterBounds } from '../../core/rl/spec.js';
import { findRlFile, findRlRun, listRlCheckpoints, listRlRuns, pageRlFiles, pageRlMetrics, type RlRunRow } from '../../db/rl-runs.js';
import type { RlRunLiveState } from '../../contracts/rl-run.js';
import { createRlRuns, RL_RUN, specError } from '../../application/rl-runs/create.js';
import { checkRlSpec, PPO_TIERS, rlAvailability } from '../../application/rl-runs/check-spec.js';
import { listFiltersOf } from '../resources/list-query.js';
import { runOperation } from '../resources/run-operation.js';
import type { AppEnv } from '../context.js';
import { security } from '../openapi.js';
import { requestOrigin } from '../request-origin.js';
import type { KindAdapter, KindModule } from '../resources/kind.js';
import { serveStoredObject, storedObjectLink } from '../resources/stored-object.js';
import { zipArchiveDownload } from '../resources/zip-archive.js';
import type { RouteContext } from '../route-context.js';
import { errorResponses, jsonContent, listEnvelope } from '../schemas/common.js';
import {
  CreateRlRunsBody,
  RlCatalog,
  RlCheckpoint,
  RlCheckpointParam,
  RlEstimate,
  RlEstimateBody,
  RlFile,
  RlMetricsPoint,
  RlMetricsQuery,
  RlPlan,
  RlPlanBody,
  RlReport,
  RlRun,
  RlRunIdParam,
  RlSpecBody,
  RlValidation,
} from '../schemas/rl-runs.js';

const TAG = ['RL runs'];

const json = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const bounds = (b: ParameterBounds) => ({ description: b.description, unit: b.unit, default: b.default, min: b.min, max: b.max, integer: b.integer ?? false });

type PackagedRlRun = RlRunRow & { outputs: NonNullable<RlRunRow['outputs']>; report: NonNullable<RlRunRow['report']> };

/** A packaged run's outputs; 409 `rl_run_not_packaged` before. */
function packaged(row: RlRunRow): PackagedRlRun {
  const { outputs, report } = row;
  if (!outputs || !report || !isTerminalStatus(row.status)) {
    throw new ApiError(409, 'rl_run_not_packaged', `RL run '${row.id}' is ${row.status}; its report and files exist once it has packaged a policy (succeeded, or canceled after training).`, { param: 'id', details: { status: row.status } });
  }
  return { ...row, outputs, report };
}

export function rlRunModule(ctx: RouteContext): KindModule {
  const { sql, config, storage } = ctx.deps;
  const modelsDir = config.twins.modelsDir;

  const ownedRun = async (accountId: string, id: string): Promise<RlRunRow> => {
    const row = await findRlRun(sql, accountId, id);
    if (!row) throw resourceNotFound(id);
    return row;
  };

  const packagedRun = async (accountId: string, id: string): Promise<PackagedRlRun> => packaged(await ownedRun(accountId, id));

  const link = (key: string, bytes: number, fallbackPath: string) => ({ ...storedObjectLink(storage, config.publicBaseUrl, key, fallbackPath), bytes });

  const serve = (c: Context<AppEnv>, key: string, filename: string) => serveStoredObject(c, storage, { key, filename });

  const adapter: KindAdapter<RlRunRow, RlRunLiveState> = {
    kind: RL_RUN,
    tag: TAG[0]!,
    schema: RlRun,
    listName: 'RlRunPage',
    idParam: RlRunIdParam,
    find: (accountId, id) => findRlRun(sql, accountId, id),
    list: (accountId, q) =>
      listRlRuns(sql, accountId, { limit: q.limit, startingAfter: q.starting_after ?? null }, listFiltersOf(q)),
    present: (row, { live }) => presentRlRun(row, live as RlRunLive | undefined),
    presentList: (rows) => rows.map((row) => presentRlRun(row)),
    rowProgress: (row) => ('env_steps' in row.metrics ? { metrics: row.metrics as RlRunLiveState['metrics'] } : {}),
    operation: runOperation,
    summaries: {
      list: 'List RL runs, newest first',
      get: 'One RL run: status, phase and live metrics; once packaged, the verdict and outputs',
      cancel: 'Stop a run; a run that has trained keeps its policy',
    },
    descriptions: {
      list: '`metrics` are the last stored values (GET by id reads them live).',
      cancel:
        'Training stops; the latest checkpoint is evaluated, rendered and packaged by the run itself, and the run ends `canceled` with its `verdict` and `outputs`. A run that never saved a checkpoint ends `canceled` without outputs.',
    },
    files: {
      ready: (row) => void packaged(row),
      list: {
        object: 'rl_file',
        schema: RlFile,
        listName: 'RlFileList',
        defaultLimit: 100,
        page: (id, limit, after) => pageRlFiles(sql, id, limit, after),
      },
      extra: (row, f) => ({ url: link(`${packaged(row).outputs.bundle_prefix}/${f.path}`, Number(f.bytes), `/v1/rl_runs/${row.id}/files/${f.path}`).url }),
      find: async (row, path) => {
        const file = await findRlFile(sql, row.id, path);
        return file ? { key: `${packaged(row).outputs.bundle_prefix}/${file.path}`, filename: file.path.split('/').at(-1)! } : undefined;
      },
      redirectWhenSigned: true,
      summary: { list: "The packaged bundle's files (path, bytes, sha256, link), in path order", file: 'One file of the bundle (fallback link when storage signing is off)' },
      description: { list: 'Paginate by passing the last path of a page as `starting_after`. 409 `rl_run_not_packaged` until the run has packaged a policy.' },
    },
    downloads: [
      zipArchiveDownload({
        summary: 'The bundle as one zip: policy.onnx, checkpoint.zip, scene/ with its licence, metrics.jsonl, report.json, clip.mp4',
        notReady: '`rl_run_not_packaged` until the run has packaged a policy',
        archive: (row: RlRunRow) => packaged(row).outputs.archive,
      }),
    ],
  };

  const registerOwnRoutes = (app: OpenAPIHono<AppEnv>) => {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/rl_runs/catalog',
      tags: TAG,
      summary: 'What can be trained here: robots, objectives with parameters and bounds, tiers, engines',
      security,
      middleware: [ctx.requireScope('rl_runs:read')] as const,
      responses: { 200: jsonContent(RlCatalog, 'The catalog'), ...errorResponses(403) },
    }),
    async (c) => {
      const availability = await rlAvailability(modelsDir);
      return c.json(
        {
          object: 'rl_catalog' as const,
          robots: availability.robots.map((r) => {
            const installed = r.entry && r.entry.available ? r.entry : null;
            return {
              robot: r.robot,
              available: r.available,
              reason: r.reason,
              joints: installed?.joints ?? [],
              action_space: { type: 'delta_joint_position', control_hz: 50, per_step_limit_rad: OBJECTIVES.reach.parameters.action_scale_rad!.default, dimensions: installed?.actuators.length ?? 0 },
              license: installed?.license ?? null,
            };
          }),
          objectives: RL_OBJECTIVES.map((type) => {
            const o = OBJECTIVES[type];
            return {
              type,
              description: o.description,
              success_threshold: o.successThreshold,
              reward_terms: o.rewardTerms,
              needs_twin: o.needsTwin,
              available: availability.objectives[type] === null,
              reason: availability.objectives[type],
              parameters: Object.fromEntries(Object.entries(o.parameters).map(([name, b]) => [name, bounds(b)])),
              point_parameters: o.points,
              default_env_steps: o.defaultEnvSteps,
              min_passing_env_steps: MEASURED_PASSING_ENV_STEPS[type],
            };
          }),
          budget: Object.fromEntries(Object.entries(BUDGET_BOUNDS).map(([name, b]) => [name, bounds(name === 'env_steps' ? { ...b, default: OBJECTIVES.reach.defaultEnvSteps } : b)])),
          max_seeds: MAX_SEEDS,
          hardware_tiers: HARDWARE_TIERS.map((t) => ({
            id: t.id,
            available: PPO_TIERS.includes(t.id),
            reason: PPO_TIERS.includes(t.id) ? null : 'No GPU RL engine is configured on this deployment.',
            tokens_per_minute: Math.round((t.tokens_per_hour / 60) * 100) / 100,
          })),
          engines: [
            { id: 'ppo', hardware: 'cpu', available: true, reason: null, env_steps_per_second: PPO_CPU_ENV_STEPS_PER_SECOND },
            { id: 'ppo_gpu', hardware: 'gpu', available: false, reason: 'No GPU compute backend with a GPU RL engine (e.g. MJX/Brax PPO) is configured on this deployment.', env_steps_per_second: null },
          ],
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/rl_runs/plan',
      tags: TAG,
      summary: 'A task spec from a plain-English description (rules; says what it could not map)',
      security,
      middleware: [ctx.requireScope('rl_runs:read')] as const,
      request: { body: json(RlPlanBody) },
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
    createRoute({
      method: 'post',
      path: '/v1/rl_runs/validate',
      tags: TAG,
      summary: 'Check a task spec (free): every problem with its dotted param, or the spec with its defaults',
      description: 'Takes `{spec}` or create’s whole body (`seeds`, `integrations`, `webhook_metadata` are checked, then ignored).',
      security,
      middleware: [ctx.requireScope('rl_runs:read')] as const,
      request: { body: json(RlSpecBody) },
      responses: { 200: jsonContent(RlValidation, 'The check'), ...errorResponses(403, 415) },
    }),
    async (c) => {
      const checked = await checkRlSpec(sql, modelsDir, c.get('auth').account.id, c.req.valid('json').spec);
      return c.json({ object: 'rl_validation' as const, ok: checked.ok, spec: checked.ok ? { ...checked.spec } : null, problems: checked.problems, warnings: checked.ok ? budgetWarnings(checked.spec) : [] }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/rl_runs/estimate',
      tags: TAG,
      summary: 'Minutes and tokens for a spec and a number of seeds, from measured throughput',
      description: 'Takes create’s body as it is (`integrations` and `webhook_metadata` are checked, then ignored); a spec that cannot run answers as create does.',
      security,
      middleware: [ctx.requireScope('rl_runs:read')] as const,
      request: { body: json(RlEstimateBody) },
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

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/rl_runs',
      tags: TAG,
      summary: 'Train: one run per seed, as one batch sharing a group_id',
      description:
        'The spec is checked as `/v1/rl_runs/validate` does (400 `parameter_invalid` with the first problem\'s dotted `param` and every problem in `details.problems`; 404 when `scene.twin_id` is not a twin of this account, 409 `twin_not_ready` when it has not succeeded). All runs are created, or none: 429 `concurrency_limit_exceeded` when the seeds do not fit the free in-flight RL slots, 402 `insufficient_tokens` when the balance does not cover them.',
      security,
      middleware: [ctx.requireScope('rl_runs:write'), ctx.idempotent] as const,
      request: { body: json(CreateRlRunsBody) },
      responses: { 201: jsonContent(listEnvelope(RlRun, 'RlRunList'), 'The runs, one per seed'), ...errorResponses(402, 403, 404, 409, 413, 415) },
    }),
    async (c) => {
      const rows = await createRlRuns(ctx.deps, c.get('auth').account, c.req.valid('json'), requestOrigin(c));
      return c.json({ object: 'list' as const, data: rows.map((row) => presentRlRun(row)), has_more: false, next_cursor: null }, 201);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/rl_runs/{id}/metrics',
      tags: TAG,
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
      await ownedRun(c.get('auth').account.id, id);
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

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/rl_runs/{id}/checkpoints',
      tags: TAG,
      summary: 'Saved iterations, each downloadable as ONNX or as the training checkpoint',
      security,
      middleware: [ctx.requireScope('rl_runs:read')] as const,
      request: { params: RlRunIdParam },
      responses: { 200: jsonContent(listEnvelope(RlCheckpoint, 'RlCheckpointList'), 'Every checkpoint, oldest first'), ...errorResponses(403, 404) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await ownedRun(c.get('auth').account.id, id);
      const rows = await listRlCheckpoints(sql, id);
      const data = rows.map((r) => {
        const steps = Number(r.env_steps);
        return {
          object: 'rl_checkpoint' as const,
          env_steps: steps,
          created_at: r.created_at.toISOString(),
          onnx: link(r.onnx_key, Number(r.onnx_bytes), `/v1/rl_runs/${id}/checkpoints/${steps}/onnx`),
          checkpoint: link(r.checkpoint_key, Number(r.checkpoint_bytes), `/v1/rl_runs/${id}/checkpoints/${steps}/checkpoint`),
        };
      });
      return c.json({ object: 'list' as const, data, has_more: false, next_cursor: null }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/rl_runs/{id}/checkpoints/{env_steps}/{format}',
      tags: TAG,
      summary: 'One checkpoint as ONNX (`onnx`) or as the stable-baselines3 checkpoint (`checkpoint`)',
      description: 'A 302 to a signed storage link, or the file streamed through this API (Authorization needed) when signing is off.',
      security,
      middleware: [ctx.requireScope('rl_runs:read')] as const,
      request: { params: RlCheckpointParam },
      responses: {
        200: { description: 'The file: `onnx` as application/octet-stream, `zip` (the stable-baselines3 checkpoint) as application/zip', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } }, 'application/zip': { schema: { type: 'string', format: 'binary' } } } },
        302: { description: 'Signed link' },
        ...errorResponses(403, 404),
      },
    }),
    async (c) => {
      const { id, env_steps: steps, format } = c.req.valid('param');
      await ownedRun(c.get('auth').account.id, id);
      const found = (await listRlCheckpoints(sql, id)).find((r) => Number(r.env_steps) === steps);
      if (!found) throw resourceNotFound(`${id}/checkpoints/${steps}`, 'env_steps');
      return format === 'onnx' ? serve(c, found.onnx_key, `${id}-step_${steps}.onnx`) : serve(c, found.checkpoint_key, `${id}-step_${steps}.zip`);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/rl_runs/{id}/report',
      tags: TAG,
      summary: "The verdict, its checks, and the judge's read of the evaluation clip",
      description: '409 `rl_run_not_packaged` until the run has packaged a policy.',
      security,
      middleware: [ctx.requireScope('rl_runs:read')] as const,
      request: { params: RlRunIdParam },
      responses: { 200: jsonContent(RlReport, 'The report'), ...errorResponses(403, 404, 409) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const row = await packagedRun(c.get('auth').account.id, id);
      const r = row.report as Record<string, unknown>;
      const obj = (key: string) => (r[key] && typeof r[key] === 'object' ? (r[key] as Record<string, unknown>) : {});
      return c.json(
        {
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
        },
        200,
      );
    },
  );
  };

  return { adapter, registerOwnRoutes };
}
