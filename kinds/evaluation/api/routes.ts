import { kindRoute } from '../../../api/resources/kind-route.js';
import type { OwnRouteScope } from '../../../api/resources/kind.js';
import { ApiError } from '../../../core/errors.js';
import { presentEvaluation, type EvaluationLive } from '../core/present.js';
import { isTerminalStatus } from '../../../core/lifecycle.js';
import { EVALUATION_EPISODES_PER_TOKEN, evaluationTokens } from '../../../core/pricing.js';
import { findEvaluation, findEvaluationFileKey, listEvaluations, pageEvaluationEpisodes, pageEvaluationFiles, type EvaluationRow } from '../db/evaluations.js';
import type { EvaluationLiveState } from '../contracts/evaluation.js';
import { checkEvaluation, createEvaluation, EVALUATION } from '../application/create.js';
import { ownedRun } from '../../../application/owned-run.js';
import { listFiltersOf } from '../../../api/resources/list-query.js';
import { runOperation } from '../../../api/resources/run-operation.js';
import { registerCreateRoute } from '../../../api/resources/create-route.js';
import type { KindAdapter, KindModule } from '../../../api/resources/kind.js';
import { zipArchiveDownload } from '../../../api/resources/zip-archive.js';
import type { RouteContext } from '../../../api/route-context.js';
import { errorResponses, jsonBody, jsonContent, listEnvelope } from '../../../api/schemas/common.js';
import {
  CreateEvaluationBody,
  Evaluation,
  EvaluationEpisodesQuery,
  EvaluationEpisodeView,
  EvaluationEstimate,
  EvaluationFile,
  EvaluationIdParam,
  EvaluationValidation,
} from './schemas.js';

const TAG = ['Evaluations'];

/** Measured on the two-core machine: the built-in policy's closed loop runs ~3 000 policy steps/s; the clip grid takes about a minute. */
const SECONDS_PER_EPISODE = 0.5;
const FIXED_SECONDS = 75;

type EvaluatedRow = EvaluationRow & { outputs: NonNullable<EvaluationRow['outputs']> };

/** An evaluated evaluation's outputs; 409 `evaluation_not_ready` before. */
function evaluated(row: EvaluationRow): EvaluatedRow {
  if (!row.outputs || !isTerminalStatus(row.status)) {
    throw new ApiError(409, 'evaluation_not_ready', `Evaluation '${row.id}' is ${row.status}; its episodes and files exist once it has succeeded.`, { param: 'id', details: { status: row.status } });
  }
  return { ...row, outputs: row.outputs };
}

export function evaluationModule(ctx: RouteContext): KindModule {
  const { sql } = ctx.deps;

  const adapter: KindAdapter<EvaluationRow, EvaluationLiveState> = {
    kind: EVALUATION,
    tag: TAG[0]!,
    schema: Evaluation,
    listName: 'EvaluationList',
    idParam: EvaluationIdParam,
    find: (accountId, id) => findEvaluation(sql, accountId, id),
    list: (accountId, query) => listEvaluations(sql, accountId, { limit: query.limit, startingAfter: query.starting_after ?? null }, listFiltersOf(query)),
    present: (row, { live }) => presentEvaluation(row, live as EvaluationLive | undefined),
    presentList: (rows) => rows.map((row) => presentEvaluation(row)),
    operation: runOperation,
    summaries: { list: 'List evaluations, newest first', get: 'One evaluation: status and progress; once evaluated, the success rate, its interval and the checks', cancel: 'Stop an evaluation' },
    descriptions: { cancel: 'The job stops; an evaluation keeps no partial figures and ends `canceled`.' },
    files: {
      ready: (row) => void evaluated(row),
      list: { object: 'evaluation_file', schema: EvaluationFile, listName: 'EvaluationFileList', defaultLimit: 10, page: (id, limit, after) => pageEvaluationFiles(sql, id, limit, after) },
      find: async (row, path) => {
        const key = await findEvaluationFileKey(sql, row.id, path);
        return key ? { key, filename: path.endsWith('.json') ? path : null } : undefined;
      },
      redirectWhenSigned: true,
      summary: { list: "An evaluation's files (report.json, episodes.json, clip_grid.mp4, clip_grid.jpg)", file: 'One file of an evaluation' },
      description: { list: '409 `evaluation_not_ready` until the evaluation has succeeded.' },
    },
    downloads: [
      zipArchiveDownload({
        summary: 'The report, episodes and clip grid as one zip',
        notReady: '`evaluation_not_ready` until the evaluation has succeeded',
        archive: (row: EvaluationRow) => evaluated(row).outputs.archive,
      }),
    ],
  };

  const registerOwnRoutes = (scope: OwnRouteScope) => {
    const { app } = scope;
    app.openapi(
      kindRoute(scope, {
        method: 'post',
        access: 'read',
        path: '/validate',
        summary: "Check an evaluation's body (free): the policy and twin resolved, the price, warnings",
        description: 'Takes create’s body as it is. Answers as create would refuse: 404 for another account’s policy or twin, 409 `twin_not_ready`, 400 naming `policy` for a policy whose inputs the twin cannot produce.',
        request: { body: jsonBody(CreateEvaluationBody) },
        responses: { 200: jsonContent(EvaluationValidation, 'The check'), ...errorResponses(403, 404, 409, 415) },
      }),
      async (c) => {
        const checked = await checkEvaluation(ctx.deps, c.get('auth').account.id, c.req.valid('json'));
        const { storage_key: _key, ...policy } = checked.policy;
        return c.json({ object: 'evaluation_validation' as const, ok: true as const, policy, twin_id: checked.twinId, episodes: checked.episodes, tokens: evaluationTokens(checked.episodes), warnings: checked.warnings }, 200);
      },
    );

    app.openapi(
      kindRoute(scope, {
        method: 'post',
        access: 'read',
        path: '/estimate',
        summary: 'Seconds and tokens for an evaluation',
        request: { body: jsonBody(CreateEvaluationBody) },
        responses: { 200: jsonContent(EvaluationEstimate, 'The estimate'), ...errorResponses(403, 404, 409, 415) },
      }),
      async (c) => {
        const checked = await checkEvaluation(ctx.deps, c.get('auth').account.id, c.req.valid('json'));
        return c.json(
          {
            object: 'evaluation_estimate' as const,
            episodes: checked.episodes,
            tokens: evaluationTokens(checked.episodes),
            estimated_seconds: Math.round(FIXED_SECONDS + SECONDS_PER_EPISODE * checked.episodes),
            basis: `one token per started ${EVALUATION_EPISODES_PER_TOKEN} episodes; about ${SECONDS_PER_EPISODE} s an episode plus ${FIXED_SECONDS} s for the scene and the clip grid on a two-core CPU`,
          },
          200,
        );
      },
    );

    registerCreateRoute(scope, {
      summary: 'Evaluate a policy in a twin: N seeded episodes, closed loop',
      description:
        'Checks the body as `/v1/evaluations/validate` does, then 402 `insufficient_tokens` when the balance does not cover it. 403 `feature_not_enabled` for accounts without `evaluations`. Tokens are charged when work starts and refunded when it fails on our side.',
      body: CreateEvaluationBody,
      created: [Evaluation, 'The evaluation, queued'],
      errors: [402, 403, 404, 409, 413, 415],
      create: createEvaluation,
      present: (row) => presentEvaluation(row),
    });

    app.openapi(
      kindRoute(scope, {
        method: 'get',
        access: 'read',
        path: '/{id}/episodes',
        summary: 'One row per episode: seed, success, lift, place error, steps, failure mode',
        description: '409 `evaluation_not_ready` until the evaluation has succeeded. Paginate by passing the last `index` of a page as `starting_after`.',
        request: { params: EvaluationIdParam, query: EvaluationEpisodesQuery },
        responses: { 200: jsonContent(listEnvelope(EvaluationEpisodeView, 'EvaluationEpisodeList'), 'The episodes'), ...errorResponses(403, 404, 409) },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        const query = c.req.valid('query');
        evaluated(await ownedRun(findEvaluation(sql, c.get('auth').account.id, id), id));
        const limit = Number(query.limit);
        const rows = await pageEvaluationEpisodes(sql, id, limit + 1, query.starting_after === undefined ? null : Number(query.starting_after));
        const page = rows.slice(0, limit);
        return c.json({ object: 'list' as const, data: page.map((e) => ({ object: 'evaluation_episode' as const, ...e })), has_more: rows.length > limit, next_cursor: rows.length > limit ? String(page.at(-1)!.index) : null }, 200);
      },
    );
  };

  return { adapter, registerOwnRoutes };
}
