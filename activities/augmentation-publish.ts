import { rm } from 'node:fs/promises';
import { ApplicationFailure } from '@temporalio/activity';
import { HubError } from '../backends/hub/errors.js';
import { hubAuthFor } from '../backends/hub-auth.js';
import { requireDatasetWrite } from '../backends/dataset-access.js';
import { presentAugmentation } from '../core/augment/present.js';
import { videoEpisodeCount } from '../core/augment/estimate.js';
import { openDataset } from '../core/lerobot/index.js';
import { VIDEO_TOKENS_PER_EPISODE } from '../core/pricing.js';
import { augmentationEpisodes, closeOpenEpisodes } from '../db/augmentation-episodes.js';
import { replaceAugmentationFiles, setAugmentationOutput, type AugmentationRow } from '../db/augmentations.js';
import { refundTokens, resourceTotals } from '../db/ledger.js';
import { changeStatusWithEvent } from '../db/status-change.js';
import { ProgressReporter } from './augmentation-progress.js';
import { augmentationOutputDir, augmentationWorkDir } from './augmentation-relight.js';
import { loadAugmentation } from './augmentation-source.js';
import type { ActivityDeps } from './deps.js';

export const augmentationStoragePrefix = (id: string) => `augmentations/${id}`;

type Ending = 'succeeded' | 'failed' | 'canceled';

export function createAugmentationPublishActivities(deps: ActivityDeps) {
  return {
    /** Publishes the finished dataset: a hub push (new repo or commit, tagged with its codebase version) or object storage. */
    async publishAugmentation(input: { id: string }): Promise<void> {
      const row = await loadAugmentation(deps, input.id);
      const dir = augmentationOutputDir(deps, row.id);
      const dataset = await openDataset(dir).catch((error: unknown) => {
        throw ApplicationFailure.nonRetryable(`The generated dataset is not readable: ${error instanceof Error ? error.message : error}`, 'pipeline_failed');
      });
      const reporter = new ProgressReporter(deps.sql, row.id, 'publish');
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

    /**
     * Ends the run in one transaction: status, error, refunds owed and the event. Refunds: a
     * failed relight gets everything back; video gets back the episodes it never generated.
     */
    async finishAugmentation(input: { id: string; status: Ending; error: { code: string; message: string | null } | null }): Promise<void> {
      const row = await loadAugmentation(deps, input.id);
      if (input.status !== 'succeeded' && row.output.type === 'download') {
        // Nothing half-published: a run that did not succeed lists no files.
        await replaceAugmentationFiles(deps.sql, row.id, []);
        await deps.storage.deletePrefix(augmentationStoragePrefix(row.id)).catch(() => undefined);
      }
      await changeStatusWithEvent<AugmentationRow>(deps.sql, {
        table: 'augmentations',
        id: row.id,
        fromStatuses: ['processing'],
        set: {
          status: input.status,
          completed_at: new Date(),
          error_code: input.error?.code ?? null,
          error_message: input.error?.message ?? null,
          ...(input.status === 'succeeded' ? { progress: 1, status_message: 'done' } : {}),
          ...(input.status === 'canceled' ? { status_message: 'canceled' } : {}),
        },
        alsoInTransaction: async (tx, updated) => {
          if (updated.model === 'video' || updated.requested_model === 'video') {
            await closeOpenEpisodes(tx, row.id, input.status === 'canceled' ? 'canceled' : 'failed', input.status === 'canceled' ? 'canceled' : 'not generated');
          }
          const totals = await resourceTotals(tx, row.id);
          const refundable = Number(totals.charged) - Number(totals.refunded);
          if (refundable <= 0) return;
          let amount = 0;
          let reason = '';
          if (updated.model === 'video') {
            const episodes = await augmentationEpisodes(tx, row.id);
            const generated = episodes.filter((e) => e.status === 'succeeded').length;
            const planned = episodes.length || videoEpisodeCount(updated.config, null);
            amount = Math.min(refundable, Math.max(0, planned - generated) * VIDEO_TOKENS_PER_EPISODE);
            reason = 'refund: episodes not generated';
          } else if (input.status === 'failed') {
            amount = refundable;
            reason = 'refund: relight failed';
          }
          if (amount > 0) {
            await refundTokens(tx, { accountId: row.account_id, amount, resourceId: row.id, resourceKind: 'augmentation', reason: 'refund', description: reason });
          }
        },
        event: (updated) => ({
          type: `augmentation.${input.status === 'succeeded' ? 'completed' : input.status}`,
          resourceKind: 'augmentation',
          object: presentAugmentation(updated),
          webhookMetadata: updated.webhook_metadata,
          requestId: updated.request_id,
          idempotencyKey: updated.idempotency_key,
        }),
      });
      if (input.status === 'succeeded' || input.status === 'canceled' || input.status === 'failed') {
        // The work folder is only needed to resume; the published copy is what remains.
        await rm(augmentationWorkDir(deps, row.id), { recursive: true, force: true }).catch(() => undefined);
      }
    },
  };
}
