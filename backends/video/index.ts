import type { Config } from '../../core/config.js';
import { credentialsKeyFor } from '../../core/credentials/key.js';
import type { ComputeBackend } from '../../core/ports/compute.js';
import type { VideoEngine } from '../../core/ports/video.js';
import { TwinVideoEngine } from './twin.js';

/** Tries per generated episode before it is `failed` and refunded. */
export const VIDEO_EPISODE_ATTEMPTS = 3;

/** The engine VIDEO_ENGINE names: `twin` (default) generates episodes in the recording's twin; `none` → null (model video is 403). */
export function createVideoEngine(config: Config, compute: ComputeBackend): VideoEngine | null {
  switch (config.augmentations.videoEngine) {
    case 'none':
      return null;
    case 'twin':
      return new TwinVideoEngine(compute, { modelsDir: config.twins.modelsDir, attempts: VIDEO_EPISODE_ATTEMPTS, tier: 'cpu', cameraCacheDir: config.twins.cameraCacheDir, eventKey: () => credentialsKeyFor(config) });
    default:
      throw new Error(`VIDEO_ENGINE='${config.augmentations.videoEngine}' is not a video engine this build has (twin, none).`);
  }
}
