import { rm } from 'node:fs/promises';
import { ApplicationFailure } from '@temporalio/activity';
import { HubError } from '../../../core/ports/hub-errors.js';
import { hubAuthFor } from '../../../db/hub-auth.js';
import { requireDatasetWrite } from '../../../db/dataset-access.js';
import { presentAugmentation } from '../core/present.js';
import { openDataset } from '../../../core/lerobot/index.js';
import { replaceAugmentationFiles, setAugmentationOutput } from '../db/augmentations.js';
import { augmentationPhaseReporter } from './progress.js';
import { augmentationOutputDir } from './relight.js';
import { loadAugmentation } from './source.js';
import { fetchStagedOutputs, stagedOutputPrefix, stagesJobFiles } from '../../../activities/job-staging.js';
import type { ActivityDeps } from '../../../activities/deps.js';

export const augmentationStoragePrefix = (id: string) => `augmentations/${id}`;

export function createAugmentationPublishActivities(deps: ActivityDeps) {
  return {
    /** Publishes the finished dataset: a hub push (new repo or commit, tagged with its codebase version) or object storage. */
    async publishAugmentation(input: { id: string }): Promise<void> {
      const row = await loadAugmentation(deps, input.id);
      const dir = augmentationOutputDir(deps, row.id);
      // A staged relight left its output in the bucket; whichever worker publishes fetches it.
      if (stagesJobFiles(deps) && row.plan?.engine === 'relight') await fetchStagedOutputs(deps, stagedOutputPrefix('augmentations', row.id), dir);
      const dataset = await openDataset(dir).catch((error: unknown) => {
        throw ApplicationFailure.nonRetryable(`The generated dataset is not readable: ${error instanceof Error ? error.message : error}`, 'pipeline_failed');
      });
      const reporter = augmentationPhaseReporter(deps, row.id, 'publish');
      if (row.output.type === 'hub') {
        const repoId = row.output.repo_id!;
        reporter.report(0.1, `pushing to ${repoId}`);
        try {
          await requireDatasetWrite(deps.sql, deps.hub, row.account_id, repoId);
          const pushed = await deps.hub.push(repoId, dir, {
            message: `Augmentation ${row.id} of ${row.source.repo_id}@${row.source_revision ?? 'main'}`,
            tags: [dataset.version],
            private: row.output.private ?? true,
            auth: await hubAuthFor(deps.sql, deps.config, row.account_id),
          });
          await setAugmentationOutput(deps.sql, row.id, { ...row.output, url: pushed.url });
        } catch (error) {
          if (error instanceof HubError && error.code === 'unauthorized') throw ApplicationFailure.nonRetryable(`The dataset hub refused the push: ${error.message}`, 'hub_unauthorized');
          if (error instanceof HubError && error.code === 'invalid_repo_id') throw ApplicationFailure.nonRetryable(`Cannot push to '${repoId}': ${error.message}`, 'pipeline_failed');
          throw error;
        }
      } else {
        reporter.report(0.1, 'storing files');
        const prefix = augmentationStoragePrefix(row.id);
        const stored = await deps.storage.putDirectory(prefix, dir);
        await replaceAugmentationFiles(
          deps.sql,
          row.id,
          stored.map((o) => ({ path: o.key.slice(prefix.length + 1), storageKey: o.key, bytes: o.bytes })),
        );
      }
      reporter.report(1, 'published');
      await reporter.flush();
    },
  };
}
