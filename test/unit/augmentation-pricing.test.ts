import { describe, expect, it } from 'vitest';
import { base64Bytes } from '../../kinds/augmentation/api/schemas.js';
import { estimateAugmentation, VIDEO_SOURCE_EPISODES_MAX, videoEpisodeCount, videoSourceEpisodes } from '../../core/augment/estimate.js';
import type { LeRobotDataset } from '../../core/lerobot/types.js';
import { relightEstimate, RELIGHT_TOKENS_PER_CAMERA_MINUTE, videoEstimate, VIDEO_TOKENS_PER_EPISODE } from '../../core/pricing.js';

describe('augmentation prices', () => {
  it('relight: tokens per camera-minute relit, rounded up, at least 1', () => {
    expect(relightEstimate({ episodes: 6, cameras: 2, cameraSeconds: 600 }).tokens).toBe(10 * RELIGHT_TOKENS_PER_CAMERA_MINUTE);
    expect(relightEstimate({ episodes: 1, cameras: 1, cameraSeconds: 61 }).tokens).toBe(Math.ceil((61 / 60) * RELIGHT_TOKENS_PER_CAMERA_MINUTE));
    expect(relightEstimate({ episodes: 1, cameras: 1, cameraSeconds: 0.2 }).tokens).toBe(1);
    expect(relightEstimate({ episodes: 4, cameras: 2, cameraSeconds: 120 }).breakdown).toMatchObject({ episodes: 4, cameras: 2, camera_minutes: 2 });
  });

  it('video: tokens per episode, one episode per prompt (overriding episode_count), whatever the dataset holds', () => {
    expect(videoEstimate(3).tokens).toBe(3 * VIDEO_TOKENS_PER_EPISODE);
    expect(videoEpisodeCount({ episode_count: 5, variation_prompts: null })).toBe(5);
    expect(videoEpisodeCount({ episode_count: 5, variation_prompts: ['a', 'b'] })).toBe(2);
    expect(videoEpisodeCount({ episode_count: 50, variation_prompts: null })).toBe(50);
  });

  it('video: 10 prompts on a 6-episode dataset give 10 episodes, their sources cycling from the start', () => {
    const prompts = Array.from({ length: 10 }, (_, i) => `prompt ${i}`);
    const count = videoEpisodeCount({ episode_count: 3, variation_prompts: prompts });
    expect(videoSourceEpisodes(count, [0, 1, 2, 3, 4, 5])).toEqual([0, 1, 2, 3, 4, 5, 0, 1, 2, 3]);
    expect(videoSourceEpisodes(2, [7, 9, 11])).toEqual([7, 9]);
    expect(videoSourceEpisodes(3, [])).toEqual([]);
  });

  it('video: only the dataset\'s first 50 episodes are sources', () => {
    const indices = Array.from({ length: 80 }, (_, i) => i);
    const sources = videoSourceEpisodes(120, indices);
    expect(sources).toHaveLength(120);
    expect(Math.max(...sources)).toBe(VIDEO_SOURCE_EPISODES_MAX - 1);
    expect(sources[50]).toBe(0);
  });

  it('video estimate prices one episode per prompt, beyond the dataset\'s episode count', () => {
    const dataset = { episodes: Array.from({ length: 6 }, (_, index) => ({ index, length: 10 })), fps: 30 } as unknown as LeRobotDataset;
    const prompts = Array.from({ length: 10 }, (_, i) => `prompt ${i}`);
    expect(estimateAugmentation('video', dataset, [], { episode_count: 3, variation_prompts: prompts }).tokens).toBe(10 * VIDEO_TOKENS_PER_EPISODE);
  });

  it('reference image sizes are measured decoded', () => {
    for (const bytes of [0, 1, 2, 3, 4, 5, 1000, 5 * 1024 * 1024]) {
      expect(base64Bytes(Buffer.alloc(bytes, 1).toString('base64'))).toBe(bytes);
      expect(base64Bytes(Buffer.alloc(bytes, 1).toString('base64url'))).toBe(bytes);
    }
  });
});
