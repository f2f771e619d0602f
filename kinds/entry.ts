import type { ActivityDeps } from '../activities/deps.js';
import type { KindModuleFactory } from '../api/resources/kind.js';
import { workflowStem, type ResourceKindRow } from '../core/kinds.js';

/** What a kind brings besides its row: the API's module, the worker's activities, the module that exports its workflow and its console pages. */
export interface KindParts {
  /** The factory the API mounts (api/resources/mount-kind.ts gates every route of it by the row's feature). */
  api: KindModuleFactory;
  /** Its activities, registered on every worker that runs its workflow. */
  activities: (deps: ActivityDeps) => object;
  /**
   * The module (path from the project root) that exports its workflow, `<workflowStem(row)>Workflow`;
   * the generated workflows/index.ts re-exports it for the bundle.
   */
  workflowModule: string;
  /** The body its create and estimate routes accept (bytes) when above the service's default (BODY_LIMIT_BYTES). */
  createBodyLimitBytes?: number;
  /**
   * The folder (path from the project root) of its console pages, the modules its row's `view.console` names,
   * which the console serves at /console/kinds/<kind>/<page>.js; without one its runs show on the plain page.
   */
  consolePages?: string;
}

/** One kind, whole: its row of the kinds table and its parts. */
export interface KindEntry extends KindParts {
  row: ResourceKindRow;
}

/** The name its workflow is exported under and started by (declared in its contract). */
export const workflowExport = (row: ResourceKindRow) => `${workflowStem(row)}Workflow`;
