import type { Config } from '../../core/config.js';
import type { VideoEngine } from '../../core/ports/video.js';

/** The engine VIDEO_ENGINE names; `none` (default) → null: video augmentation is not available. */
export function createVideoEngine(config: Config): VideoEngine | null {
  switch (config.augmentations.videoEngine) {
    case 'none':
      return null;
    default:
      throw new Error(`VIDEO_ENGINE='${config.augmentations.videoEngine}' is not a video engine this build has (none).`);
  }
}
