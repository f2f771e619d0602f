/**
 * The one registry of kinds: each row of the kinds table (core/kinds.ts, pure data that workflows
 * import) with its parts — the API module api/app.ts mounts, the activities the worker registers,
 * the module exporting its workflow (workflows/index.ts is generated from it) and the folder of its
 * console pages. A new kind is its own files plus one entry here; the record's type makes a row
 * without its parts a compile error.
 */
import { createAugmentationFinishActivities } from './augmentation/activities/finish.js';
import { createAugmentationPublishActivities } from './augmentation/activities/publish.js';
import { createAugmentationRelightActivities } from './augmentation/activities/relight.js';
import { createAugmentationSourceActivities } from './augmentation/activities/source.js';
import { createAugmentationVideoActivities } from './augmentation/activities/video.js';
import type { ActivityDeps } from '../activities/deps.js';
import { createEvaluationActivities } from './evaluation/activities/lifecycle.js';
import { createRlLifecycleActivities } from './rl_run/activities/lifecycle.js';
import { createRlTrainActivities } from './rl_run/activities/train.js';
import { createTrainingActivities } from './training_run/activities/index.js';
import { createTwinBuildActivities } from './twin/activities/build.js';
import { createTwinLifecycleActivities } from './twin/activities/lifecycle.js';
import { augmentationModule } from './augmentation/api/routes.js';
import { evaluationModule } from './evaluation/api/routes.js';
import { rlRunModule } from './rl_run/api/routes.js';
import { trainingRunModule } from './training_run/api/routes.js';
import { twinModule } from './twin/api/routes.js';
import { RESOURCE_KINDS, type ResourceKind } from '../core/kinds.js';
import { CREATE_BODY_LIMIT_BYTES } from './augmentation/api/schemas.js';
import type { KindEntry, KindParts } from './entry.js';

const KIND_PARTS = {
  augmentation: {
    api: augmentationModule,
    activities: (deps: ActivityDeps) => ({
      ...createAugmentationSourceActivities(deps),
      ...createAugmentationRelightActivities(deps),
      ...createAugmentationVideoActivities(deps),
      ...createAugmentationPublishActivities(deps),
      ...createAugmentationFinishActivities(deps),
    }),
    workflowModule: 'kinds/augmentation/workflows/augmentation.ts',
    createBodyLimitBytes: CREATE_BODY_LIMIT_BYTES,
    consolePages: 'kinds/augmentation/console',
  },
  training_run: {
    api: trainingRunModule,
    activities: createTrainingActivities,
    workflowModule: 'kinds/training_run/workflows/training-run.ts',
    consolePages: 'kinds/training_run/console',
  },
  twin: {
    api: twinModule,
    activities: (deps: ActivityDeps) => ({ ...createTwinBuildActivities(deps), ...createTwinLifecycleActivities(deps) }),
    workflowModule: 'kinds/twin/workflows/twin.ts',
    consolePages: 'kinds/twin/console',
  },
  rl_run: {
    api: rlRunModule,
    activities: (deps: ActivityDeps) => ({ ...createRlTrainActivities(deps), ...createRlLifecycleActivities(deps) }),
    workflowModule: 'kinds/rl_run/workflows/rl-run.ts',
    consolePages: 'kinds/rl_run/console',
  },
  evaluation: {
    api: evaluationModule,
    activities: createEvaluationActivities,
    workflowModule: 'kinds/evaluation/workflows/evaluation.ts',
    consolePages: 'kinds/evaluation/console',
  },
} satisfies Record<ResourceKind, KindParts>;

/** Every kind the service runs, in the kinds table's order. */
export const KIND_REGISTRY: readonly KindEntry[] = RESOURCE_KINDS.map((row) => ({ row, ...KIND_PARTS[row.kind] }));

type Parts = (typeof KIND_PARTS)[ResourceKind];
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
/** Every kind's activities together, as workflows see them (type-only, through activities/index.ts). */
export type KindActivities = Intersection<ReturnType<Parts['activities']>>;
