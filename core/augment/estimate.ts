import type { LeRobotDataset } from '../lerobot/types.js';
import { relightEstimate, videoEstimate, type AugmentationEstimate } from '../pricing.js';

/** Episodes a video run generates: one per variation prompt, else episode_count, never more than the dataset has. */
export function videoEpisodeCount(config: { episode_count: number; variation_prompts: string[] | null }, datasetEpisodes: number | null): number {
  const wanted = config.variation_prompts?.length ?? config.episode_count;
  return datasetEpisodes === null ? wanted : Math.min(wanted, datasetEpisodes);
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
  if (engine === 'video') return videoEstimate(videoEpisodeCount(config, dataset.episodes.length));
  return relightEstimate({
    episodes: dataset.episodes.length,
    cameras: relitCameraKeys.length,
    cameraSeconds: relitCameraSeconds(dataset, relitCameraKeys),
  });
}
