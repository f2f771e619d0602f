import { z } from '@hono/zod-openapi';
import { statusesWithout } from '../../../core/lifecycle.js';
import { TrainingBatchSize, TrainingStepCount } from '../../../core/jobs/__generated__/trainer-flags.js';
import { OBJECTIVES } from '../../../core/rl/spec.js';
import { MAX_POLICIES_PER_CREATE } from '../core/limits.js';
import { CAMERA_NAME_PATTERN, RepoIdString } from '../../../api/schemas/repo-id.js';
import { Integration, IntegrationsRequest } from '../../../api/schemas/integrations.js';
import { PageQuery, Timestamp, WebhookMetadata, decimalInteger, orNull } from '../../../api/schemas/common.js';

/** `config.evaluation` runs pick_place episodes, as long as that objective allows. */
const EPISODE_STEPS = OBJECTIVES.pick_place.parameters.episode_steps!;

/** Steps are Postgres integers. */
const MAX_STEP = 2_147_483_647;

export const CreateTrainingRunsBody = z
  .strictObject({
    dataset: z.strictObject({
      uri: z.string().min(3).max(600).openapi({ description: 'Hub dataset: `owner/name`, `hub://owner/name`, `hf://datasets/owner/name`; `@revision` optional.', example: 'demo/so101-pick-place' }),
    }),
    policies: z.array(z.string().min(1).max(64)).min(1).max(MAX_POLICIES_PER_CREATE).openapi({ description: 'One run per policy, 1..8.', example: ['mlp'] }),
    hardware_tier: z.string().min(1).max(64).optional().openapi({ description: "Default: the largest `min_hardware_tier` of the policies.", example: 'cpu' }),
    robot: z.string().max(64).optional().openapi({ description: 'Label only.', example: 'so101_follower' }),
    config: z
      .strictObject({
        // The trainers' own bounds (jobs/train/spec_schema.json), which they check their flags against.
        steps: TrainingStepCount.optional(),
        batch_size: TrainingBatchSize.optional(),
        save_freq: TrainingStepCount.optional(),
        eval_enabled: z.boolean().optional(),
        evaluation: z
          .strictObject({
            twin_id: z.string().min(1).max(100),
            episodes: z.number().int().min(1).max(100).default(10),
            episode_steps: z
              .number()
              .int()
              .min(EPISODE_STEPS.min)
              .max(EPISODE_STEPS.max)
              .optional()
              .openapi({ description: `Control steps per episode (50 Hz), ${EPISODE_STEPS.min}..${EPISODE_STEPS.max}; default pick_place's ${EPISODE_STEPS.default}. A LeRobot policy runs about 1–2 steps a second on a CPU.` }),
          })
          .optional()
          .openapi({
            description:
              "Each saved checkpoint is evaluated closed loop in this twin (pick_place, `episodes` seeded episodes, default 10) and `eval.best_checkpoint` is chosen by success rate, held-out loss breaking ties. The built-in `mlp` and LeRobot's `act` and `diffusion`; a LeRobot policy reads every camera of the dataset, so the twin must have solved each (400 `config.evaluation.twin_id` naming the camera otherwise). Vision-language-action policies cannot be evaluated (400 `config.evaluation`).",
          }),
      })
      .optional()
      .openapi({ description: "Defaults per policy: `default_steps`, `default_batch_size`; `save_freq` a fifth of the steps; `eval_enabled` true." }),
    cameras: z.strictObject({ rename: z.record(z.string().min(1).max(200), z.string().regex(CAMERA_NAME_PATTERN, { message: 'must be a camera name (letters, digits, _ and -, dot-separated parts), never a path' })).optional() }).optional(),
    output: z
      .strictObject({
        push_to_hub: z.boolean().optional(),
        hub_repo_id: RepoIdString.optional(),
      })
      .optional(),
    from_checkpoint: z
      .string()
      .regex(/^trn_[0-9A-Za-z]{1,64}:\d{1,10}$/, { message: "must be '<training run id>:<step>', e.g. 'trn_01J…:500'" })
      .optional()
      .openapi({ description: "Start from one of your runs' checkpoints (its weights and optimizer state): `trn_…:<step>`, as in GET /v1/training_runs/{id}/checkpoints. The built-in `mlp` policy only; the dataset must have the same state and action sizes. This run's steps count from 1.", example: 'trn_01JAZ3Q7X9M2K8N4P6R8T0V2W4:500' }),
    integrations: IntegrationsRequest,
    webhook_metadata: WebhookMetadata,
  })
  .openapi('CreateTrainingRunsRequest');
export type CreateTrainingRunsInput = z.infer<typeof CreateTrainingRunsBody>;

const Metrics = z.object({ loss: z.number().nullable(), step: z.number().int().nullable(), max_steps: z.number().int().nullable() });

export const TrainingCheckpoint = z
  .object({
    object: z.literal('training_checkpoint'),
    step: z.number().int(),
    created_at: Timestamp,
    artifact_uri: z.string(),
    download_url: z.string().openapi({ example: '/v1/training_runs/trn_01J.../checkpoints/500/download' }),
  })
  .openapi('TrainingCheckpoint');

export const TrainingRun = z
  .object({
    id: z.string().openapi({ example: 'trn_01JAZ3Q7X9M2K8N4P6R8T0V2W4' }),
    object: z.literal('training_run'),
    status: z.string().openapi({ description: `${statusesWithout('queued').map((status) => `\`${status}\``).join(', ')} (an open set)` }),
    phase: z.string().nullable().openapi({ description: 'Only GET by id fills it: provisioning, preparing, downloading_dataset, training, completed, failed, canceled.' }),
    status_message: z.string().nullable(),
    progress: z.number(),
    error: z.object({ code: z.string(), message: z.string().nullable() }).nullable(),
    policy: z.string(),
    robot: z.string().nullable(),
    hardware_tier: z.string(),
    group_id: z.string(),
    dataset: z.object({ uri: z.string() }),
    cameras: z.object({ rename: z.record(z.string(), z.string()) }),
    config: z.object({ steps: z.number().int(), batch_size: z.number().int(), save_freq: z.number().int(), eval_enabled: z.boolean(), evaluation: z.object({ twin_id: z.string(), episodes: z.number().int(), episode_steps: z.number().int().optional() }).optional() }),
    metrics: Metrics,
    eval: z.record(z.string(), z.unknown()).nullable(),
    output: z.object({
      checkpoint_count: z.number().int(),
      hub_push_status: z.string().nullable(),
      hub_repo_id: z.string().nullable(),
      hub_url: z.string().nullable(),
      latest_checkpoint: orNull(TrainingCheckpoint),
    }),
    tokens: z.object({ charged: z.number().int(), refunded: z.number().int() }),
    from_checkpoint: z.string().nullable().openapi({ description: 'The checkpoint it started from (`trn_…:<step>`), or null.' }),
    integrations: z.array(Integration).openapi({ description: 'The experiment trackers it logs to, each with its status and run URL.' }),
    webhook_metadata: z.record(z.string(), z.unknown()).nullable(),
    created_at: Timestamp,
    started_at: Timestamp.nullable(),
    completed_at: Timestamp.nullable(),
  })
  .openapi('TrainingRun');

export const RunIdParam = z.object({
  id: z.string().min(1).max(100).openapi({ param: { name: 'id', in: 'path' }, example: 'trn_01JAZ3Q7X9M2K8N4P6R8T0V2W4' }),
});

export const CheckpointParams = RunIdParam.extend({
  step: decimalInteger(0, MAX_STEP).openapi({ param: { name: 'step', in: 'path' }, example: 500 }),
});

export const LogsQuery = z.object({
  tail: decimalInteger(1, 10_000).default(100).openapi({ param: { name: 'tail', in: 'query' }, description: 'How many of the last lines, 1..10000 (default 100).' }),
});

export const TrainingRunLogs = z
  .object({ id: z.string(), object: z.literal('training_run_logs'), lines: z.array(z.string()), tail: z.number().int() })
  .openapi('TrainingRunLogs');

export const CheckpointPageQuery = z.object({
  limit: PageQuery.shape.limit,
  starting_after: decimalInteger(0, MAX_STEP).optional().openapi({ param: { name: 'starting_after', in: 'query' }, description: 'A step: the page starts after it (the previous page’s `next_cursor`).' }),
});

/**
 * Estimate takes create's body as it is (copy a create, ask first), or the short form: a tier and
 * a number of runs. `policies` is then a list of policy ids (the tier defaults as create's does) or a count.
 */
export const EstimateBody = z
  .strictObject({
    ...CreateTrainingRunsBody.shape,
    dataset: CreateTrainingRunsBody.shape.dataset.optional().openapi({ description: 'Not read: the price does not depend on the dataset.' }),
    policies: z
      .union([z.number().int().min(1).max(MAX_POLICIES_PER_CREATE), CreateTrainingRunsBody.shape.policies])
      .default(1)
      .openapi({ description: `Create's list of policy ids (one run each), or a number of runs 1..${MAX_POLICIES_PER_CREATE}.`, example: ['mlp'] }),
    hardware_tier: z.string().min(1).max(64).optional().openapi({ description: 'Default, with a list of policies: the largest `min_hardware_tier` of them (as create). Required with a number of runs.', example: 'cpu' }),
    hours: z.number().min(0).max(10_000).default(1),
  })
  .openapi('TrainingRunEstimateRequest');
export type EstimateInput = z.infer<typeof EstimateBody>;

export const TrainingRunEstimate = z
  .object({
    object: z.literal('training_run_estimate'),
    tokens: z.number().int(),
    tokens_per_run: z.number().int(),
    assumptions: z.object({ hardware_tier: z.string(), hours: z.number(), policies: z.number().int() }),
  })
  .openapi('TrainingRunEstimate');
