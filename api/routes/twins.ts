import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { WorkflowNotFoundError } from '@temporalio/common';
import type { Context } from 'hono';
import { ApiError, insufficientTokens, notResumable, resourceNotFound, twinNotReady } from '../../core/errors.js';
import { newId } from '../../core/ids.js';
import { isTerminalStatus, type RunEnding } from '../../core/lifecycle.js';
import { TWIN_BUILD_TOKENS } from '../../core/pricing.js';
import { presentTwin, type TwinDownloadView, type TwinLive } from '../../core/twins/present.js';
import { accountBalance, resourceTotals } from '../../db/ledger.js';
import { endTwin, type TwinEnding } from '../../db/twin-ending.js';
import { findTwin, insertTwin, listTwins, pageTwinFiles, reopenTwin, type TwinRow } from '../../db/twins.js';
import { resumeTwinSignal, twinWorkflowType, type TwinLiveState, type TwinWorkflowInput } from '../../workflows/contracts/twin.js';
import type { AppEnv } from '../context.js';
import { storedObjectResponse } from '../file-response.js';
import { security } from '../openapi.js';
import { requireFeature } from '../resources/feature-flag.js';
import { cancelRun, readLiveState, startRun } from '../resources/workflows.js';
import type { RouteContext } from '../route-context.js';
import { errorResponses, jsonContent, listEnvelope, PageQuery } from '../schemas/common.js';
import { CreateTwinBody, Twin, TwinCatalog, TwinFile, TwinFilesQuery, TwinIdParam, TwinValidation, ValidateTwinBody } from '../schemas/twins.js';
import { checkTwinSource, type TwinSourceCheck } from '../twins/check-source.js';
import { datasetOpenerFor } from '../resources/account-dataset.js';
import { listRobots } from '../../core/sim/models.js';
import { TWIN_ENGINES } from '../../core/twins/engines.js';
import { typicalStageSeconds } from '../../db/twin-stage-durations.js';

/** Signed archive links stay valid this long. */
const LINK_TTL_SECONDS = 3600;
const TWINS_FEATURE = 'twins';
const TAG = ['Twins (private beta)'];

const json = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });

/** The workflow's start-failed ending as a twin's (a failure on our side: resumable). */
const twinEnding = (ending: RunEnding): TwinEnding =>
  ending.status === 'failed' ? { status: 'failed', error: { ...ending.error, resumable: true, stage: null } } : ending;

export function registerTwinRoutes(app: OpenAPIHono<AppEnv>, ctx: RouteContext): void {
  const { sql, config, temporal, storage } = ctx.deps;

  const requireTwins = (features: string[]) => requireFeature({ features }, TWINS_FEATURE, 'Twins are in private beta and not enabled for this account.');

  const ownedTwin = async (accountId: string, id: string): Promise<TwinRow> => {
    const row = await findTwin(sql, accountId, id);
    if (!row) throw resourceNotFound(id);
    return row;
  };

  const workflowInput = (row: Pick<TwinRow, 'id' | 'account_id'>, continuation = false): TwinWorkflowInput => ({
    id: row.id,
    accountId: row.account_id,
    resumeWindowSeconds: config.twins.resumeWindowSeconds,
    buildAttempts: config.twins.buildAttempts,
    ...(continuation ? { continuation } : {}),
  });

  const start = (row: Pick<TwinRow, 'id' | 'account_id'>, continuation = false) =>
    startRun(temporal, {
      workflow: twinWorkflowType,
      id: row.id,
      input: workflowInput(row, continuation),
      taskQueue: config.temporal.taskQueue,
      accountId: row.account_id,
      kind: 'twin',
      endRun: (ending) => endTwin(sql, row.id, twinEnding(ending)),
    });

  const link = (key: string, fallbackPath: string) => {
    const signed = storage.signedUrl(key, LINK_TTL_SECONDS);
    return signed
      ? { url: signed, requires_auth: false, expires_at: new Date(Date.now() + LINK_TTL_SECONDS * 1000).toISOString() }
      : { url: `${config.publicBaseUrl}${fallbackPath}`, requires_auth: true, expires_at: null };
  };

  const download = (row: TwinRow): TwinDownloadView | undefined => {
    if (row.status !== 'succeeded' || !row.archive) return undefined;
    const archive = link(row.archive.storage_key, `/v1/twins/${row.id}/archive`);
    return {
      ...archive,
      filename: row.archive.filename,
      bytes: Number(row.archive.bytes),
      sha256: row.archive.sha256,
      scene: row.archive.scene,
      preview_url: row.archive.preview_key ? link(row.archive.preview_key, `/v1/twins/${row.id}/preview`).url : null,
    };
  };

  const check = async (accountId: string, body: Parameters<typeof checkTwinSource>[2]): Promise<TwinSourceCheck> =>
    checkTwinSource(datasetOpenerFor(ctx.deps, accountId), config.twins.modelsDir, body, await typicalStageSeconds(sql));

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/twins/catalog',
      tags: TAG,
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

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/twins/validate',
      tags: TAG,
      summary: 'Check a dataset episode before building a twin (free)',
      description: 'Cameras and the one that seeds the room, the robot model found or not (Koch has none offline), a time estimate, the price, and every problem that would stop a build.',
      security,
      middleware: [ctx.requireScope('twins:read')] as const,
      request: { body: json(ValidateTwinBody) },
      responses: { 200: jsonContent(TwinValidation, 'What a build of this episode would find'), ...errorResponses(403, 404, 415) },
    }),
    async (c) => {
      const body = c.req.valid('json');
      requireTwins(c.get('auth').account.features);
      const checked = await check(c.get('auth').account.id, body);
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

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/twins',
      tags: TAG,
      summary: 'Build a twin of one episode',
      description:
        'Checks the source as `/v1/twins/validate` does (a problem is a 400 with its code and `param`), then 402 `insufficient_tokens` when the balance does not cover the build. 403 `feature_not_enabled` for accounts without `twins`. Tokens are charged when work starts.',
      security,
      middleware: [ctx.requireScope('twins:write'), ctx.idempotent] as const,
      request: { body: json(CreateTwinBody) },
      responses: { 201: jsonContent(Twin, 'The twin, queued'), ...errorResponses(402, 403, 404, 409, 413, 415) },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const auth = c.get('auth');
      requireTwins(auth.account.features);
      const accountId = auth.account.id;
      const checked = await check(accountId, body);
      const problem = checked.problems[0];
      if (problem) throw new ApiError(400, problem.code, problem.message, { param: problem.param, details: { problems: checked.problems } });
      const balance = Number((await accountBalance(sql, accountId)) ?? 0);
      if (balance < TWIN_BUILD_TOKENS) throw insufficientTokens(TWIN_BUILD_TOKENS, balance);
      const row = await insertTwin(sql, {
        id: newId('twin'),
        accountId,
        source: { type: 'hub', repo_id: body.source.repo_id },
        sourceRevision: checked.commit,
        episodeIndex: body.episode_index,
        config: body.config,
        etaSeconds: checked.estimateSeconds,
        webhookMetadata: body.webhook_metadata ?? null,
        requestId: c.get('requestId') ?? null,
        idempotencyKey: c.get('idempotencyKey') ?? null,
      });
      await start(row);
      return c.json(presentTwin(row), 201);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/twins',
      tags: TAG,
      summary: 'List twins, newest first',
      security,
      middleware: [ctx.requireScope('twins:read')] as const,
      request: { query: PageQuery },
      responses: { 200: jsonContent(listEnvelope(Twin, 'TwinList'), 'A page of twins'), ...errorResponses(403) },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const page = await listTwins(sql, c.get('auth').account.id, { limit: query.limit, startingAfter: query.starting_after ?? null });
      return c.json({ object: 'list' as const, data: page.rows.map((r) => presentTwin(r, { download: download(r) })), has_more: page.hasMore, next_cursor: page.nextCursor }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/twins/{id}',
      tags: TAG,
      summary: 'One twin, with its live stage and progress',
      security,
      middleware: [ctx.requireScope('twins:read')] as const,
      request: { params: TwinIdParam },
      responses: { 200: jsonContent(Twin, 'The twin'), ...errorResponses(403, 404) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const row = await ownedTwin(c.get('auth').account.id, id);
      const live = isTerminalStatus(row.status) ? undefined : await readLiveState<TwinLiveState>(temporal, id, config.liveQueryTimeoutMs);
      return c.json(presentTwin(row, { live: live as TwinLive | undefined, download: download(row) }), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/twins/{id}/files',
      tags: TAG,
      summary: "A succeeded twin's files (path, bytes, sha256), in path order",
      description: 'Paginate by passing the last path of a page as `after`. 409 `twin_not_ready` until the twin has succeeded.',
      security,
      middleware: [ctx.requireScope('twins:read')] as const,
      request: { params: TwinIdParam, query: TwinFilesQuery },
      responses: { 200: jsonContent(listEnvelope(TwinFile, 'TwinFileList'), 'A page of files'), ...errorResponses(403, 404, 409) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const query = c.req.valid('query');
      const row = await ownedTwin(c.get('auth').account.id, id);
      if (row.status !== 'succeeded') throw twinNotReady(id, row.status);
      const rows = await pageTwinFiles(sql, id, query.limit, query.after ?? null);
      const hasMore = rows.length > query.limit;
      const data = rows.slice(0, query.limit).map((f) => ({ object: 'twin_file' as const, path: f.path, bytes: Number(f.bytes), sha256: f.sha256 }));
      return c.json({ object: 'list' as const, data, has_more: hasMore, next_cursor: hasMore ? data.at(-1)!.path : null }, 200);
    },
  );

  const serveStored = async (c: Context<AppEnv>, id: string, which: 'archive' | 'preview') => {
    const row = await ownedTwin(c.get('auth').account.id, id);
    if (row.status !== 'succeeded' || !row.archive) throw twinNotReady(id, row.status);
    const key = which === 'archive' ? row.archive.storage_key : row.archive.preview_key;
    if (!key) throw resourceNotFound(`${id}/preview`, 'id');
    const signed = storage.signedUrl(key, LINK_TTL_SECONDS);
    if (signed) return c.redirect(signed, 302);
    if (which === 'archive') c.header('Content-Disposition', `attachment; filename="${row.archive.filename}"`);
    return storedObjectResponse(c, storage, key);
  };

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/twins/{id}/archive',
      tags: TAG,
      summary: "The twin's scene as one .tar.gz (`<twin id>/scene.xml`, `assets/`, `twin.json`, `preview.png`)",
      description: 'A 302 to a signed storage link, or the archive streamed through this API (Authorization needed) when signing is off. 409 `twin_not_ready` until the twin has succeeded.',
      security,
      middleware: [ctx.requireScope('twins:read')] as const,
      request: { params: TwinIdParam },
      responses: { 200: { description: 'application/gzip' }, 302: { description: 'Signed link' }, ...errorResponses(403, 404, 409) },
    }),
    (c) => serveStored(c, c.req.valid('param').id, 'archive') as never,
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/twins/{id}/preview',
      tags: TAG,
      summary: "The twin's rendered preview (PNG from the scene camera at the episode's first pose)",
      security,
      middleware: [ctx.requireScope('twins:read')] as const,
      request: { params: TwinIdParam },
      responses: { 200: { description: 'image/png' }, 302: { description: 'Signed link' }, ...errorResponses(403, 404, 409) },
    }),
    (c) => serveStored(c, c.req.valid('param').id, 'preview') as never,
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/twins/{id}/cancel',
      tags: TAG,
      summary: 'Stop a building twin',
      description: 'The twin shows `canceling` while its job is stopped and answers once it is `canceled` (`twin.canceled`). Its finished stages are kept for `resume`. A twin that already ended: 409 `not_cancelable`.',
      security,
      middleware: [ctx.requireScope('twins:write')] as const,
      request: { params: TwinIdParam },
      responses: { 200: jsonContent(Twin, 'The canceled twin'), ...errorResponses(403, 404, 409) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const accountId = c.get('auth').account.id;
      await cancelRun<TwinLiveState>(temporal, await ownedTwin(accountId, id));
      const after = await ownedTwin(accountId, id);
      return c.json(presentTwin(after, { download: download(after) }), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/twins/{id}/resume',
      tags: TAG,
      summary: 'Continue a failed or canceled twin from its finished stages',
      description:
        'The twin goes back to `processing`; stages already finished are not run again (their `attempts` stay). 409 `not_resumable` unless the twin is `failed` or `canceled`, or when it failed for a reason the user must fix (`error.resumable: false`: build a new twin with the config changed). A twin whose earlier charge was refunded is charged again (402 when the balance does not cover it); otherwise a resume is free.',
      security,
      middleware: [ctx.requireScope('twins:write')] as const,
      request: { params: TwinIdParam },
      responses: { 200: jsonContent(Twin, 'The twin, building again'), ...errorResponses(402, 403, 404, 409) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const accountId = c.get('auth').account.id;
      const row = await ownedTwin(accountId, id);
      if (row.status !== 'failed' && row.status !== 'canceled') throw notResumable(id, row.status);
      if (row.status === 'failed' && row.error?.resumable === false) {
        throw notResumable(id, row.status, `Twin '${id}' failed for a reason a resume cannot fix (${row.error.code}): ${row.error.message ?? ''} Build a new twin with the input changed.`);
      }
      const totals = await resourceTotals(sql, id);
      if (Number(totals.charged) - Number(totals.refunded) <= 0) {
        const balance = Number((await accountBalance(sql, accountId)) ?? 0);
        if (balance < TWIN_BUILD_TOKENS) throw insufficientTokens(TWIN_BUILD_TOKENS, balance);
      }
      const reopened = await reopenTwin(sql, id);
      if (!reopened) throw notResumable(id, (await ownedTwin(accountId, id)).status);
      try {
        await temporal.workflow.getHandle(id).signal(resumeTwinSignal);
      } catch (error) {
        // The workflow ended after its resume window: a continuation reuses the finished stage files.
        if (!(error instanceof WorkflowNotFoundError)) throw error;
        await start(reopened, true);
      }
      return c.json(presentTwin(reopened), 200);
    },
  );
}
