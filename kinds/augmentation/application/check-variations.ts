import { videoEpisodeCount } from '../../../core/augment/estimate.js';
import { planEpisodeVariations, UnmappablePromptError } from '../../../core/augment/video-variations.js';
import { ApiError } from '../../../core/errors.js';
import type { CreateAugmentationInput } from '../api/schemas.js';

/**
 * A video run's prompts must each map to a change of the twin's scene: the first that maps to
 * nothing is a 400 naming it. `auto` with variation prompts is checked too (prompts are the video
 * engine's alone); `auto` from instructions alone may still plan relight, so it is left to the plan.
 * Reference photos without prompts set every episode's look, so the instructions may then map to nothing.
 */
export function checkVideoVariations(body: CreateAugmentationInput): void {
  const video = body.model === 'video' || (body.model === 'auto' && !body.config.relight && body.config.variation_prompts);
  if (!video || (body.reference_images.length > 0 && !body.config.variation_prompts)) return;
  try {
    planEpisodeVariations(body.instructions, body.config.variation_prompts, videoEpisodeCount(body.config));
  } catch (error) {
    if (error instanceof UnmappablePromptError) throw new ApiError(400, 'parameter_invalid', error.message, { param: error.param, details: { prompt: error.prompt } });
    throw error;
  }
}
