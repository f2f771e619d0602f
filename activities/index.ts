import type { KindActivities } from '../kinds/registry.js';
import { createComputeSlotActivities } from './compute-slots.js';
import type { ActivityDeps } from './deps.js';
import { createCheckDependenciesActivity } from './system.js';
import { createDeliverWebhookActivity } from './webhook-delivery.js';

/** The service's own activities, whatever the kinds; each kind's come from the registry (kinds/activities.ts). */
export function createServiceActivities(deps: ActivityDeps) {
  return {
    checkDependencies: createCheckDependenciesActivity(deps),
    deliverWebhook: createDeliverWebhookActivity(deps),
    ...createComputeSlotActivities(deps),
  };
}

/** Every activity a workflow may call: the service's own and every registered kind's. */
export type Activities = ReturnType<typeof createServiceActivities> & KindActivities;
export type { ActivityDeps } from './deps.js';
