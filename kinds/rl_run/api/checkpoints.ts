import { kindRoute } from '../../../api/resources/kind-route.js';
import type { OwnRouteScope } from '../../../api/resources/kind.js';
import { ownedRun } from '../../../application/owned-run.js';
import { resourceNotFound } from '../../../core/errors.js';
import { findRlRun, listRlCheckpoints } from '../db/rl-runs.js';
import { serveStoredObject, storedObjectLink } from '../../../api/resources/stored-object.js';
import { errorResponses, jsonContent, listEnvelope } from '../../../api/schemas/common.js';
import { RlCheckpoint, RlCheckpointParam, RlRunIdParam } from './schemas.js';

/** A run's saved iterations: the list with a link to each file, and each file as ONNX or as the training checkpoint. */
export function registerRlCheckpointRoutes(scope: OwnRouteScope): void {
  const { app, ctx } = scope;
  const { sql, config, storage } = ctx.deps;
  const link = (key: string, bytes: number, fallbackPath: string) => ({ ...storedObjectLink(storage, config.publicBaseUrl, key, fallbackPath), bytes });

  app.openapi(
    kindRoute(scope, {
      method: 'get',
      access: 'read',
      path: '/{id}/checkpoints',
      summary: 'Saved iterations, each downloadable as ONNX or as the training checkpoint',
      request: { params: RlRunIdParam },
      responses: { 200: jsonContent(listEnvelope(RlCheckpoint, 'RlCheckpointList'), 'Every checkpoint, oldest first'), ...errorResponses(403, 404) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await ownedRun(findRlRun(sql, c.get('auth').account.id, id), id);
      const rows = await listRlCheckpoints(sql, id);
      const data = rows.map((r) => {
        const steps = Number(r.env_steps);
        return {
          object: 'rl_checkpoint' as const,
          env_steps: steps,
          created_at: r.created_at.toISOString(),
          onnx: link(r.onnx_key, Number(r.onnx_bytes), `/v1/rl_runs/${id}/checkpoints/${steps}/onnx`),
          checkpoint: link(r.checkpoint_key, Number(r.checkpoint_bytes), `/v1/rl_runs/${id}/checkpoints/${steps}/checkpoint`),
        };
      });
      return c.json({ object: 'list' as const, data, has_more: false, next_cursor: null }, 200);
    },
  );

  app.openapi(
    kindRoute(scope, {
      method: 'get',
      access: 'read',
      path: '/{id}/checkpoints/{env_steps}/{format}',
      summary: 'One checkpoint as ONNX (`onnx`) or as the stable-baselines3 checkpoint (`checkpoint`)',
      description: 'A 302 to a signed storage link, or the file streamed through this API (Authorization needed) when signing is off.',
      request: { params: RlCheckpointParam },
      responses: {
        200: { description: 'The file: `onnx` as application/octet-stream, `zip` (the stable-baselines3 checkpoint) as application/zip', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } }, 'application/zip': { schema: { type: 'string', format: 'binary' } } } },
        302: { description: 'Signed link' },
        ...errorResponses(403, 404),
      },
    }),
    async (c) => {
      const { id, env_steps: steps, format } = c.req.valid('param');
      await ownedRun(findRlRun(sql, c.get('auth').account.id, id), id);
      const found = (await listRlCheckpoints(sql, id)).find((r) => Number(r.env_steps) === steps);
      if (!found) throw resourceNotFound(`${id}/checkpoints/${steps}`, 'env_steps');
      const [key, filename] = format === 'onnx' ? [found.onnx_key, `${id}-step_${steps}.onnx`] : [found.checkpoint_key, `${id}-step_${steps}.zip`];
      return serveStoredObject(c, storage, { key, filename });
    },
  );
}
