import { createServiceActivities, type Activities } from '../activities/index.js';
import type { ActivityDeps } from '../activities/deps.js';
import type { KindEntry } from './entry.js';
import { KIND_REGISTRY } from './registry.js';

/** Every activity a worker registers: the service's own and each registered kind's. */
export function createActivities(deps: ActivityDeps, kinds: readonly KindEntry[] = KIND_REGISTRY): Activities {
  return Object.assign(createServiceActivities(deps), ...kinds.map((kind) => kind.activities(deps))) as Activities;
}
