import { z } from '@hono/zod-openapi';
import { kindRoute } from '../../../api/resources/kind-route.js';
import type { OwnRouteScope } from '../../../api/resources/kind.js';
import { ownedRun } from '../../../application/owned-run.js';
import { findAugmentation, findAugmentationFile } from '../db/augmentations.js';
import { datasetOpenerFor } from '../../../application/account-dataset.js';
import { renderAugmentationFrame } from './frames.js';
import { decimalInteger, errorResponses } from '../../../api/schemas/common.js';
import { AugmentationIdParam } from './schemas.js';

const FramesQuery = z.object({
  camera: z.string().min(1).max(200).regex(/^[A-Za-z0-9_.-]+$/, { message: 'is a camera name: letters, digits, _ . -' }).openapi({ param: { name: 'camera', in: 'query' }, description: 'A relit camera: its short name (`top`) or feature key (`observation.images.top`).', example: 'top' }),
  side: z.enum(['source', 'output']).openapi({ param: { name: 'side', in: 'query' }, description: '`source`: the dataset as it was; `output`: the relit result.' }),
  episode: decimalInteger(0, 1_000_000_000).optional().openapi({ param: { name: 'episode', in: 'query' }, description: 'Episode index (default: the first episode).' }),
  at: z.coerce.number().min(0).max(86_400).default(0).openapi({ param: { name: 'at', in: 'query' }, description: 'Seconds into the episode (default 0; past the end: its last frame).' }),
});

export function registerAugmentationFrameRoutes(scope: OwnRouteScope): void {
  const { app, ctx } = scope;
  const { sql, storage } = ctx.deps;
  app.openapi(
    kindRoute(scope, {
      method: 'get',
      path: '/{id}/frames',
      summary: 'A before/after thumbnail of a relit camera (JPEG)',
      description:
        'One frame, 480 px wide, rendered with ffmpeg from the source dataset at its pinned commit (`side=source`) or from the published output (`side=output`) at the same episode and time: ask for both to compare them side by side. Only for succeeded relights published as a download (409 `frames_unavailable` otherwise); a camera that was not relit is 400 `camera_not_found`.',
      access: 'read',
      request: { params: AugmentationIdParam, query: FramesQuery },
      responses: {
        200: { description: 'The frame', content: { 'image/jpeg': { schema: z.string().openapi({ format: 'binary' }) } } },
        ...errorResponses(403, 404, 409),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const query = c.req.valid('query');
      const accountId = c.get('auth').account.id;
      const row = await ownedRun(findAugmentation(sql, accountId, id), id);
      const image = await renderAugmentationFrame(
        row,
        { camera: query.camera, side: query.side, episode: query.episode ?? null, at: query.at },
        {
          openDataset: datasetOpenerFor(ctx.deps, accountId),
          storage,
          outputKey: async (path) => (await findAugmentationFile(sql, id, path))?.storage_key,
        },
      );
      // A succeeded run's source commit and output never change.
      return c.body(new Uint8Array(image), 200, { 'Content-Type': 'image/jpeg', 'Cache-Control': 'private, max-age=86400' });
    },
  );
}
