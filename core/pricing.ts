import type { HardwareTier } from './catalog/hardware-tiers.js';
import { isGpuTier } from './catalog/hardware-tiers.js';

/**
 * Every price the service charges, in tokens. The README's "Prices" section mirrors this file.
 */

/** A GPU-tier training run costs one GPU-hour at its tier's rate, charged when its job starts; CPU is free. */
export function trainingRunTokens(tier: HardwareTier | undefined): number {
  if (!tier || !isGpuTier(tier)) return 0;
  return tier.tokens_per_hour;
}

/** Relighting: tokens per minute of video of one relit camera (cameras copied untouched are free). */
export const RELIGHT_TOKENS_PER_CAMERA_MINUTE = 2;
/** Generative video: tokens per generated episode; episodes never generated are refunded. */
export const VIDEO_TOKENS_PER_EPISODE = 40;

export interface AugmentationEstimate {
  model: 'relight' | 'video';
  tokens: number;
  breakdown: Record<string, number | string>;
}

/** A relight of `cameraSeconds` seconds of video summed over every relit camera of every episode; at least 1 token. */
export function relightEstimate(input: { episodes: number; cameras: number; cameraSeconds: number }): AugmentationEstimate {
  const minutes = input.cameraSeconds / 60;
  return {
    model: 'relight',
    tokens: Math.max(1, Math.ceil(minutes * RELIGHT_TOKENS_PER_CAMERA_MINUTE)),
    breakdown: {
      episodes: input.episodes,
      cameras: input.cameras,
      camera_minutes: Math.round(minutes * 1000) / 1000,
      tokens_per_camera_minute: RELIGHT_TOKENS_PER_CAMERA_MINUTE,
      minimum: 1,
    },
  };
}

export function videoEstimate(episodes: number): AugmentationEstimate {
  return {
    model: 'video',
    tokens: episodes * VIDEO_TOKENS_PER_EPISODE,
    breakdown: { episodes, tokens_per_episode: VIDEO_TOKENS_PER_EPISODE },
  };
}

/** One twin build, charged when its work starts; refunded in full if it fails for a reason the user cannot fix. A resume is not charged again. */
export const TWIN_BUILD_TOKENS = 20;

/**
 * An RL run: its tier's rate per minute of the run's time limit (`budget.time_limit_s`, rounded up
 * to whole minutes), charged when its job starts; CPU is free, as for training. A run that fails
 * on our side is refunded in full.
 */
export function rlRunTokens(tier: HardwareTier | undefined, timeLimitSeconds: number): number {
  if (!tier || !isGpuTier(tier)) return 0;
  return Math.ceil((tier.tokens_per_hour / 60) * Math.ceil(timeLimitSeconds / 60));
}

/** An evaluation runs on CPU: one token per started ten episodes (50 episodes, the default, are 5 tokens). */
export const EVALUATION_EPISODES_PER_TOKEN = 10;
export const evaluationTokens = (episodes: number) => Math.ceil(episodes / EVALUATION_EPISODES_PER_TOKEN);
