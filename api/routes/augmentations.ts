import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { defaultOutputNamespace, requireDatasetWrite } from '../../db/dataset-access.js';
import { datasetApiError } from '../dataset-errors.js';
import { parseRepoId } from '../../core/ports/repo-id.js';
import { presentAugmentation, type AugmentationLive, type OutputFileView } from '../../core/augment/present.js';
import { ApiError, augmentationNotReady, featureNotEnabled, insufficientTokens, resourceNotFound } from '../../core/errors.js';
import { newId } from '../../core/ids.js';
import { isTerminalStatus } from '../../core/lifecycle.js';
import { accountBalance } from '../../db/ledger.js';
import {
  augmentationFiles,
  findAugmentation,
  findAugmentationFile,
  insertAugmentation,
  listAugmentations,
  type AugmentationRow,
} from '../../db/augmentations.js';
import { pageAugmentationEpisodes } from '../../db/augmentation-episodes.js';
import { endAugmentation } from '../../db/augmentation-ending.js';
import { augmentationWorkflowType, type AugmentationLiveState } from '../../workflows/contracts/augmentation.js';
import { decodeCursor, encodeCursor } from '../../db/pagination.js';
import { withinAugmentationLimit } from '../augmentations/in-flight-limit.js';
import { grants } from '../../core/scopes.js';
import { checkSource } from '../augmentations/check-source.js';
import { datasetOpenerFor } from '../resources/account-dataset.js';
import type { AppEnv } from '../context.js';
import { storedObjectResponse } from '../file-response.js';
import { security } from '../openapi.js';
import { cancelRun, readLiveState, startRun } from '../resources/workflows.js';
import type { RouteContext } from '../route-context.js';
import { errorResponses, jsonContent, listEnvelope, PageQuery } from '../schemas/common.js';
import {
  Augmentation,
  AugmentationEpisode,
  AugmentationEstimate,
  AugmentationIdParam,
  CreateAugmentationBody,
  type CreateAugmentationInput,
} from '../schemas/augmentations.js';

/** Signed links in output.files stay valid this long (the spec: one hour). */
const LINK_TTL_SECONDS = 3600;
const VIDEO_FEATURE = 'video_augmentation';

const json = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });

/** Storage prefix of a download output. */
export const augmentationStoragePrefix = (id: string) => `augmentations/${id}`;

export function registerAugmentationRoutes(app: OpenAPIHono<AppEnv>, ctx: RouteContext): void {
  const { sql, config, temporal, storage, hub } = ctx.deps;

  const requireVideo = (body: CreateAugmentationInput, features: string[]) => {
    if (body.model !== 'video') return;
    if (!ctx.deps.videoEngine) {
      throw featureNotEnabled(VIDEO_FEATURE, 'Generative video augmentation is not available: no video engine is configured on this service (VIDEO_ENGINE=none). Use model "relight".');
    }
    if (!features.includes(VIDEO_FEATURE)) throw featureNotEnabled(VIDEO_FEATURE, "Video augmentation is not enabled for this account.");
  };

  const outputFiles = async (row: AugmentationRow): Promise<OutputFileView[]> => {
    const files = await augmentationFiles(sql, row.id);
    return files.map((f) => ({
      path: f.path,
      bytes: Number(f.bytes),
      url: storage.signedUrl(f.storage_key, LINK_TTL_SECONDS) ?? `${config.publicBaseUrl}/v1/augmentations/${row.id}/files/${f.path.split('/').map(encodeURIComponent).join('/')}`,
    }));
  };

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/augmentations',
      tags: ['Augmentations'],
      summary: 'Create an augmentation',
      description:
        'Checks the source now when the hub answers (404 `dataset_not_found`, 400 `incompatible_dataset`, 400 `camera_not_found` with the dataset\'s cameras in `details.cameras`), then 402 `insufficient_tokens` when the estimate exceeds the balance, and 429 `concurrency_limit_exceeded` (with `Retry-After`) when the account already has `AUGMENTATION_CONCURRENCY_LIMIT` augmentations processing. `model: video` is 403 `feature_not_enabled` while no video engine is configured. Tokens are charged when work starts.',
      security,
      middleware: [ctx.requireScope('augmentations:write'), ctx.idempotent] as const,
      request: { body: json(CreateAugmentationBody) },
      responses: { 201: jsonContent(Augmentation, 'The augmentation, processing'), ...errorResponses(402, 403, 404, 409, 413, 415, 429) },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const auth = c.get('auth');
      const accountId = auth.account.id;
      requireVideo(body, auth.account.features);
      if (body.output.type === 'hub' && body.output.repo_id) {
        try {
          parseRepoId(body.output.repo_id);
        } catch (error) {
          throw new ApiError(400, 'parameter_invalid', `'output.repo_id' must look like 'owner/name': ${error instanceof Error ? error.message : error}`, { param: 'output.repo_id' });
        }
      }
      const id = newId('augmentation');
      const outputRepoId =
        body.output.type === 'hub' ? (body.output.repo_id ?? `${defaultOutputNamespace(hub, accountId, body.source.repo_id)}/${parseRepoId(body.source.repo_id).name}-aug-${id.slice(4).toLowerCase()}`) : null;
      if (outputRepoId !== null) {
        await requireDatasetWrite(sql, hub, accountId, outputRepoId).catch((error: unknown) => {
          throw datasetApiError(error, 'output.repo_id');
        });
      }
      const checked = await checkSource(datasetOpenerFor(ctx.deps, accountId), body);
      if (checked.estimate) {
        const balance = (await accountBalance(sql, accountId)) ?? 0;
        if (checked.estimate.tokens > balance) throw insufficientTokens(checked.estimate.tokens, balance);
      }
      const config_ = { ...body.config };
      if (checked.dataset && (body.model === 'relight' || (body.model === 'auto' && body.config.relight))) {
        config_.episode_count = checked.dataset.episodes.length;
      }
      const output =
        body.output.type === 'hub'
          ? { type: 'hub' as const, repo_id: outputRepoId, private: body.output.private, url: null }
          : { type: 'download' as const };
      const row = await withinAugmentationLimit(sql, accountId, config.augmentations.inFlightPerAccount, (tx) => insertAugmentation(tx, {
        id,
        accountId,
        model: body.model,
        source: { type: 'hub', repo_id: body.source.repo_id },
        instructions: body.instructions,
        config: config_,
        referenceImages: body.reference_images,
        output,
        webhookMetadata: body.webhook_metadata ?? null,
        requestId: c.get('requestId') ?? null,
        idempotencyKey: c.get('idempotencyKey') ?? null,
      }));
      await startRun(temporal, {
        workflow: augmentationWorkflowType,
        id,
        input: { id, accountId },
        taskQueue: config.temporal.taskQueue,
        accountId,
        kind: 'augmentation',
        endRun: (ending) => endAugmentation(sql, id, ending),
      });
      return c.json(presentAugmentation(row), 201);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/augmentations/estimate',
      tags: ['Augmentations'],
      summary: 'Estimate the token cost of an augmentation',
      description: 'Takes the create body (`model` `relight` or `video`; `auto` is priced as relight of the cameras named, or all). Reads the source dataset to count episodes, cameras and minutes.',
      security,
      middleware: [ctx.requireScope('augmentations:read')] as const,
      request: { body: json(CreateAugmentationBody) },
      responses: { 200: jsonContent(AugmentationEstimate, 'Tokens and how they add up'), ...errorResponses(403, 404, 415) },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const { account, key } = c.get('auth');
      const checked = await checkSource(datasetOpenerFor(ctx.deps, account.id), body);
      if (!checked.estimate) throw new ApiError(503, 'hub_unavailable', 'The dataset hub is not reachable right now; try again.', { headers: { 'Retry-After': '5' } });
      // The balance is usage data: a key without usage:read sees the price only.
      const balance = grants(key.scopes, 'usage:read') ? { balance: Number((await accountBalance(sql, account.id)) ?? 0) } : {};
      return c.json({ object: 'augmentation_estimate' as const, ...checked.estimate, ...balance }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/augmentations',
      tags: ['Augmentations'],
      summary: 'List augmentations, newest first',
      description: '`output.files` is never listed; GET one augmentation for its files.',
      security,
      middleware: [ctx.requireScope('augmentations:read')] as const,
      request: { query: PageQuery },
      responses: { 200: jsonContent(listEnvelope(Augmentation, 'AugmentationList'), 'A page of augmentations'), ...errorResponses(403) },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const page = await listAugmentations(sql, c.get('auth').account.id, { limit: query.limit, startingAfter: query.starting_after ?? null });
      return c.json({ object: 'list' as const, data: page.rows.map((r) => presentAugmentation(r)), has_more: page.hasMore, next_cursor: page.nextCursor }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/augmentations/{id}',
      tags: ['Augmentations'],
      summary: 'One augmentation, with live progress; the only place output.files is filled',
      security,
      middleware: [ctx.requireScope('augmentations:read')] as const,
      request: { params: AugmentationIdParam },
      responses: { 200: jsonContent(Augmentation, 'The augmentation'), ...errorResponses(403, 404) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const row = await findAugmentation(sql, c.get('auth').account.id, id);
      if (!row) throw resourceNotFound(id);
      const live = isTerminalStatus(row.status) ? undefined : await readLiveState<AugmentationLiveState>(temporal, id, config.liveQueryTimeoutMs);
      const files = row.status === 'succeeded' && row.output.type === 'download' ? await outputFiles(row) : undefined;
      return c.json(presentAugmentation(row, { live: live as AugmentationLive | undefined, files }), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/augmentations/{id}/cancel',
      tags: ['Augmentations'],
      summary: 'Cancel an augmentation',
      description: 'Stops ffmpeg and GPU work within seconds; the run ends `canceled` and emits `augmentation.canceled`. A run that already ended is 409 `not_cancelable`. Accepts `Idempotency-Key` (a replay answers as the first call did).',
      security,
      middleware: [ctx.requireScope('augmentations:write'), ctx.idempotent] as const,
      request: { params: AugmentationIdParam },
      responses: { 200: jsonContent(Augmentation, 'The canceled augmentation'), ...errorResponses(403, 404, 409) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const accountId = c.get('auth').account.id;
      const row = await findAugmentation(sql, accountId, id);
      if (!row) throw resourceNotFound(id);
      await cancelRun(temporal, row);
      const after = (await findAugmentation(sql, accountId, id))!;
      return c.json(presentAugmentation(after), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/augmentations/{id}/episodes',
      tags: ['Augmentations'],
      summary: 'Episodes of a video augmentation, by index',
      description: 'Empty for a relight, which publishes the whole dataset (see `output`). Paginate with `starting_after` = the previous page\'s `next_cursor`.',
      security,
      middleware: [ctx.requireScope('augmentations:read')] as const,
      request: { params: AugmentationIdParam, query: PageQuery },
      responses: { 200: jsonContent(listEnvelope(AugmentationEpisode, 'AugmentationEpisodeList'), 'A page of episodes'), ...errorResponses(403, 404) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const query = c.req.valid('query');
      const row = await findAugmentation(sql, c.get('auth').account.id, id);
      if (!row) throw resourceNotFound(id);
      let after: number | null = null;
      if (query.starting_after) {
        after = Number(decodeCursor(query.starting_after));
        if (!Number.isInteger(after)) throw new ApiError(400, 'parameter_invalid', "'starting_after' is not a cursor this API returned.", { param: 'starting_after' });
      }
      const rows = await pageAugmentationEpisodes(sql, id, query.limit, after);
      const hasMore = rows.length > query.limit;
      const data = rows.slice(0, query.limit).map((e) => ({
        object: 'augmentation_episode' as const,
        index: e.index,
        status: e.status,
        source_episode_index: e.source_episode_index,
        error: e.error,
      }));
      return c.json({ object: 'list' as const, data, has_more: hasMore, next_cursor: hasMore ? encodeCursor(String(data[data.length - 1]!.index)) : null }, 200);
    },
  );

  const serveFile = async (c: Context<AppEnv>, id: string) => {
    const prefix = `/v1/augmentations/${id}/files/`;
    let path: string;
    try {
      path = decodeURIComponent(c.req.path.slice(prefix.length));
    } catch {
      throw new ApiError(400, 'parameter_invalid', 'The file path is not valid percent-encoding.', { param: 'path' });
    }
    const row = await findAugmentation(sql, c.get('auth').account.id, id);
    if (!row) throw resourceNotFound(id);
    if (row.status !== 'succeeded') throw augmentationNotReady(id, row.status);
    const file = await findAugmentationFile(sql, id, path);
    if (!file) throw new ApiError(404, 'resource_not_found', `No file '${path}' in ${id}'s output.`, { param: 'path' });
    return storedObjectResponse(c, storage, file.storage_key);
  };
  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/augmentations/{id}/files/{path}',
      tags: ['Augmentations'],
      summary: 'One output file (the fallback link of output.files when signing is off)',
      description: 'Needs the Authorization header. Honours `Range` (206, 416) and HEAD. `{path}` is the file path relative to the dataset root, slashes included (e.g. `meta/info.json`). 409 `augmentation_not_ready` (with `details.status`) until the augmentation has succeeded.',
      security,
      middleware: [ctx.requireScope('augmentations:read')] as const,
      request: {
        params: AugmentationIdParam.extend({ path: z.string().openapi({ param: { name: 'path', in: 'path' }, example: 'meta/info.json' }) }),
      },
      responses: { 200: { description: 'The file' }, 206: { description: 'Part of the file' }, ...errorResponses(403, 404, 409, 416) },
    }),
    (c) => serveFile(c, c.req.valid('param').id) as never,
  );
  // Paths with slashes (most of a dataset) do not fit one path segment: the same handler, by wildcard.
  app.all('/v1/augmentations/:id/files/*', ctx.requireScope('augmentations:read'), async (c) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') throw new ApiError(405, 'method_not_allowed', `${c.req.method} is not allowed here; use GET.`, { headers: { Allow: 'GET, HEAD' } });
    return serveFile(c, c.req.param('id') ?? '');
  });
}
