import { createAugmentationFinishActivities } from './augmentation-finish.js';
import { createAugmentationPublishActivities } from './augmentation-publish.js';
import { createAugmentationRelightActivities } from './augmentation-relight.js';
import { createAugmentationSourceActivities } from './augmentation-source.js';
import { createAugmentationVideoActivities } from './augmentation-video.js';
import { createComputeSlotActivities } from './compute-slots.js';
import type { ActivityDeps } from './deps.js';
import { createCheckDependenciesActivity } from './system.js';
import { createDeliverWebhookActivity } from './webhook-delivery.js';
import { createTrainingActivities } from './training/index.js';
import { createTwinBuildActivities } from './twin-build.js';
import { createTwinLifecycleActivities } from './twin-lifecycle.js';
import { createRlLifecycleActivities } from './rl/lifecycle.js';
import { createRlTrainActivities } from './rl/train.js';

/** Every activity the worker registers, built from its dependencies. */
export function createActivities(deps: ActivityDeps) {
  return {
    checkDependencies: createCheckDependenciesActivity(deps),
    deliverWebhook: createDeliverWebhookActivity(deps),
    ...createComputeSlotActivities(deps),
    ...createAugmentationSourceActivities(deps),
    ...createAugmentationRelightActivities(deps),
    ...createAugmentationVideoActivities(deps),
    ...createAugmentationPublishActivities(deps),
    ...createAugmentationFinishActivities(deps),
    ...createTrainingActivities(deps),
    ...createTwinBuildActivities(deps),
    ...createTwinLifecycleActivities(deps),
    ...createRlTrainActivities(deps),
    ...createRlLifecycleActivities(deps),
  };
}

export type Activities = ReturnType<typeof createActivities>;
export type { ActivityDeps } from './deps.js';
