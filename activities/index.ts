import type { ActivityDeps } from './deps.js';
import { createCheckDependenciesActivity } from './system.js';

/** Every activity the worker registers, built from its dependencies. */
export function createActivities(deps: ActivityDeps) {
  return {
    checkDependencies: createCheckDependenciesActivity(deps),
  };
}

export type Activities = ReturnType<typeof createActivities>;
export type { ActivityDeps } from './deps.js';
