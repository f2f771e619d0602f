import { rm } from 'node:fs/promises';
import type { RunEnding } from '../../../core/lifecycle.js';
import { endAugmentation } from '../db/ending.js';
import { replaceAugmentationFiles } from '../db/augmentations.js';
import { augmentationStoragePrefix } from './publish.js';
import { augmentationWorkDir } from './relight.js';
import { loadAugmentation } from './source.js';
import type { ActivityDeps } from '../../../activities/deps.js';
import { stagedOutputPrefix, stagesJobFiles } from '../../../activities/job-staging.js';

export function createAugmentationFinishActivities(deps: ActivityDeps) {
  return {
    /** Ends the run (status, refunds, event: kinds/augmentation/db/ending.ts); nothing half-published stays listed. */
    async finishAugmentation(input: { id: string; ending: RunEnding }): Promise<void> {
      const row = await loadAugmentation(deps, input.id);
      if (input.ending.status !== 'succeeded' && row.output.type === 'download') {
        await replaceAugmentationFiles(deps.sql, row.id, []);
        await deps.storage.deletePrefix(augmentationStoragePrefix(row.id)).catch(() => undefined);
      }
      // A staged job's output in the bucket is only needed until it is published.
      if (stagesJobFiles(deps)) await deps.storage.deletePrefix(stagedOutputPrefix('augmentations', row.id)).catch(() => undefined);
      await endAugmentation(deps.sql, row.id, input.ending);
      // The work folder is only needed to resume; the published copy is what remains.
      await rm(augmentationWorkDir(deps, row.id), { recursive: true, force: true }).catch(() => undefined);
    },
  };
}
