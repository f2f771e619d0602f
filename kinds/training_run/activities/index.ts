import type { ActivityDeps } from '../../../activities/deps.js';
import { createFinishTrainingRunActivity, createPublishTrainingOutputActivity } from './finish.js';
import { createCancelTrainingJobActivity, createChargeTrainingRunActivity, createSubmitTrainingJobActivity } from './submit.js';
import { createWatchTrainingJobActivity } from './watch.js';
import { createScoreCheckpointsActivity } from './checkpoint-scoring.js';

/** The activities of a training run's workflow. */
export function createTrainingActivities(deps: ActivityDeps) {
  return {
    submitTrainingJob: createSubmitTrainingJobActivity(deps),
    chargeTrainingRun: createChargeTrainingRunActivity(deps),
    watchTrainingJob: createWatchTrainingJobActivity(deps),
    cancelTrainingJob: createCancelTrainingJobActivity(deps),
    publishTrainingOutput: createPublishTrainingOutputActivity(deps),
    finishTrainingRun: createFinishTrainingRunActivity(deps),
    scoreTrainingCheckpoints: createScoreCheckpointsActivity(deps),
  };
}
