import type { ActivityDeps } from './deps.js';
import { createCheckDependenciesActivity } from './system.js';
import { createDeliverWebhookActivity } from './webhook-delivery.js';
import { createTrainingActivities } from './training/index.js';

/** Every activity the worker registers, built from its dependencies. */
export function createActivities(deps: ActivityDeps) {
  return {
    checkDependencies: createCheckDependenciesActivity(deps),
    deliverWebhook: createDeliverWebhookActivity(deps),
    ...createTrainingActivities(deps),
  };
}

export type Activities = ReturnType<typeof createActivities>;
export type { ActivityDeps } from './deps.js';
