import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ApplicationFailure } from '@temporalio/activity';
import { TWIN_BUILD_TOKENS } from '../../../core/pricing.js';
import { readTwinStages } from '../../../core/jobs/twin.js';
import { datasetCamerasOf, isServedTwinFile } from '../../../core/twins/dataset-cameras.js';
import { sceneObjectsOf } from '../core/scene-objects.js';
import { chargeTokens, InsufficientBalanceError, resourceTotals } from '../../../db/ledger.js';
import { endTwin, type TwinEnding } from '../db/ending.js';
import { markTwinCanceling, reopenTwin, setTwinArchive, setTwinStages, setTwinTokensCharged, updateTwinProgress } from '../db/twin-rows.js';
import type { ActivityDeps } from '../../../activities/deps.js';
import { jobIdsFor, resumeJobBase } from '../../../activities/jobs/job-ids.js';
import { stagesJobFiles } from '../../../activities/job-staging.js';
import { checkedCamera, finishedStages, loadTwin, localTwinOutput, stagedTwinOutput } from './build.js';

/** The storage key of a twin's archive. */
export const twinArchiveKey = (id: string) => `twins/${id}/${id}.tar.gz`;

interface FilesJson {
  archive: { path: string; bytes: number; sha256: string };
  files: { path: string; bytes: number; sha256: string }[];
}

export function createTwinLifecycleActivities(deps: ActivityDeps) {
  return {
    /** queued → processing, when the workflow picks the twin up. */
    async startTwin(input: { id: string }): Promise<void> {
      await updateTwinProgress(deps.sql, input.id, { status: 'processing', statusMessage: 'starting' });
    },

    /**
     * Charges the build's price when work starts. Idempotent, and a resume does not charge again:
     * only a twin whose earlier charge was refunded (a failure that was not the user's) pays again,
     * so a build is paid for once.
     */
    async chargeTwin(input: { id: string }): Promise<number> {
      const row = await loadTwin(deps, input.id);
      const totals = await resourceTotals(deps.sql, row.id);
      if (Number(totals.charged) - Number(totals.refunded) > 0) return 0;
      try {
        await chargeTokens(deps.sql, {
          accountId: row.account_id,
          amount: TWIN_BUILD_TOKENS,
          resourceId: row.id,
          resourceKind: 'twin',
          reason: `charge:${row.resumes}`,
          description: row.resumes === 0 ? 'twin build' : `twin build (resumed after a refunded failure, ${row.resumes})`,
        });
      } catch (error) {
        if (error instanceof InsufficientBalanceError) {
          throw ApplicationFailure.nonRetryable(`A twin build needs ${error.required} tokens, more than the balance covers.`, 'insufficient_tokens');
        }
        throw error;
      }
      const after = await resourceTotals(deps.sql, row.id);
      await setTwinTokensCharged(deps.sql, row.id, Number(after.charged));
      return TWIN_BUILD_TOKENS;
    },

    /** Copies the archive to storage and records it with its per-file list (the job's files.json) and what its scene holds for pick_place (its twin.json). */
    async publishTwin(input: { id: string }): Promise<{ bytes: number; sha256: string; files: number }> {
      const outputDir = await localTwinOutput(deps, input.id);
      const listed = JSON.parse(await readFile(join(outputDir, 'files.json'), 'utf8')) as FilesJson;
      const stored = await deps.storage.putFile(twinArchiveKey(input.id), join(outputDir, listed.archive.path));
      // The preview and each camera's plate and check image are also stored one by one: the API serves them as files.
      const served = new Map<string, string>();
      for (const file of listed.files.filter((f) => isServedTwinFile(input.id, f.path))) {
        served.set(file.path, (await deps.storage.putFile(`twins/${file.path}`, join(outputDir, file.path))).key);
      }
      const twinJson = await readFile(join(outputDir, input.id, 'twin.json'), 'utf8').catch(() => null);
      const document: unknown = twinJson === null ? null : JSON.parse(twinJson);
      await setTwinArchive(
        deps.sql,
        input.id,
        {
          storage_key: stored.key, filename: `${input.id}.tar.gz`, bytes: stored.bytes, sha256: listed.archive.sha256, scene: `${input.id}/scene.xml`,
          preview_key: served.get(`${input.id}/preview.png`) ?? null, cameras: datasetCamerasOf(document, input.id),
        },
        listed.files.map((f) => ({ ...f, storageKey: served.get(f.path) ?? null })),
        document === null ? null : sceneObjectsOf(document),
      );
      return { bytes: stored.bytes, sha256: listed.archive.sha256, files: listed.files.length };
    },

    /** The row shows `canceling` while the job is being stopped. */
    async markTwinCanceling(input: { id: string }): Promise<void> {
      await markTwinCanceling(deps.sql, input.id);
    },

    /** A resume the API did not already record (an operator's signal): the row builds again. */
    async reopenTwin(input: { id: string }): Promise<void> {
      await reopenTwin(deps.sql, input.id);
    },

    /** Stops every job this build may have started in its current resume (a no-op for ended jobs). */
    async cancelTwinJobs(input: { id: string; maxAttempts: number }): Promise<void> {
      const row = await loadTwin(deps, input.id);
      for (const jobId of jobIdsFor(resumeJobBase(row.id, row.resumes), input.maxAttempts)) await deps.compute.cancel(jobId).catch(() => undefined);
    },

    /** The one ending transaction (status, refund, event), with the finished stages from the job's files. */
    async finishTwin(input: { id: string; ending: TwinEnding }): Promise<void> {
      const outputDir = await localTwinOutput(deps, input.id);
      const stages = finishedStages(await readTwinStages(outputDir));
      await setTwinStages(deps.sql, input.id, stages, await checkedCamera(outputDir));
      // A succeeded build is never resumed: its staged output has served.
      if (input.ending.status === 'succeeded' && stagesJobFiles(deps)) await deps.storage.deletePrefix(stagedTwinOutput(input.id)).catch(() => undefined);
      await endTwin(deps.sql, input.id, input.ending);
    },
  };
}
