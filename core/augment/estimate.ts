import type { LeRobotDataset } from '../lerobot/types.js';
import { relightEstimate, videoEstimate, type AugmentationEstimate } from '../pricing.js';

/** Source episodes a video run draws from: the dataset's first ones, at most this many. */
export const VIDEO_SOURCE_EPISODES_MAX = 50;

/** Episodes a video run generates: one per variation prompt, else episode_count (whatever the dataset's size). */
export function videoEpisodeCount(config: { episode_count: number; variation_prompts: string[] | null }): number {
  return config.variation_prompts?.length ?? config.episode_count;
}

/**
 * The source episode of each generated episode: generated episode i comes from the dataset's
 * episode i mod n, n being the first (at most 50) episodes, so 10 prompts on 6 episodes give 10.
 */
export function videoSourceEpisodes(count: number, datasetEpisodeIndices: number[]): number[] {
  const pool = datasetEpisodeIndices.slice(0, VIDEO_SOURCE_EPISODES_MAX);
  if (pool.length === 0) return [];
  return Array.from({ length: count }, (_, i) => pool[i % pool.length]!);
}

/** Seconds of video that relighting `cameraKeys` processes: every episode, every listed camera. */
export function relitCameraSeconds(dataset: LeRobotDataset, cameraKeys: string[]): number {
  const frames = dataset.episodes.reduce((sum, episode) => sum + episode.length, 0);
  return (frames / dataset.fps) * cameraKeys.length;
}

export function estimateAugmentation(
  engine: 'relight' | 'video',
  dataset: LeRobotDataset,
  relitCameraKeys: string[],
  config: { episode_count: number; variation_prompts: string[] | null },
): AugmentationEstimate {
  if (engine === 'video') return videoEstimate(dataset.episodes.length === 0 ? 0 : videoEpisodeCount(config));
  return relightEstimate({
    episodes: dataset.episodes.length,
    cameras: relitCameraKeys.length,
    cameraSeconds: relitCameraSeconds(dataset, relitCameraKeys),
  });
}
