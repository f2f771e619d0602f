import { z } from '@hono/zod-openapi';
import { RESOURCE_STATUSES } from '../../../core/lifecycle.js';
import { POLICY_KINDS, POLICY_SOURCES } from '../../../core/policies/policy-ref.js';
import { PolicyRefBody, type PolicyRefInput } from '../../../api/schemas/policy-ref.js';
import { Timestamp, WebhookMetadata, decimalInteger, orNull } from '../../../api/schemas/common.js';
import { EvaluationEpisodes, EvaluationObjectiveName, EvaluationObjectiveParameter, EvaluationRandomisationSchema, EvaluationSeeds } from '../../../core/jobs/__generated__/evaluation-job-spec.js';

export const EvaluationPolicyBody = PolicyRefBody;
export type EvaluationPolicyInput = PolicyRefInput;

/** How each episode's start is drawn: the evaluation job's own definition (jobs/eval/spec_schema.json). */
export const EvaluationRandomisationBody = EvaluationRandomisationSchema;

export const EvaluationObjectiveBody = z
  .strictObject({
    name: EvaluationObjectiveName.openapi({ description: 'The RL objectives’ own success tests: pick_place (the twin’s object lifted 2 cm and ending within the tolerance of the place target), reach.' }),
    parameters: z.record(z.string().max(64), EvaluationObjectiveParameter).optional().openapi({ description: 'The objective’s parameters as an RL run’s spec takes them (`episode_steps`, `place_tolerance_m`, …); the job checks them.' }),
  })
  .openapi('EvaluationObjective');

export const CreateEvaluationBody = z
  .strictObject({
    policy: EvaluationPolicyBody,
    twin_id: z.string().min(1).max(100),
    episodes: EvaluationEpisodes.optional().openapi({ description: 'Episodes to run, 1..500. Default 50, or the number of `seeds`.' }),
    seeds: EvaluationSeeds.optional().openapi({ description: 'Explicit seeds, one per episode. Default: 1000000 + i, the RL runs’ evaluation seeds.' }),
    randomisation: EvaluationRandomisationBody.optional(),
    objective: EvaluationObjectiveBody.optional().openapi({ description: 'Default `{"name": "pick_place"}`.' }),
    webhook_metadata: WebhookMetadata,
  })
  .openapi('CreateEvaluationRequest');
export type CreateEvaluationInput = z.infer<typeof CreateEvaluationBody>;

const Interval = z.object({ method: z.literal('wilson'), confidence: z.number(), low: z.number(), high: z.number() }).openapi('EvaluationInterval');

export const Evaluation = z
  .object({
    id: z.string(),
    object: z.literal('evaluation'),
    status: z.enum(RESOURCE_STATUSES),
    phase: orNull(z.string()),
    progress: z.number(),
    status_message: orNull(z.string()),
    error: orNull(z.object({ code: z.string(), message: orNull(z.string()), param: z.string().optional() })),
    policy: z.object({ type: z.enum(POLICY_SOURCES), run_id: z.string(), checkpoint: z.string(), kind: z.enum(POLICY_KINDS) }),
    twin_id: z.string(),
    objective: z.object({ name: z.string(), parameters: z.record(z.string(), z.unknown()) }).openapi('EvaluationObjectiveView'),
    episodes: z.number().int(),
    seeds: orNull(z.array(z.number().int())),
    randomisation: z.record(z.string(), z.number()).openapi('EvaluationRandomisationValues'),
    verdict: orNull(z.enum(['pass', 'fail'])),
    success_rate: orNull(z.number()),
    successes: orNull(z.number().int()),
    interval: orNull(Interval),
    threshold: orNull(z.number()),
    failure_modes: orNull(z.record(z.string(), z.number().int())),
    checks: orNull(z.array(z.unknown())),
    outputs: orNull(
      z.object({
        archive: z.object({ filename: z.string(), bytes: z.number().int(), sha256: z.string(), url: z.string() }),
        files_url: z.string(),
        episodes_url: z.string(),
        clip_grid_url: z.string(),
      }),
    ),
    tokens: z.object({ charged: z.number().int(), refunded: z.number().int() }),
    webhook_metadata: WebhookMetadata,
    created_at: Timestamp,
    started_at: orNull(Timestamp),
    completed_at: orNull(Timestamp),
  })
  .openapi('Evaluation');

export const EvaluationIdParam = z.object({ id: z.string().max(100).openapi({ param: { name: 'id', in: 'path' }, example: 'eval_01J9Z3T4X6N2V8Q5R7M1K0HBCD' }) });

export const EvaluationEpisodeView = z
  .object({
    object: z.literal('evaluation_episode'),
    index: z.number().int(),
    seed: z.number().int(),
    success: z.boolean(),
    lift_m: orNull(z.number()),
    place_error_m: orNull(z.number()),
    steps: z.number().int(),
    failure_mode: orNull(z.string()),
    grasped: orNull(z.boolean()),
    start: z.object({ object_yaw_deg: z.number(), light_scale: z.number() }),
  })
  .openapi('EvaluationEpisode');

export const EvaluationEpisodesQuery = z.object({
  limit: decimalInteger(1, 500).default(100).openapi({ param: { name: 'limit', in: 'query' } }),
  starting_after: decimalInteger(0, 499).optional().openapi({ param: { name: 'starting_after', in: 'query' }, description: 'The last `index` of the previous page.' }),
});

export const EvaluationFile = z.object({ object: z.literal('evaluation_file'), path: z.string(), bytes: z.number().int(), sha256: z.string() }).openapi('EvaluationFile');

export const EvaluationValidation = z
  .object({ object: z.literal('evaluation_validation'), ok: z.literal(true), policy: Evaluation.shape.policy, twin_id: z.string(), episodes: z.number().int(), tokens: z.number().int(), warnings: z.array(z.string()) })
  .openapi('EvaluationValidation');

export const EvaluationEstimate = z
  .object({ object: z.literal('evaluation_estimate'), episodes: z.number().int(), tokens: z.number().int(), estimated_seconds: z.number().int(), basis: z.string() })
  .openapi('EvaluationEstimate');
