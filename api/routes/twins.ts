import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { resourceNotFound, twinNotReady } from '../../core/errors.js';
import { TWIN_BUILD_TOKENS } from '../../core/pricing.js';
import { listRobots } from '../../core/sim/models.js';
import { TWIN_ENGINES } from '../../core/twins/engines.js';
import { presentTwin, type TwinDownloadView, type TwinLive } from '../../core/twins/present.js';
import { findTwin, findTwinFileKey, listTwins, pageTwinFiles, type TwinRow } from '../../db/twins.js';
import type { TwinLiveState } from '../../contracts/twin.js';
import { checkTwin, createTwin, TWIN } from '../../application/twins/create.js';
import { resumeTwin } from '../../application/twins/resume.js';
import { listFiltersOf } from '../resources/list-query.js';
import { runOperation } from '../resources/run-operation.js';
import type { AppEnv } from '../context.js';
import { security } from '../openapi.js';
import { requestOrigin } from '../request-origin.js';
import type { KindAdapter, KindModule } from '../resources/kind.js';
import { storedObjectLink } from '../resources/stored-object.js';
import type { RouteContext } from '../route-context.js';
import { errorResponses, jsonContent } from '../schemas/common.js';
import { CreateTwinBody, Twin, TwinCatalog, TwinFile, TwinIdParam, TwinValidation, ValidateTwinBody } from '../schemas/twins.js';

const TAG = ['Twins (private beta)'];

const json = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });

export function twinModule(ctx: RouteContext): KindModule {
  const { sql, config, storage } = ctx.deps;

  const link = (key: string, fallbackPath: string) => storedObjectLink(storage, config.publicBaseUrl, key, fallbackPath);

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

  const succeeded = (row: TwinRow): TwinRow & { archive: NonNullable<TwinRow['archive']> } => {
    if (row.status !== 'succeeded' || !row.archive) throw twinNotReady(row.id, row.status);
    return { ...row, archive: row.archive };
  };

  const adapter: KindAdapter<TwinRow, TwinLiveState> = {
    kind: TWIN,
    tag: TAG[0]!,
    schema: Twin,
    listName: 'TwinList',
    idParam: TwinIdParam,
    find: (accountId, id) => findTwin(sql, accountId, id),
    list: (accountId, query) => listTwins(sql, accountId, { limit: query.limit, startingAfter: query.starting_after ?? null }, listFiltersOf(query)),
    present: (row, { live }) => presentTwin(row, { live: live as TwinLive | undefined, download: download(row) }),
    presentList: (rows) => rows.map((r) => presentTwin(r, { download: download(r) })),
    rowProgress: (row) => ({ eta_seconds: row.eta_seconds, ...(row.camera ? { camera: row.camera } : {}) }),
    operation: runOperation,
    summaries: { list: 'List twins, newest first', get: 'One twin, with its live stage and progress', cancel: 'Stop a building twin' },
    descriptions: { cancel: 'Its finished stages are kept for `resume`.' },
    files: {
      ready: (row) => void succeeded(row),
      list: { object: 'twin_file', schema: TwinFile, listName: 'TwinFileList', defaultLimit: 10, page: (id, limit, after) => pageTwinFiles(sql, id, limit, after) },
      find: async (row, path) => {
        const key = await findTwinFileKey(sql, row.id, path);
        return key ? { key, filename: null } : undefined;
      },
      redirectWhenSigned: true,
      summary: { list: "A succeeded twin's files (path, bytes, sha256), in path order", file: "One image of a succeeded twin: its preview or a camera's plate or check image" },
      description: {
        list: 'Paginate by passing the last path of a page as `starting_after`. 409 `twin_not_ready` until the twin has succeeded.',
        file: '`{path}` as the file list gives it: `<twin id>/preview.png`, `<twin id>/cameras/<key>/check.png` (recording | render | overlay at three moments) or `<twin id>/cameras/<key>/plate.png` (the scene without the robot). Every other file is in the archive only (404). A 302 to a signed link, or streamed through this API when signing is off. 409 `twin_not_ready` until the twin has succeeded.',
      },
    },
    downloads: [
      {
        name: 'archive',
        summary: "The twin's scene as one .tar.gz (`<twin id>/scene.xml`, `assets/`, `twin.json`, `preview.png`, `cameras/<key>/plate.png` and `check.png`)",
        description: 'A 302 to a signed storage link, or the archive streamed through this API (Authorization needed) when signing is off. 409 `twin_not_ready` until the twin has succeeded.',
        mediaType: 'application/gzip',
        object: (row) => {
          const { archive } = succeeded(row);
          return { key: archive.storage_key, filename: archive.filename };
        },
      },
      {
        name: 'preview',
        summary: "The twin's rendered preview (PNG from the scene camera at the episode's first pose)",
        mediaType: 'image/png',
        object: (row) => {
          const { archive } = succeeded(row);
          if (!archive.preview_key) throw resourceNotFound(`${row.id}/preview`, 'id');
          return { key: archive.preview_key, filename: null };
        },
      },
    ],
  };

  const registerOwnRoutes = (app: OpenAPIHono<AppEnv>) => {
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
      const row = await createTwin(ctx.deps, c.get('auth').account, c.req.valid('json'), requestOrigin(c));
      return c.json(presentTwin(row), 201);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/twins/{id}/resume',
      tags: TAG,
      summary: 'Continue a failed or canceled twin from its finished stages',
      description:
        'The twin goes back to `processing`; stages already finished are not run again (their `attempts` stay). 409 `not_resumable` unless the twin is `failed` or `canceled`, or when it failed for a reason the user must fix (`error.resumable: false`: build a new twin with the config changed). A twin whose earlier charge was refunded is charged again (402 when the balance does not cover it); otherwise a resume is free. 403 `feature_not_enabled` for accounts without `twins`.',
      security,
      middleware: [ctx.requireScope('twins:write')] as const,
      request: { params: TwinIdParam },
      responses: { 200: jsonContent(Twin, 'The twin, building again'), ...errorResponses(402, 403, 404, 409) },
    }),
    async (c) => {
      const reopened = await resumeTwin(ctx.deps, c.get('auth').account, c.req.valid('param').id);
      return c.json(presentTwin(reopened), 200);
    },
  );
  };

  return { adapter, registerOwnRoutes };
}
