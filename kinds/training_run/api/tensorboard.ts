import { PassThrough, Readable } from 'node:stream';
import { kindRoute } from '../../../api/resources/kind-route.js';
import type { OwnRouteScope } from '../../../api/resources/kind.js';
import { stream } from 'hono/streaming';
import yazl from 'yazl';
import { ownedRun } from '../../../application/owned-run.js';
import { resourceNotFound } from '../../../core/errors.js';
import { trainingTensorboardPrefix } from '../core/tracking.js';
import { findTrainingRun } from '../db/training-runs.js';
import { errorResponses } from '../../../api/schemas/common.js';
import { RunIdParam } from './schemas.js';

/** A training run's TensorBoard event files (its `tensorboard` integration) as one ZIP, once the job has ended. */
export function registerTrainingRunTensorboardRoute(scope: OwnRouteScope): void {
  const { app, ctx } = scope;
  const { sql, storage } = ctx.deps;
  app.openapi(
    kindRoute(scope, {
      method: 'get',
      path: '/{id}/tensorboard',
      summary: "The run's TensorBoard event files as a ZIP (`tensorboard --logdir` on the unzipped folder)",
      description: 'Only for runs created with `integrations: [{type: "tensorboard"}]`, once the job has ended; 404 before.',
      access: 'read',
      request: { params: RunIdParam },
      responses: { 200: { description: 'application/zip', content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } } }, ...errorResponses(403, 404) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await ownedRun(findTrainingRun(sql, c.get('auth').account.id, id), id);
      const prefix = trainingTensorboardPrefix(id);
      const objects = await storage.list(prefix);
      if (objects.length === 0) throw resourceNotFound(`${id}/tensorboard`, 'id');
      const zip = new yazl.ZipFile();
      for (const object of objects) {
        zip.addReadStream((await storage.read(object.key)).pipe(new PassThrough()), `tensorboard/${object.key.slice(prefix.length + 1)}`, { size: object.bytes });
      }
      zip.end();
      c.header('Content-Type', 'application/zip');
      c.header('Content-Disposition', `attachment; filename="${id}-tensorboard.zip"`);
      return stream(c, async (out) => {
        for await (const chunk of Readable.from(zip.outputStream)) await out.write(chunk as Uint8Array);
      });
    },
  );
}
