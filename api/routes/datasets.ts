import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { openAccountDataset } from '../../application/account-dataset.js';
import { SourceRepoIdString } from '../schemas/repo-id.js';
import { inspectDataset } from '../../core/lerobot/index.js';
import type { AppEnv } from '../context.js';
import { datasetApiError } from '../../application/dataset-errors.js';
import { security } from '../openapi.js';
import type { RouteContext } from '../route-context.js';
import { errorResponses, jsonContent } from '../schemas/common.js';

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

export function registerDatasetRoutes(app: OpenAPIHono<AppEnv>, ctx: RouteContext): void {
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
