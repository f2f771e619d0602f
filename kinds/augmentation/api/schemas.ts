import { z } from '@hono/zod-openapi';
import { RepoIdString, SourceRepoIdString } from '../../../api/schemas/repo-id.js';
import { statusesWithout } from '../../../core/lifecycle.js';
import { RelightParamsSchema } from '../../../core/jobs/__generated__/relight-job-input.js';
import { PageQuery, Timestamp, WebhookMetadata, orNull, withFallback } from '../../../api/schemas/common.js';

export const MAX_EPISODE_COUNT = 500;
export const MAX_VIDEO_EPISODES = 50;
export const MAX_VARIATION_PROMPTS = 500;
export const MAX_REFERENCE_IMAGES = 6;
export const MAX_REFERENCE_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_REFERENCE_IMAGES_TOTAL_BYTES = 20 * 1024 * 1024;
/**
 * The body its create and estimate accept (bytes), above the service's default: six reference images of up to 5 MB
 * each in base64 (4/3), so the 20 MB total rule answers with its param, not 413.
 */
export const CREATE_BODY_LIMIT_BYTES = 42 * 1024 * 1024;
export const REFERENCE_MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

// The relight job's parameters, as its spec_schema.json defines them (RelightParams in OpenAPI).
export { RelightParamsSchema };

const RepoId = RepoIdString;

export const AugmentationConfigSchema = z
  .strictObject({
    episode_count: z.number().int().min(1).max(MAX_EPISODE_COUNT).default(3).openapi({
      description: 'Video: episodes generated from the start of the dataset (at most 50). Relight covers every episode and reports the dataset\'s count here.',
    }),
    variation_prompts: z.array(z.string().min(1).max(2000)).max(MAX_VARIATION_PROMPTS).nullable().default(null).openapi({
      description: 'One prompt per episode; overrides episode_count when given.',
    }),
    relight: z.record(z.string().min(1).max(200), RelightParamsSchema).nullish().transform((relight) => relight ?? null).openapi({
      description: "Camera (short name, full key, or '*') → RelightParams. A camera's own entry overrides '*' field by field.",
    }),
  })
  .openapi('AugmentationConfigInput', { description: 'Omitted: `{"episode_count": 3}` (relight covers every episode).' });

const Base64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

export const ReferenceImageSchema = z.strictObject({
  data: z.string().min(1).regex(Base64, 'must be base64').openapi({ description: 'The photo, base64 (standard or URL-safe alphabet), at most 5 MB decoded.' }),
  camera: z.string().min(1).max(200).nullable().default(null).openapi({ description: 'Camera this photo is the target look for; null = every camera.' }),
  media_type: z.enum(REFERENCE_MEDIA_TYPES).default('image/jpeg'),
});

export const AugmentationOutputInput = z
  .discriminatedUnion('type', [
    z.strictObject({ type: z.literal('download') }),
    z.strictObject({
      type: z.literal('hub'),
      repo_id: RepoId.nullable().default(null).openapi({ description: 'Hub dataset to push to (created if missing; a new commit otherwise). Default: `<source>-aug-<id>` under the source owner.' }),
      private: z.boolean().default(true),
    }),
  ])
  .openapi('AugmentationOutputInput', { description: 'Where the result goes. Omitted: `{"type": "download"}`.' });

/** Decoded size of a base64 string without decoding it. */
export function base64Bytes(data: string): number {
  const clean = data.replace(/=+$/, '');
  return Math.floor((clean.length * 3) / 4);
}

export const CreateAugmentationBody = z
  .strictObject({
    source: z.strictObject({ type: z.literal('hub').default('hub'), repo_id: SourceRepoIdString.openapi({ example: 'demo/so101-pick-place' }) }),
    instructions: z.string().min(3).max(2000).openapi({ example: 'one stop darker, warm tungsten light' }),
    config: withFallback(AugmentationConfigSchema, { episode_count: 3, variation_prompts: null, relight: null }),
    output: withFallback(AugmentationOutputInput, { type: 'download' }),
    model: z.enum(['auto', 'relight', 'video']).default('auto'),
    reference_images: z.array(ReferenceImageSchema).max(MAX_REFERENCE_IMAGES).default([]),
    webhook_metadata: WebhookMetadata,
  })
  .superRefine((body, ctx) => {
    let total = 0;
    body.reference_images.forEach((image, index) => {
      const bytes = base64Bytes(image.data);
      total += bytes;
      if (bytes > MAX_REFERENCE_IMAGE_BYTES) {
        ctx.addIssue({ code: 'custom', path: ['reference_images', index, 'data'], message: `Each reference image may be at most 5 MB; this one is ${bytes} bytes.` });
      }
    });
    if (total > MAX_REFERENCE_IMAGES_TOTAL_BYTES) {
      ctx.addIssue({ code: 'custom', path: ['reference_images'], message: `Reference images may total at most 20 MB; these are ${total} bytes.` });
    }
    if (body.model === 'video') {
      if (body.config.variation_prompts && body.config.variation_prompts.length > MAX_VIDEO_EPISODES) {
        ctx.addIssue({ code: 'custom', path: ['config', 'variation_prompts'], message: `Video augmentation generates at most ${MAX_VIDEO_EPISODES} episodes (one per prompt).` });
      } else if (!body.config.variation_prompts && body.config.episode_count > MAX_VIDEO_EPISODES) {
        ctx.addIssue({ code: 'custom', path: ['config', 'episode_count'], message: `Video augmentation generates at most ${MAX_VIDEO_EPISODES} episodes.` });
      }
    }
  })
  .openapi('CreateAugmentationRequest');

export type CreateAugmentationInput = z.infer<typeof CreateAugmentationBody>;

const AugmentationError = z.object({ code: z.string(), message: z.string().nullable() });

export const OutputFile = z
  .object({
    path: z.string().openapi({ description: 'Relative to the dataset root.' }),
    bytes: z.number().int(),
    url: z.string().openapi({ description: 'Signed storage link (no credentials, valid one hour), or this API\'s /v1/augmentations/{id}/files/{path} (needs Authorization) when signing is off.' }),
  })
  .openapi('AugmentationOutputFile');

export const AugmentationOutput = z
  .union([
    z.object({ type: z.literal('hub'), repo_id: z.string().nullable(), private: z.boolean().optional(), url: z.string().nullable() }),
    z.object({ type: z.literal('download'), files: z.array(OutputFile).nullable().optional().openapi({ description: 'Only on GET by id, once succeeded.' }) }),
  ])
  .openapi('AugmentationOutput');

export const PlanSchema = z
  .object({
    engine: z.enum(['relight', 'video']),
    reason: z.string().nullable(),
    relight: z.record(z.string(), RelightParamsSchema).nullable(),
    video_instruction: z.string().nullable(),
    source_revision: z.string().nullable(),
    variations: z
      .array(
        z.object({
          index: z.number().int(),
          prompt: z.string(),
          seed: z.number().int(),
          parameters: z.record(z.string(), z.unknown()),
          matched: z.array(z.string()),
        }),
      )
      .nullable()
      .optional()
      .openapi({ description: 'For `video`: per generated episode, its prompt, the twin parameters the planner mapped it to (object offset, yaw, scale, colour; light; table and background colour; distractors; per camera, the light measured from its reference photo) and its first seed.' }),
  })
  .openapi('AugmentationPlan');

export const Augmentation = z
  .object({
    id: z.string().openapi({ example: 'aug_01J9Z3T4X6N2V8Q5R7M1K0HBCD' }),
    object: z.literal('augmentation'),
    status: z.enum(statusesWithout('queued')).openapi({ description: '`canceling` from an accepted cancel until the work has stopped.' }),
    progress: z.number().min(0).max(1).openapi({ description: 'Progress of the current phase (import, generate, publish); restarts at 0 each phase.' }),
    phase: z.string().nullable().openapi({ description: '`import`, `generate` or `publish`.' }),
    status_message: z.string().nullable(),
    error: orNull(AugmentationError),
    model: z.enum(['auto', 'relight', 'video']),
    source: z.object({ type: z.literal('hub'), repo_id: z.string() }),
    instructions: z.string(),
    config: z.object({
      episode_count: z.number().int(),
      variation_prompts: z.array(z.string()).nullable(),
      relight: z.record(z.string(), RelightParamsSchema).nullable(),
    }),
    plan: orNull(PlanSchema),
    output: AugmentationOutput,
    tokens: z.object({ charged: z.number().int() }),
    webhook_metadata: z.record(z.string(), z.unknown()).nullable(),
    created_at: Timestamp.nullable(),
  })
  .openapi('Augmentation');

export const AugmentationEpisode = z
  .object({
    object: z.literal('augmentation_episode'),
    index: z.number().int(),
    status: z.enum(['pending', 'processing', 'succeeded', 'failed', 'canceled']),
    source_episode_index: z.number().int(),
    error: z.string().nullable(),
  })
  .openapi('AugmentationEpisode');

export const AugmentationEstimate = z
  .object({
    object: z.literal('augmentation_estimate'),
    model: z.enum(['relight', 'video']),
    tokens: z.number().int(),
    breakdown: z.record(z.string(), z.union([z.number(), z.string()])),
    balance: z.number().int().optional().openapi({ description: "The account's balance now; only for keys that hold `usage:read`." }),
  })
  .openapi('AugmentationEstimate');

export const AugmentationIdParam = z.object({
  id: z.string().max(100).openapi({ param: { name: 'id', in: 'path' }, example: 'aug_01J9Z3T4X6N2V8Q5R7M1K0HBCD' }),
});

export const EpisodePageQuery = PageQuery;
