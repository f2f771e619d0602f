import { z } from 'zod';
import { RELIGHT_DEFAULTS, type CompleteRelightParams } from '../relight/params.js';

/** One camera's relight parameters as stored: complete (the planner completes them; a field missing from an old row is its default). */
const StoredCameraParams = z.object({
  exposure: z.number().default(RELIGHT_DEFAULTS.exposure),
  temperature: z.number().default(RELIGHT_DEFAULTS.temperature),
  tint: z.number().default(RELIGHT_DEFAULTS.tint),
  contrast: z.number().default(RELIGHT_DEFAULTS.contrast),
  saturation: z.number().default(RELIGHT_DEFAULTS.saturation),
}) satisfies z.ZodType<CompleteRelightParams, unknown>;

/**
 * An augmentation's plan as the `plan` column holds it (and the API shows it): the engine, why,
 * the relight parameters per full camera key (cameras left out are copied unchanged) and the
 * video instruction. Parsed once where rows leave the database
 * (kinds/augmentation/db/augmentations.ts), so every reader gets it typed and complete.
 */
export const StoredPlanSchema = z.object({
  engine: z.enum(['relight', 'video']),
  reason: z.string().nullable().default(null),
  relight: z.record(z.string(), StoredCameraParams).nullable().default(null),
  video_instruction: z.string().nullable().default(null),
  source_revision: z.string().nullable().default(null),
  /** For `video` (an engine that maps prompts, the twin): each generated episode's prompt, the twin parameters it maps to and its first seed. */
  variations: z
    .array(z.object({ index: z.number().int(), prompt: z.string(), seed: z.number().int(), parameters: z.record(z.string(), z.unknown()), matched: z.array(z.string()) }))
    .nullish(),
});

export type StoredPlan = z.output<typeof StoredPlanSchema>;

/** The `plan` column's value, typed; null while the run is not planned. Throws on a value that is not a plan. */
export function parseStoredPlan(value: unknown): StoredPlan | null {
  return value === null || value === undefined ? null : StoredPlanSchema.parse(value);
}
