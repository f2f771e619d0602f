import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { openAccountDataset } from '../../application/account-dataset.js';
import { SourceRepoIdString } from '../schemas/repo-id.js';
import { inspectDataset } from '../../core/lerobot/index.js';
import type { AppEnv } from '../context.js';
import { datasetApiError } from '../../application/dataset-errors.js';
import { security } from '../openapi.js';
import type { RouteContext } from '../route-context.js';
import { errorResponses, jsonContent, listEnvelope, PageQuery } from '../schemas/common.js';
import { listReadableDatasets } from '../../application/readable-datasets.js';

const InspectRequest = z
  .strictObject({
    repo_id: SourceRepoIdString.openapi({ example: 'demo/so101-pick-place' }),
    revision: z.string().min(1).max(200).optional().openapi({ description: 'Branch, tag or commit; default the main branch.' }),
  })
  .openapi('DatasetInspectRequest');

const Camera = z.object({
  key: z.string().openapi({ example: 'observation.images.top' }),
  name: z.string().openapi({ example: 'top' }),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  codec: z.string().nullable(),
  pix_fmt: z.string().nullable(),
  video_present: z.boolean(),
});

const Inspection = z
  .object({
    object: z.literal('dataset_inspection'),
    repo_id: z.string(),
    revision: z.string().openapi({ description: 'The commit that was read.' }),
    codebase_version: z.string(),
    robot_type: z.string().nullable(),
    fps: z.number(),
    total_episodes: z.number().int(),
    total_frames: z.number().int(),
    total_tasks: z.number().int(),
    tasks: z.array(z.string()),
    cameras: z.array(Camera),
    features: z.record(z.string(), z.object({ dtype: z.string(), shape: z.array(z.number()), names: z.unknown() })),
    state_dim: z.number().int().nullable(),
    action_dim: z.number().int().nullable(),
    trainable: z.boolean(),
    problems: z.array(z.string()),
    warnings: z.array(z.string()),
  })
  .openapi('DatasetInspection');

const ListedDataset = z
  .object({
    object: z.literal('dataset'),
    repo_id: z.string().openapi({ example: 'demo/so101-pick-place' }),
    revision: z.string().openapi({ description: 'The commit on main that was inspected.' }),
    private: z.boolean(),
    access: z.enum(['own', 'granted', 'shared']).openapi({ description: "Why the account can read it: its own namespace, a namespace an operator granted it, or a shared namespace's public repo (such as `demo/`)." }),
    summary: z
      .union([
        z.object({
          codebase_version: z.string(),
          robot_type: z.string().nullable(),
          fps: z.number(),
          total_episodes: z.number().int(),
          total_frames: z.number().int(),
          total_tasks: z.number().int(),
          cameras: z.array(z.string()).openapi({ description: 'Short camera names (`top`); inspect gives sizes and codecs.' }),
          state_dim: z.number().int().nullable(),
          action_dim: z.number().int().nullable(),
          trainable: z.boolean(),
          problems: z.array(z.string()),
        }),
        z.null(),
      ])
      .openapi({ description: "What POST /v1/datasets/inspect says of it, without the per-feature detail; null when it cannot be read as a LeRobot dataset (`error` says why)." }),
    error: z.union([z.object({ code: z.string(), message: z.string() }), z.null()]),
  })
  .openapi('Dataset');

export function registerDatasetRoutes(app: OpenAPIHono<AppEnv>, ctx: RouteContext): void {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/datasets',
      tags: ['Catalog'],
      summary: 'The datasets this account can read, each with its inspect summary',
      description:
        "Its own namespace's and granted namespaces' repositories (private ones included) and the public ones of shared namespaces (`demo/…`); never another account's namespace. In repo id order; `starting_after` is the previous page's `next_cursor`. Any valid key; free. 501 `dataset_listing_unavailable` on a hub that decides access from each account's token (Hugging Face).",
      security,
      middleware: [ctx.requireScope(null)] as const,
      request: { query: PageQuery.strict() },
      responses: { 200: jsonContent(listEnvelope(ListedDataset, 'DatasetList'), 'A page, by repo id'), ...errorResponses(403, 501) },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const page = await listReadableDatasets(ctx.deps, c.get('auth').account.id, { limit: query.limit, startingAfter: query.starting_after ?? null });
      return c.json({ object: 'list' as const, data: page.data, has_more: page.hasMore, next_cursor: page.nextCursor }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/datasets/inspect',
      tags: ['Catalog'],
      summary: 'Check that a dataset is trainable and read its cameras',
      description: 'Any valid key may call this; it is free. Errors: 404 `dataset_not_found`, 400 `incompatible_dataset` (not a LeRobot dataset), 400 `unsupported_dataset_version`.',
      security,
      middleware: [ctx.requireScope(null)] as const,
      request: { body: { required: true, content: { 'application/json': { schema: InspectRequest } } } },
      responses: { 200: jsonContent(Inspection, 'What the dataset holds'), ...errorResponses(403, 404, 415) },
    }),
    async (c) => {
      const body = c.req.valid('json');
      try {
        const opened = await openAccountDataset(ctx.deps, c.get('auth').account.id, body.repo_id, body.revision ?? null);
        return c.json({ object: 'dataset_inspection' as const, repo_id: body.repo_id, revision: opened.commit, ...(await inspectDataset(opened.dataset)) }, 200);
      } catch (error) {
        throw datasetApiError(error, 'repo_id', 'revision');
      }
    },
  );
}
