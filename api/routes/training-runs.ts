import { PassThrough, Readable } from 'node:stream';
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { stream } from 'hono/streaming';
import yazl from 'yazl';
import { policyUnavailableReason } from '../../core/catalog/policy-availability.js';
import { requireDatasetWrite } from '../../db/dataset-access.js';
import { findHardwareTier, HARDWARE_TIERS, tierMeets } from '../../core/catalog/hardware-tiers.js';
import { findTrainingPolicy, TRAINING_POLICIES } from '../../core/catalog/training-policies.js';
import { ApiError, parameterInvalid, resourceNotFound } from '../../core/errors.js';
import { newId } from '../../core/ids.js';
import { inspectDataset } from '../../core/lerobot/index.js';
import { trainingRunTokens } from '../../core/pricing.js';
import { parseDatasetUri } from '../../core/training/dataset-uri.js';
import { redactServerPaths } from '../../core/server-paths.js';
import { checkpointObject, trainingRunObject, type LiveTrainingView } from '../../core/training/run-object.js';
import {
  checkpointSummaries,
  checkpointSummary,
  countInFlightTrainingRuns,
  findTrainingCheckpoint,
  findTrainingRun,
  insertTrainingRuns,
  listTrainingCheckpoints,
  listTrainingRuns,
  tailTrainingLogLines,
  type NewTrainingRun,
  type TrainingRunRow,
} from '../../db/training-runs.js';
import { trainingRunWorkflowType, type TrainingLiveState } from '../../workflows/contracts/training-run.js';
import { endTrainingRun } from '../../db/training-run-ending.js';
import { isTerminalStatus } from '../../core/lifecycle.js';
import type { AppEnv } from '../context.js';
import { datasetApiError } from '../dataset-errors.js';
import { security } from '../openapi.js';
import { openAccountDataset } from '../resources/account-dataset.js';
import { admitBatch } from '../resources/batch-admission.js';
import { cancelRun, readLiveState, startRun } from '../resources/workflows.js';
import type { RouteContext } from '../route-context.js';
import { errorResponses, jsonContent, listEnvelope, PageQuery } from '../schemas/common.js';
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

export function registerTrainingRunRoutes(app: OpenAPIHono<AppEnv>, ctx: RouteContext): void {
  const { sql, temporal, config, compute, hub, storage } = ctx.deps;

  const present = async (row: TrainingRunRow) => trainingRunObject(row, await checkpointSummary(sql, row.id));
  const ownedRun = async (accountId: string, id: string) => {
    const row = await findTrainingRun(sql, accountId, id);
    if (!row) throw resourceNotFound(id);
    return row;
  };

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
      const body = c.req.valid('json');
      const { account } = c.get('auth');

      const capabilities = await compute.capabilities();
      const policies = body.policies.map((id, index) => {
        const policy = findTrainingPolicy(id);
        if (!policy) throw parameterInvalid(`policies.${index}`, `'${id}' is not a training policy; see GET /v1/training_policies.`, { known: TRAINING_POLICIES.map((p) => p.id) });
        const unavailable = policyUnavailableReason(policy, capabilities);
        if (unavailable !== null) throw parameterInvalid(`policies.${index}`, `'${id}' is not available on this deployment (${unavailable}).`);
        return policy;
      });
      const tierId = body.hardware_tier ?? policies.map((p) => findHardwareTier(p.min_hardware_tier)!).sort((a, b) => b.rank - a.rank)[0]!.id;
      const tier = findHardwareTier(tierId);
      if (!tier) throw parameterInvalid('hardware_tier', `'${tierId}' is not a hardware tier; see GET /v1/hardware_tiers.`, { known: HARDWARE_TIERS.map((t) => t.id) });
      for (const policy of policies) {
        if (!tierMeets(tier, findHardwareTier(policy.min_hardware_tier)!)) {
          throw parameterInvalid('hardware_tier', `'${policy.id}' needs at least the '${policy.min_hardware_tier}' tier; '${tier.id}' is too small.`);
        }
      }
      const uri = parseDatasetUri(body.dataset.uri);
      if (!uri) throw parameterInvalid('dataset.uri', "'dataset.uri' must name a hub dataset: 'owner/name' or 'hub://owner/name', optionally '@revision'.");
      let opened;
      let inspection;
      try {
        opened = await openAccountDataset(ctx.deps, account.id, uri.repoId, uri.revision);
        inspection = await inspectDataset(opened.dataset);
      } catch (error) {
        throw datasetApiError(error, 'dataset.uri');
      }
      if (!inspection.trainable) throw parameterInvalid('dataset.uri', `The dataset cannot be trained on: ${inspection.problems.join(' ')}`, { problems: inspection.problems });
      const rename = body.cameras?.rename ?? {};
      for (const camera of Object.keys(rename)) {
        if (!inspection.cameras.some((known) => known.key === camera || known.name === camera)) {
          throw new ApiError(400, 'camera_not_found', `The dataset has no camera '${camera}'.`, { param: `cameras.rename.${camera}`, details: { cameras: inspection.cameras.map((k) => k.name) } });
        }
      }
      const pushToHub = body.output?.push_to_hub ?? false;
      if (pushToHub && !body.output?.hub_repo_id) throw parameterInvalid('output.hub_repo_id', "'output.hub_repo_id' is required when 'output.push_to_hub' is true.");
      if (body.output?.hub_repo_id) {
        const repoId = body.output.hub_repo_id;
        await requireDatasetWrite(sql, hub, account.id, repoId).catch((error: unknown) => {
          throw datasetApiError(error, 'output.hub_repo_id');
        });
      }

      const groupId = newId('group');
      const runs: NewTrainingRun[] = policies.map((policy) => {
        const steps = body.config?.steps ?? policy.default_steps;
        const repo = body.output?.hub_repo_id;
        return {
          id: newId('training_run'),
          account_id: account.id,
          group_id: groupId,
          policy: policy.id,
          robot: body.robot ?? inspection.robot_type ?? null,
          hardware_tier: tier.id,
          dataset: { uri: body.dataset.uri, repo_id: uri.repoId, revision: uri.revision, commit: opened.commit },
          cameras: { rename },
          config: {
            steps,
            batch_size: body.config?.batch_size ?? policy.default_batch_size,
            save_freq: body.config?.save_freq ?? Math.max(1, Math.ceil(steps / 5)),
            eval_enabled: body.config?.eval_enabled ?? true,
          },
          metrics: { loss: null, step: 0, max_steps: steps },
          output: pushToHub && repo ? { push_to_hub: true, hub_push_status: 'pending', hub_repo_id: policies.length > 1 ? `${repo}-${policy.id}` : repo } : { push_to_hub: false },
          webhook_metadata: body.webhook_metadata ?? null,
          request_id: c.get('requestId') ?? null,
          idempotency_key: c.get('idempotencyKey') ?? null,
          status_message: 'Submitting the job to the compute backend',
        };
      });

      const tokensPerRun = trainingRunTokens(tier);
      const rows = await admitBatch(
        sql,
        { accountId: account.id, size: runs.length, tokensPerRun, runsName: 'training runs', countInFlight: countInFlightTrainingRuns },
        (tx) => insertTrainingRuns(tx, runs),
      );

      for (const row of rows) {
        // A batch is created whole: a run whose workflow cannot start is answered `failed` beside the others.
        await startRun(temporal, {
          workflow: trainingRunWorkflowType,
          id: row.id,
          input: { runId: row.id, maxSteps: row.config.steps, continueAsNewAfterEvents: config.trainingContinueAsNewAfterEvents },
          taskQueue: config.temporal.taskQueue,
          accountId: account.id,
          kind: 'training_run',
          endRun: async (ending) => Object.assign(row, await endTrainingRun(sql, row.id, ending)),
        }).catch(() => undefined);
      }
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
      description: 'One GPU-hour at the tier’s rate per run (0 on a CPU or unknown tier). `hours` is echoed, not used: a run is charged one GPU-hour however long it trains.',
      security,
      middleware: [ctx.requireScope('training_runs:read')] as const,
      request: { body: json(EstimateBody) },
      responses: { 200: jsonContent(TrainingRunEstimate, 'The estimate'), ...errorResponses(403) },
    }),
    (c) => {
      const body = c.req.valid('json');
      const perRun = trainingRunTokens(findHardwareTier(body.hardware_tier));
      return c.json(
        {
          object: 'training_run_estimate' as const,
          tokens: perRun * body.policies,
          tokens_per_run: perRun,
          assumptions: { hardware_tier: body.hardware_tier, hours: body.hours, policies: body.policies },
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/training_runs',
      tags: TAG,
      summary: 'List training runs, newest first',
      description: '`metrics` are the last stored values; `phase` and `eval` are null here (GET by id fills them).',
      security,
      middleware: [ctx.requireScope('training_runs:read')] as const,
      request: { query: PageQuery },
      responses: { 200: jsonContent(listEnvelope(TrainingRun, 'TrainingRunPage'), 'A page of runs'), ...errorResponses(403) },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const page = await listTrainingRuns(sql, c.get('auth').account.id, { limit: query.limit, startingAfter: query.starting_after ?? null });
      const summaries = await checkpointSummaries(sql, page.rows.map((row) => row.id));
      const data = page.rows.map((row) => trainingRunObject(row, summaries.get(row.id) ?? { count: 0, latest: null }));
      return c.json({ object: 'list' as const, data, has_more: page.hasMore, next_cursor: page.nextCursor }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/training_runs/{id}',
      tags: TAG,
      summary: 'One training run, with its phase and live metrics',
      security,
      middleware: [ctx.requireScope('training_runs:read')] as const,
      request: { params: RunIdParam },
      responses: { 200: jsonContent(TrainingRun, 'The run'), ...errorResponses(403, 404) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const row = await ownedRun(c.get('auth').account.id, id);
      const terminal = isTerminalStatus(row.status);
      const [live, checkpoints] = await Promise.all([
        terminal ? undefined : readLiveState<TrainingLiveState>(temporal, id, config.liveQueryTimeoutMs),
        checkpointSummary(sql, id),
      ]);
      const view: LiveTrainingView | undefined = live
        ? { phase: live.phase, status: live.status, progress: live.progress, status_message: live.status_message, metrics: live.metrics, eval: live.eval }
        : undefined;
      return c.json(trainingRunObject(row, checkpoints, { detail: true, ...(view ? { live: view } : {}) }), 200);
    },
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

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/training_runs/{id}/cancel',
      tags: TAG,
      summary: 'Cancel a run and its job',
      description: 'Answers once the job’s processes are gone and the run is `canceled`. A run that already ended: 409 `not_cancelable`.',
      security,
      middleware: [ctx.requireScope('training_runs:write')] as const,
      request: { params: RunIdParam },
      responses: { 200: jsonContent(TrainingRun, 'The canceled run'), ...errorResponses(403, 404, 409) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const accountId = c.get('auth').account.id;
      const row = await ownedRun(accountId, id);
      await cancelRun<TrainingLiveState>(temporal, row);
      return c.json(await present(await ownedRun(accountId, id)), 200);
    },
  );
}
