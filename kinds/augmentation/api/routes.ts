import { kindRoute } from '../../../api/resources/kind-route.js';
import { registerAugmentationFrameRoutes } from './frame-routes.js';
import type { OwnRouteScope } from '../../../api/resources/kind.js';
import { presentAugmentation, type AugmentationLive, type OutputFileView } from '../core/present.js';
import { ApiError, augmentationNotReady } from '../../../core/errors.js';
import { findResourceKind } from '../../../core/kinds.js';
import { accountBalance } from '../../../db/ledger.js';
import {
  augmentationFiles,
  findAugmentation,
  findAugmentationFile,
  listAugmentations,
  type AugmentationRow,
} from '../db/augmentations.js';
import { pageAugmentationEpisodes } from '../db/episodes.js';
import type { AugmentationLiveState } from '../contracts/augmentation.js';
import { decodeCursor, encodeCursor } from '../../../db/pagination.js';
import { grants } from '../../../core/scopes.js';
import { checkSource } from '../application/check-source.js';
import { ownedRun } from '../../../application/owned-run.js';
import { datasetOpenerFor } from '../../../application/account-dataset.js';
import { listFiltersOf } from '../../../api/resources/list-query.js';
import { runOperation } from '../../../api/resources/run-operation.js';
import { createAugmentation } from '../application/create.js';
import type { KindAdapter, KindModule } from '../../../api/resources/kind.js';
import { storedObjectLink } from '../../../api/resources/stored-object.js';
import { registerCreateRoute } from '../../../api/resources/create-route.js';
import type { RouteContext } from '../../../api/route-context.js';
import { errorResponses, jsonBody, jsonContent, listEnvelope, PageQuery } from '../../../api/schemas/common.js';
import {
  Augmentation,
  AugmentationEpisode,
  AugmentationEstimate,
  AugmentationIdParam,
  CreateAugmentationBody,
} from './schemas.js';

const AUGMENTATION = findResourceKind('augmentation')!;

/** Storage prefix of a download output. */
export const augmentationStoragePrefix = (id: string) => `augmentations/${id}`;

export function augmentationModule(ctx: RouteContext): KindModule {
  const { sql, config, storage } = ctx.deps;

  const outputFiles = async (row: AugmentationRow): Promise<OutputFileView[]> => {
    const files = await augmentationFiles(sql, row.id);
    return files.map((f) => ({
      path: f.path,
      bytes: Number(f.bytes),
      url: storedObjectLink(storage, config.publicBaseUrl, f.storage_key, `/v1/augmentations/${row.id}/files/${f.path.split('/').map(encodeURIComponent).join('/')}`).url,
    }));
  };

  const adapter: KindAdapter<AugmentationRow, AugmentationLiveState> = {
    kind: AUGMENTATION,
    tag: 'Augmentations',
    schema: Augmentation,
    listName: 'AugmentationList',
    idParam: AugmentationIdParam,
    find: (accountId, id) => findAugmentation(sql, accountId, id),
    list: (accountId, query) => listAugmentations(sql, accountId, { limit: query.limit, startingAfter: query.starting_after ?? null }, listFiltersOf(query)),
    // output.files only on GET by id: never in lists, create, cancel or events.
    present: async (row, { live, detail }) =>
      presentAugmentation(row, { live: live as AugmentationLive | undefined, files: detail && row.status === 'succeeded' && row.output.type === 'download' ? await outputFiles(row) : undefined }),
    presentList: (rows) => rows.map((r) => presentAugmentation(r)),
    operation: runOperation,
    summaries: {
      list: 'List augmentations, newest first',
      get: 'One augmentation, with live progress; the only place output.files is filled',
      cancel: 'Cancel an augmentation',
    },
    descriptions: { list: '`output.files` is never listed; GET one augmentation for its files.', cancel: 'Stops ffmpeg and GPU work within seconds.' },
    files: {
      ready: (row) => {
        if (row.status !== 'succeeded') throw augmentationNotReady(row.id, row.status);
      },
      find: async (row, path) => {
        const file = await findAugmentationFile(sql, row.id, path);
        return file ? { key: file.storage_key, filename: null } : undefined;
      },
      // The fallback link of output.files, used when signing is off: always streamed.
      redirectWhenSigned: false,
      summary: { file: 'One output file (the fallback link of output.files when signing is off)' },
      description: {
        file: 'Needs the Authorization header. Honours `Range` (206, 416) and HEAD. `{path}` is the file path relative to the dataset root, slashes included (e.g. `meta/info.json`). 409 `augmentation_not_ready` (with `details.status`) until the augmentation has succeeded.',
      },
    },
  };

  const registerOwnRoutes = (scope: OwnRouteScope) => {
    const { app } = scope;
  registerCreateRoute(scope, {
    summary: 'Create an augmentation',
    description:
      'Checks the source now when the hub answers (404 `dataset_not_found`, 400 `incompatible_dataset`, 400 `camera_not_found` with the dataset\'s cameras in `details.cameras`), then 402 `insufficient_tokens` when the estimate exceeds the balance, and 429 `concurrency_limit_exceeded` (with `Retry-After`) when the account already has `AUGMENTATION_CONCURRENCY_LIMIT` augmentations processing. `model: video` is 403 `feature_not_enabled` while no video engine is configured. Tokens are charged when work starts.',
    body: CreateAugmentationBody,
    created: [Augmentation, 'The augmentation, processing'],
    errors: [402, 403, 404, 409, 413, 415, 429],
    create: createAugmentation,
    present: (row) => presentAugmentation(row),
  });

  app.openapi(
    kindRoute(scope, {
      method: 'post',
      access: 'read',
      path: '/estimate',
      summary: 'Estimate the token cost of an augmentation',
      description: 'Takes the create body (`model` `relight` or `video`; `auto` is priced as relight of the cameras named, or all). Reads the source dataset to count episodes, cameras and minutes.',
      request: { body: jsonBody(CreateAugmentationBody) },
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
    kindRoute(scope, {
      method: 'get',
      access: 'read',
      path: '/{id}/episodes',
      summary: 'Episodes of a video augmentation, by index',
      description: 'Empty for a relight, which publishes the whole dataset (see `output`). Paginate with `starting_after` = the previous page\'s `next_cursor`.',
      request: { params: AugmentationIdParam, query: PageQuery },
      responses: { 200: jsonContent(listEnvelope(AugmentationEpisode, 'AugmentationEpisodeList'), 'A page of episodes'), ...errorResponses(403, 404) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const query = c.req.valid('query');
      await ownedRun(findAugmentation(sql, c.get('auth').account.id, id), id);
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
  registerAugmentationFrameRoutes(scope);
  };

  return { adapter, registerOwnRoutes };
}
