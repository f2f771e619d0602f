import { HubError } from '../../../core/ports/hub-errors.js';
import { ApiError } from '../../../core/errors.js';
import { listRobots, robotForType } from '../../../core/sim/models.js';
import { chooseTwinCameras, type TwinCameraChoice } from '../core/cameras.js';
import { etaSeconds } from '../core/eta.js';
import { datasetApiError } from '../../../application/dataset-errors.js';
import type { OpenAccountDataset } from '../../../application/account-dataset.js';
import type { ValidateTwinInput } from '../api/schemas.js';

export interface TwinProblem {
  code: string;
  message: string;
  param: string | null;
}

export interface TwinSourceCheck {
  commit: string;
  robotType: string | null;
  robotModel: { robot: string | null; available: boolean; reason: string | null; license: string | null };
  camera: TwinCameraChoice;
  frames: number | null;
  fps: number;
  estimateSeconds: number;
  problems: TwinProblem[];
}

/**
 * What can be known about a twin's source before building it: the dataset and episode exist, its
 * robot has an installed MuJoCo model (Koch has none offline), the camera named exists, and which
 * camera seeds the room. The job's check stage applies the same rules again.
 */
export async function checkTwinSource(open: OpenAccountDataset, modelsDir: string, body: ValidateTwinInput, measured: Readonly<Record<string, number>> = {}): Promise<TwinSourceCheck> {
  let opened;
  try {
    opened = await open(body.source.repo_id);
  } catch (error) {
    if (error instanceof HubError && error.code === 'unavailable') {
      throw new ApiError(503, 'hub_unavailable', `The dataset hub is not reachable right now: ${error.message}`, { param: 'source.repo_id', headers: { 'Retry-After': '5' } });
    }
    throw datasetApiError(error, 'source.repo_id');
  }
  const { dataset } = opened;
  const problems: TwinProblem[] = [];
  const episode = dataset.episodes.find((e) => e.index === body.episode_index);
  if (!episode) {
    problems.push({ code: 'episode_not_found', message: `The dataset has no episode ${body.episode_index} (it has ${dataset.episodes.length}: 0..${dataset.episodes.length - 1}).`, param: 'episode_index' });
  }
  if (dataset.stateDim === null || dataset.actionDim === null) {
    problems.push({ code: 'incompatible_dataset', message: 'A twin replays the recorded joints: the dataset needs observation.state and action.', param: 'source.repo_id' });
  }

  const wanted = body.config.robot_model ?? dataset.robotType;
  const robotParam = body.config.robot_model ? 'config.robot_model' : 'source.repo_id';
  const robots = await listRobots(modelsDir);
  const installed = robots.filter((r) => r.available).map((r) => r.robot);
  const installedText = installed.join(', ') || 'none (run npm run setup)';
  let robotModel: TwinSourceCheck['robotModel'] = { robot: null, available: false, reason: null, license: null };
  if (!wanted) {
    robotModel.reason = `The dataset names no robot_type; set config.robot_model to one of: ${installedText}.`;
    problems.push({ code: 'robot_model_missing', message: robotModel.reason, param: 'config.robot_model' });
  } else {
    const entry = robotForType(robots, wanted);
    if (!entry) {
      robotModel.reason = `Robot type '${wanted}' is not a robot we have a MuJoCo model for (installed: ${installedText}); set config.robot_model to one of them.`;
      problems.push({ code: 'robot_model_missing', message: robotModel.reason, param: robotParam });
    } else if (!entry.available) {
      robotModel = { robot: entry.robot, available: false, reason: entry.reason, license: null };
      problems.push({ code: 'robot_model_missing', message: `Robot type '${wanted}' has no MuJoCo model here: ${entry.reason}`, param: robotParam });
    } else {
      robotModel = { robot: entry.robot, available: true, reason: null, license: entry.license };
    }
  }

  const cameraNames = dataset.cameras.map((c) => c.name);
  const requested = body.config.camera?.name ?? null;
  if (requested !== null && !cameraNames.includes(requested)) {
    problems.push({ code: 'camera_not_found', message: `config.camera.name '${requested}' is not a camera of the dataset (${cameraNames.join(', ') || 'none'}).`, param: 'config.camera.name' });
  }
  const camera = chooseTwinCameras(cameraNames, requested !== null && cameraNames.includes(requested) ? requested : null);
  return {
    commit: opened.commit,
    robotType: dataset.robotType,
    robotModel,
    camera,
    frames: episode?.length ?? null,
    fps: dataset.fps,
    estimateSeconds: etaSeconds([], null, episode?.length ?? null, measured),
    problems,
  };
}
