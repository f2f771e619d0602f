import { describe, expect, it } from 'vitest';
import { base64Bytes } from '../../api/schemas/augmentations.js';
import { videoEpisodeCount } from '../../core/augment/estimate.js';
import { relightEstimate, RELIGHT_TOKENS_PER_CAMERA_MINUTE, videoEstimate, VIDEO_TOKENS_PER_EPISODE } from '../../core/pricing.js';

describe('augmentation prices', () => {
  it('relight: tokens per camera-minute relit, rounded up, at least 1', () => {
    expect(relightEstimate({ episodes: 6, cameras: 2, cameraSeconds: 600 }).tokens).toBe(10 * RELIGHT_TOKENS_PER_CAMERA_MINUTE);
    expect(relightEstimate({ episodes: 1, cameras: 1, cameraSeconds: 61 }).tokens).toBe(Math.ceil((61 / 60) * RELIGHT_TOKENS_PER_CAMERA_MINUTE));
    expect(relightEstimate({ episodes: 1, cameras: 1, cameraSeconds: 0.2 }).tokens).toBe(1);
    expect(relightEstimate({ episodes: 4, cameras: 2, cameraSeconds: 120 }).breakdown).toMatchObject({ episodes: 4, cameras: 2, camera_minutes: 2 });
  });

  it('video: tokens per episode, one episode per prompt (overriding episode_count), never more than the dataset has', () => {
    expect(videoEstimate(3).tokens).toBe(3 * VIDEO_TOKENS_PER_EPISODE);
    expect(videoEpisodeCount({ episode_count: 5, variation_prompts: null }, 10)).toBe(5);
    expect(videoEpisodeCount({ episode_count: 5, variation_prompts: ['a', 'b'] }, 10)).toBe(2);
    expect(videoEpisodeCount({ episode_count: 50, variation_prompts: null }, 4)).toBe(4);
  });

  it('reference image sizes are measured decoded', () => {
    for (const bytes of [0, 1, 2, 3, 4, 5, 1000, 5 * 1024 * 1024]) {
      expect(base64Bytes(Buffer.alloc(bytes, 1).toString('base64'))).toBe(bytes);
      expect(base64Bytes(Buffer.alloc(bytes, 1).toString('base64url'))).toBe(bytes);
    }
  });
});
