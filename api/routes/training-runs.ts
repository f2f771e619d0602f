import { PassThrough, Readable } from 'node:stream';
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { stream } from 'hono/streaming';
import yazl from 'yazl';
import { resourceNotFound } from '../../core/errors.js';
import { redactServerPaths } from '../../core/server-paths.js';
import { checkpointObject, trainingRunObject, type LiveTrainingView } from '../../core/training/run-object.js';
import {
  checkpointSummaries,
  checkpointSummary,
  findTrainingCheckpoint,
  findTrainingRun,
  listTrainingCheckpoints,
  listTrainingRuns,
  tailTrainingLogLines,
  type TrainingRunRow,
} from '../../db/training-runs.js';
import type { TrainingLiveState } from '../../contracts/training-run.js';
import { createTrainingRuns } from '../../application/training-runs/create.js';
import { findResourceKind } from '../../core/kinds.js';
import { estimateTrainingRuns } from '../../application/training-runs/estimate.js';
import { listFiltersOf } from '../resources/list-query.js';
import type { AppEnv } from '../context.js';
import { security } from '../openapi.js';
import type { KindAdapter, KindModule } from '../resources/kind.js';
import { requestOrigin } from '../request-origin.js';
import type { RouteContext } from '../route-context.js';
import { errorResponses, jsonContent, listEnvelope } from '../schemas/common.js';
import {
  CheckpointPageQuery,
  CheckpointParams,
  CreateTrainingRunsBody,
  EstimateBody,
  LogsQuery,
  RunIdParam,
  TrainingCheckpoint,
  TrainingRun,
  TrainingRunEstimate,
  TrainingRunLogs,
} from '../schemas/training-runs.js';

const json = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const TAG = ['Training runs'];
const TRAINING_RUN = findResourceKind('training_run')!;

export function trainingRunModule(ctx: RouteContext): KindModule {
  const { sql, config, storage } = ctx.deps;

  const present = async (row: TrainingRunRow) => trainingRunObject(row, await checkpointSummary(sql, row.id));
  const ownedRun = async (accountId: string, id: string) => {
    const row = await findTrainingRun(sql, accountId, id);
    if (!row) throw resourceNotFound(id);
    return row;
  };

  const adapter: KindAdapter<TrainingRunRow, TrainingLiveState> = {
    kind: TRAINING_RUN,
    tag: TAG[0]!,
    schema: TrainingRun,
    listName: 'TrainingRunPage',
    idParam: RunIdParam,
    find: (accountId, id) => findTrainingRun(sql, accountId, id),
    list: (accountId, query) => listTrainingRuns(sql, accountId, { limit: query.limit, startingAfter: query.starting_after ?? null }, listFiltersOf(query)),
    async present(row, { live, detail }) {
      const view: LiveTrainingView | undefined = live
        ? { phase: live.phase, status: live.status, progress: live.progress, status_message: live.status_message, metrics: live.metrics, eval: live.eval }
        : undefined;
      return trainingRunObject(row, await checkpointSummary(sql, row.id), { detail, ...(view ? { live: view } : {}) });
    },
    rowProgress: (row) => ({ metrics: { loss: row.metrics.loss ?? null, step: row.metrics.step ?? null, max_steps: row.metrics.max_steps ?? null }, eval: row.eval }),
    async presentList(rows) {
      const summaries = await checkpointSummaries(sql, rows.map((row) => row.id));
      return rows.map((row) => trainingRunObject(row, summaries.get(row.id) ?? { count: 0, latest: null }));
    },
    operation: (row) => ({
      progress: row.progress,
      status_message: row.status_message,
      error: row.error,
      created_at: row.created_at.toISOString(),
      completed_at: row.completed_at?.toISOString() ?? null,
    }),
    summaries: { list: 'List training runs, newest first', get: 'One training run, with its phase and live metrics', cancel: 'Cancel a run and its job' },
    descriptions: { list: '`metrics` are the last stored values; `phase` and `eval` are null here (GET by id fills them).', cancel: 'The job’s processes are stopped by the run.' },
  };

  const registerOwnRoutes = (app: OpenAPIHono<AppEnv>) => {

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/training_runs',
      tags: TAG,
      summary: 'Start one training run per policy (1..8), as one batch',
      description:
        'The batch is validated as a whole and all its runs are created, or none. 429 `concurrency_limit_exceeded` when the batch does not fit the free in-flight concurrency; 402 `insufficient_tokens` when the balance does not cover one GPU-hour per run on a GPU tier.',
      security,
      middleware: [ctx.requireScope('training_runs:write'), ctx.idempotent] as const,
      request: { body: json(CreateTrainingRunsBody) },
      responses: { 201: jsonContent(listEnvelope(TrainingRun, 'TrainingRunList'), 'The runs, in the order of `policies`'), ...errorResponses(402, 403, 404, 409) },
    }),
    async (c) => {
      const rows = await createTrainingRuns(ctx.deps, c.get('auth').account, c.req.valid('json'), requestOrigin(c));
      const data = await Promise.all(rows.map(present));
      return c.json({ object: 'list' as const, data, has_more: false, next_cursor: null }, 201);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/training_runs/estimate',
      tags: TAG,
      summary: 'What a batch of training runs costs',
      description: 'Takes create’s body as it is (`policies` a list of policy ids; the tier defaults and is checked as create does), or `{hardware_tier, policies: <number of runs>}`. One GPU-hour at the tier’s rate per run (0 on a CPU tier). `hours` is echoed, not used: a run is charged one GPU-hour however long it trains.',
      security,
      middleware: [ctx.requireScope('training_runs:read')] as const,
      request: { body: json(EstimateBody) },
      responses: { 200: jsonContent(TrainingRunEstimate, 'The estimate'), ...errorResponses(403) },
    }),
    (c) => c.json({ object: 'training_run_estimate' as const, ...estimateTrainingRuns(c.req.valid('json')) }, 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/training_runs/{id}/logs',
      tags: TAG,
      summary: "The trainer's log lines, oldest first",
      description: 'Readable while the job runs and after it is gone. Lines the infrastructure writes about itself are left out.',
      security,
      middleware: [ctx.requireScope('training_runs:read')] as const,
      request: { params: RunIdParam, query: LogsQuery },
      responses: { 200: jsonContent(TrainingRunLogs, 'The last `tail` lines'), ...errorResponses(403, 404) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { tail } = c.req.valid('query');
      await ownedRun(c.get('auth').account.id, id);
      // Trainers print where they read and write (LeRobot prints its whole config): no server path reaches a client.
      const roots = [config.dataDir, config.hubDir, config.storageDir, config.jobsDir, config.slurm.jobsDir];
      const lines = (await tailTrainingLogLines(sql, id, tail)).map((line) => redactServerPaths(line, roots));
      return c.json({ id, object: 'training_run_logs' as const, lines, tail: lines.length }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/training_runs/{id}/checkpoints',
      tags: TAG,
      summary: 'Checkpoints of a run, oldest first, paginated on step',
      security,
      middleware: [ctx.requireScope('training_runs:read')] as const,
      request: { params: RunIdParam, query: CheckpointPageQuery },
      responses: { 200: jsonContent(listEnvelope(TrainingCheckpoint, 'TrainingCheckpointList'), 'A page of checkpoints'), ...errorResponses(403, 404) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const query = c.req.valid('query');
      await ownedRun(c.get('auth').account.id, id);
      const page = await listTrainingCheckpoints(sql, id, { limit: query.limit, afterStep: query.starting_after ?? null });
      const data = page.rows.map((row) => checkpointObject(id, row, row.storage_prefix));
      return c.json({ object: 'list' as const, data, has_more: page.hasMore, next_cursor: page.hasMore ? String(data.at(-1)!.step) : null }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/training_runs/{id}/checkpoints/{step}/download',
      tags: TAG,
      summary: "One checkpoint as a ZIP of its pretrained_model/ directory",
      description: 'LeRobot layout: `pretrained_model/config.json`, `model.safetensors`, `train_config.json`. Streamed.',
      security,
      middleware: [ctx.requireScope('training_runs:read')] as const,
      request: { params: CheckpointParams },
      responses: { 200: { description: 'application/zip', content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } } }, ...errorResponses(403, 404) },
    }),
    async (c) => {
      const { id, step } = c.req.valid('param');
      await ownedRun(c.get('auth').account.id, id);
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
  };

  return { adapter, registerOwnRoutes };
}
