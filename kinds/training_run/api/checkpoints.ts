import { PassThrough, Readable } from 'node:stream';
import { kindRoute } from '../../../api/resources/kind-route.js';
import type { OwnRouteScope } from '../../../api/resources/kind.js';
import { stream } from 'hono/streaming';
import yazl from 'yazl';
import { ownedRun } from '../../../application/owned-run.js';
import { resourceNotFound } from '../../../core/errors.js';
import { checkpointObject } from '../core/present.js';
import { findTrainingCheckpoint, findTrainingRun, listTrainingCheckpoints } from '../db/training-runs.js';
import { errorResponses, jsonContent, listEnvelope } from '../../../api/schemas/common.js';
import { CheckpointPageQuery, CheckpointParams, RunIdParam, TrainingCheckpoint } from './schemas.js';

/** A run's checkpoints: the list paged on step, and each one as a ZIP of its pretrained_model/. */
export function registerTrainingCheckpointRoutes(scope: OwnRouteScope): void {
  const { app, ctx } = scope;
  const { sql, storage } = ctx.deps;

  app.openapi(
    kindRoute(scope, {
      method: 'get',
      access: 'read',
      path: '/{id}/checkpoints',
      summary: 'Checkpoints of a run, oldest first, paginated on step',
      request: { params: RunIdParam, query: CheckpointPageQuery },
      responses: { 200: jsonContent(listEnvelope(TrainingCheckpoint, 'TrainingCheckpointList'), 'A page of checkpoints'), ...errorResponses(403, 404) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const query = c.req.valid('query');
      await ownedRun(findTrainingRun(sql, c.get('auth').account.id, id), id);
      const page = await listTrainingCheckpoints(sql, id, { limit: query.limit, afterStep: query.starting_after ?? null });
      const data = page.rows.map((row) => checkpointObject(id, row, row.storage_prefix));
      return c.json({ object: 'list' as const, data, has_more: page.hasMore, next_cursor: page.hasMore ? String(data.at(-1)!.step) : null }, 200);
    },
  );

  app.openapi(
    kindRoute(scope, {
      method: 'get',
      access: 'read',
      path: '/{id}/checkpoints/{step}/download',
      summary: "One checkpoint as a ZIP of its pretrained_model/ directory",
      description: 'LeRobot layout: `pretrained_model/config.json`, `model.safetensors`, `train_config.json`. Streamed.',
      request: { params: CheckpointParams },
      responses: { 200: { description: 'application/zip', content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } } }, ...errorResponses(403, 404) },
    }),
    async (c) => {
      const { id, step } = c.req.valid('param');
      await ownedRun(findTrainingRun(sql, c.get('auth').account.id, id), id);
      const checkpoint = await findTrainingCheckpoint(sql, id, step);
      if (!checkpoint) throw resourceNotFound(`${id}/checkpoints/${step}`, 'step');
      const objects = await storage.list(checkpoint.storage_prefix);
      if (objects.length === 0) throw resourceNotFound(`${id}/checkpoints/${step}`, 'step');
      const zip = new yazl.ZipFile();
      for (const object of objects) {
        const relative = object.key.slice(checkpoint.storage_prefix.length + 1);
        const source = await storage.read(object.key);
        zip.addReadStream(source.pipe(new PassThrough()), `pretrained_model/${relative}`, { size: object.bytes, compress: !relative.endsWith('.safetensors') });
      }
      zip.end();
      c.header('Content-Type', 'application/zip');
      c.header('Content-Disposition', `attachment; filename="${id}-step-${step}.zip"`);
      return stream(c, async (out) => {
        for await (const chunk of Readable.from(zip.outputStream)) await out.write(chunk as Uint8Array);
      });
    },
  );
}
