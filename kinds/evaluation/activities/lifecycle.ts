import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { ApplicationFailure } from '@temporalio/activity';
import type { EvaluationEpisode } from '../../../core/jobs/evaluation.js';
import type { RunEnding } from '../../../core/lifecycle.js';
import { evaluationTokens } from '../../../core/pricing.js';
import { endEvaluation } from '../db/ending.js';
import { markEvaluationCanceling, markEvaluationStarted, recordEvaluationTokens, setEvaluationResult } from '../db/evaluations.js';
import { chargeTokens, InsufficientBalanceError, resourceTotals } from '../../../db/ledger.js';
import type { ActivityDeps } from '../../../activities/deps.js';
import { jobIdsFor } from '../../../activities/jobs/job-ids.js';
import { fetchStagedOutputs, stagesJobFiles } from '../../../activities/job-staging.js';
import { zipBundle } from '../../../activities/jobs/bundle-zip.js';
import { followEvaluationJob, loadEvaluation } from './job.js';
import { EVALUATION_FILES, evaluationOutputDir, evaluationStorage, stagedEvaluationOutput } from './paths.js';

interface Report {
  verdict: 'pass' | 'fail';
  success_rate: number;
  interval: { low: number; high: number };
  [key: string]: unknown;
}

const sha256 = async (path: string) => createHash('sha256').update(await readFile(path)).digest('hex');

export function createEvaluationActivities(deps: ActivityDeps) {
  return {
    async startEvaluation(input: { id: string }): Promise<void> {
      await markEvaluationStarted(deps.sql, input.id);
    },

    /** Charges the episodes when work starts. Idempotent: one charge per evaluation. */
    async chargeEvaluation(input: { id: string }): Promise<number> {
      const row = await loadEvaluation(deps, input.id);
      const amount = evaluationTokens(row.episodes);
      const totals = await resourceTotals(deps.sql, row.id);
      if (Number(totals.charged) > 0) return 0;
      try {
        await chargeTokens(deps.sql, { accountId: row.account_id, amount, resourceId: row.id, resourceKind: 'evaluation', reason: 'charge', description: `evaluation: ${row.episodes} episodes` });
      } catch (error) {
        if (error instanceof InsufficientBalanceError) throw ApplicationFailure.nonRetryable(`The evaluation needs ${error.required} tokens, more than the balance covers.`, 'insufficient_tokens');
        throw error;
      }
      await recordEvaluationTokens(deps.sql, row.id, amount, 0);
      return amount;
    },

    async markEvaluationCanceling(input: { id: string }): Promise<void> {
      await markEvaluationCanceling(deps.sql, input.id);
    },

    /** Runs the job through the compute backend; a retry after a worker restart re-attaches, after a dead job runs it again (deterministic). */
    async runEvaluationJob(input: { id: string }): Promise<{ successRate: number }> {
      const done = await followEvaluationJob(deps, await loadEvaluation(deps, input.id));
      return { successRate: done.success_rate };
    },

    async cancelEvaluationJobs(input: { id: string; maxAttempts: number }): Promise<void> {
      for (const jobId of jobIdsFor(input.id, input.maxAttempts)) await deps.compute.cancel(jobId).catch(() => undefined);
    },

    /** Stores the report, episodes and clip grid (each file and one zip) and records the figures. Idempotent. */
    async publishEvaluation(input: { id: string }): Promise<{ verdict: 'pass' | 'fail' }> {
      const outputDir = evaluationOutputDir(deps, input.id);
      // Staged, any worker may publish: the job's output comes from the bucket.
      if (stagesJobFiles(deps)) await fetchStagedOutputs(deps, stagedEvaluationOutput(input.id), outputDir);
      const report = JSON.parse(await readFile(join(outputDir, 'report.json'), 'utf8')) as Report;
      const episodes = JSON.parse(await readFile(join(outputDir, 'episodes.json'), 'utf8')) as EvaluationEpisode[];
      const prefix = evaluationStorage.prefix(input.id);
      const files = [];
      for (const path of EVALUATION_FILES) {
        const local = join(outputDir, path);
        const stored = await deps.storage.putFile(`${prefix}/${path}`, local);
        files.push({ path, bytes: (await stat(local)).size, sha256: await sha256(local), storageKey: stored.key });
      }
      const zipPath = join(outputDir, `${input.id}.zip`);
      const zipSha = await zipBundle(outputDir, [...EVALUATION_FILES], zipPath);
      const archive = await deps.storage.putFile(evaluationStorage.archive(input.id), zipPath);
      await setEvaluationResult(deps.sql, input.id, {
        verdict: report.verdict,
        successRate: report.success_rate,
        interval: report.interval,
        report,
        outputs: { prefix, archive: { storage_key: archive.key, filename: `${input.id}.zip`, bytes: archive.bytes, sha256: zipSha } },
        episodes,
        files,
      });
      return { verdict: report.verdict };
    },

    /** The one ending transaction: status, refund, event. */
    async finishEvaluation(input: { id: string; ending: RunEnding }): Promise<void> {
      if (stagesJobFiles(deps)) await deps.storage.deletePrefix(stagedEvaluationOutput(input.id)).catch(() => undefined);
      const row = await endEvaluation(deps.sql, input.id, input.ending);
      const totals = await resourceTotals(deps.sql, input.id);
      if (Number(totals.charged) !== Number(row.tokens_charged) || Number(totals.refunded) !== Number(row.tokens_refunded)) {
        await recordEvaluationTokens(deps.sql, input.id, Number(totals.charged), Number(totals.refunded));
      }
    },
  };
}
