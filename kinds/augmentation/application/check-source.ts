import { HubError } from '../../../core/ports/hub-errors.js';
import { estimateAugmentation } from '../../../core/augment/estimate.js';
import { ApiError } from '../../../core/errors.js';
import type { LeRobotDataset } from '../../../core/lerobot/types.js';
import { CameraNotFoundError, findCameraKey, resolveRelightConfig } from '../../../core/relight/params.js';
import type { AugmentationEstimate } from '../../../core/pricing.js';
import { datasetApiError } from '../../../application/dataset-errors.js';
import type { OpenAccountDataset } from '../../../application/account-dataset.js';
import type { CreateAugmentationInput } from '../api/schemas.js';

export interface SourceCheck {
  /** Null when the hub could not be reached now: the run then finds out (dataset_unavailable). */
  dataset: LeRobotDataset | null;
  commit: string | null;
  estimate: AugmentationEstimate | null;
}

function cameraNotFound(error: CameraNotFoundError, param: string): ApiError {
  return new ApiError(400, 'camera_not_found', error.message, {
    param,
    details: { camera: error.camera, cameras: error.available },
  });
}

/**
 * What create can know about the source now: the repository exists and is a LeRobot dataset, the
 * cameras named in config.relight and reference_images exist, and what the run will cost.
 */
export async function checkSource(open: OpenAccountDataset, body: CreateAugmentationInput): Promise<SourceCheck> {
  let opened;
  try {
    opened = await open(body.source.repo_id);
  } catch (error) {
    if (error instanceof HubError && error.code === 'unavailable') return { dataset: null, commit: null, estimate: null };
    throw datasetApiError(error, 'source.repo_id');
  }
  const dataset = opened.dataset;
  const cameraKeys = dataset.cameras.map((c) => c.key);
  let relitKeys = cameraKeys;
  if (body.config.relight) {
    for (const name of Object.keys(body.config.relight)) {
      if (name !== '*' && !findCameraKey(name, cameraKeys)) throw cameraNotFound(new CameraNotFoundError(name, cameraKeys), `config.relight.${name}`);
    }
    try {
      relitKeys = Object.keys(resolveRelightConfig(body.config.relight, cameraKeys));
    } catch (error) {
      if (error instanceof CameraNotFoundError) throw cameraNotFound(error, `config.relight.${error.camera}`);
      throw error;
    }
  }
  body.reference_images.forEach((image, index) => {
    if (image.camera && !findCameraKey(image.camera, cameraKeys)) {
      throw cameraNotFound(new CameraNotFoundError(image.camera, cameraKeys), `reference_images.${index}.camera`);
    }
  });
  const engine = body.model === 'video' ? 'video' : 'relight';
  return { dataset, commit: opened.commit, estimate: estimateAugmentation(engine, dataset, relitKeys, body.config) };
}
