import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ApplicationFailure } from '@temporalio/activity';
import { findHardwareTier } from '../../../core/catalog/hardware-tiers.js';
import type { RunEnding } from '../../../core/lifecycle.js';
import { rlRunTokens } from '../../../core/pricing.js';
import type { RlOutputs } from '../core/record.js';
import { checkOnnxParity } from '../core/onnx-parity.js';
import { chargeTokens, InsufficientBalanceError, resourceTotals } from '../../../db/ledger.js';
import { endRlRun } from '../db/ending.js';
import { markRlRunCanceling, markRlRunStarted, recordRlTokens, setRlRunPackage } from '../db/rl-runs.js';
import type { ActivityDeps } from '../../../activities/deps.js';
import { jobIdsFor } from '../../../activities/jobs/job-ids.js';
import { zipBundle } from '../../../activities/jobs/bundle-zip.js';
import { stagesJobFiles } from '../../../activities/job-staging.js';
import { localRlOutput, rlPackageJobId, rlStorage, stagedRlOutput } from './paths.js';
import { followRlJob, loadRlRun, rlCommandFor, rlJobFailure } from './train.js';

/** The largest |torch − onnxruntime-node| a policy may show (the report's parity check). */
const ONNX_PARITY_MAX = 1e-5;

interface FilesJson {
  files: { path: string; bytes: number; sha256: string }[];
}

interface Check {
  name: string;
  passed: boolean;
  value?: number;
  threshold?: number;
  [key: string]: unknown;
}

const exists = (path: string) => access(path).then(() => true, () => false);

export function createRlLifecycleActivities(deps: ActivityDeps) {
  return {
    async startRlRun(input: { id: string }): Promise<void> {
      await markRlRunStarted(deps.sql, input.id);
    },

    /** Charges the run's tier-minutes when work starts (CPU: nothing). Idempotent: one charge per run. */
    async chargeRlRun(input: { id: string }): Promise<number> {
      const row = await loadRlRun(deps, input.id);
      const amount = rlRunTokens(findHardwareTier(row.hardware_tier), row.spec.budget.time_limit_s);
      if (amount === 0) return 0;
      const totals = await resourceTotals(deps.sql, row.id);
      if (Number(totals.charged) > 0) return 0;
      try {
        await chargeTokens(deps.sql, { accountId: row.account_id, amount, resourceId: row.id, resourceKind: 'rl_run', reason: 'charge', description: `RL run on ${row.hardware_tier}` });
      } catch (error) {
        if (error instanceof InsufficientBalanceError) throw ApplicationFailure.nonRetryable(`The run needs ${error.required} tokens, more than the balance covers.`, 'insufficient_tokens');
        throw error;
      }
      await recordRlTokens(deps.sql, row.id, amount, 0);
      return amount;
    },

    async markRlRunCanceling(input: { id: string }): Promise<void> {
      await markRlRunCanceling(deps.sql, input.id);
    },

    /** Stops every job the run may have started (a no-op for ended ones). */
    async cancelRlRunJobs(input: { id: string; maxAttempts: number }): Promise<void> {
      for (const jobId of [...jobIdsFor(input.id, input.maxAttempts), rlPackageJobId(input.id)]) await deps.compute.cancel(jobId).catch(() => undefined);
    },

    /**
     * After a cancel: the job packages its latest policy on SIGTERM; when it could not (killed
     * first), a `--package_only` job evaluates and packages the latest checkpoint. False when the
     * run never saved a checkpoint (nothing to keep).
     */
    async packageCanceledRlRun(input: { id: string }): Promise<boolean> {
      const row = await loadRlRun(deps, input.id);
      const outputDir = await localRlOutput(deps, row.id);
      if (await exists(join(outputDir, 'bundle', 'files.json'))) return true;
      if (!(await exists(join(outputDir, 'checkpoints')))) return false;
      const outcome = await followRlJob(deps, row, rlPackageJobId(row.id), await rlCommandFor(deps, row, true), false);
      if (outcome.done) return true;
      if (outcome.error?.code === 'nothing_to_package') return false;
      throw rlJobFailure(deps, row, outcome);
    },

    /**
     * Stores the packaged bundle: checks policy.onnx in onnxruntime-node against the job's own
     * outputs (parity.json), copies every file and the zip to storage, and records the verdict,
     * report and outputs. Idempotent.
     */
    async publishRlRun(input: { id: string }): Promise<{ verdict: 'pass' | 'fail' }> {
      const outputDir = await localRlOutput(deps, input.id);
      const bundleDir = join(outputDir, 'bundle');
      const listed = JSON.parse(await readFile(join(bundleDir, 'files.json'), 'utf8')) as FilesJson;
      const report = JSON.parse(await readFile(join(bundleDir, 'report.json'), 'utf8')) as {
        verdict: 'pass' | 'fail';
        checks: Check[];
        training: { env_steps: number; stop_reason: RlOutputs['stop_reason'] };
        evaluation?: { success_rate?: number; episodes?: number };
        [key: string]: unknown;
      };
      const parity = await checkOnnxParity(bundleDir);
      const nodeCheck: Check = { name: 'onnx_parity_node', passed: parity.maxAbsDifference <= ONNX_PARITY_MAX, value: parity.maxAbsDifference, threshold: ONNX_PARITY_MAX, pairs: parity.pairs, runtime: 'onnxruntime-node' };
      const checks = [...report.checks.filter((c) => c.name !== nodeCheck.name), nodeCheck];
      const verdict = checks.every((c) => c.passed) ? 'pass' : 'fail';
      await deps.storage.putDirectory(rlStorage.bundle(input.id), bundleDir);
      const zipPath = join(outputDir, `${input.id}.zip`);
      const paths = listed.files.map((f) => f.path);
      const sha256 = await zipBundle(bundleDir, [...paths, 'files.json'], zipPath);
      const stored = await deps.storage.putFile(rlStorage.archive(input.id), zipPath);
      const outputs: RlOutputs = {
        bundle_prefix: rlStorage.bundle(input.id),
        archive: { storage_key: stored.key, filename: `${input.id}.zip`, bytes: stored.bytes, sha256 },
        env_steps: report.training.env_steps,
        stop_reason: report.training.stop_reason,
        onnx_parity: { pairs: parity.pairs, max_abs_difference: parity.maxAbsDifference, runtime: 'onnxruntime-node' },
      };
      const evaluation = { success_rate: report.evaluation?.success_rate ?? null, episodes: report.evaluation?.episodes ?? null };
      await setRlRunPackage(deps.sql, input.id, { verdict, evaluation, report: { ...report, verdict, checks }, outputs, files: listed.files });
      return { verdict };
    },

    /** The one ending transaction: status, refund, event. */
    async finishRlRun(input: { id: string; ending: RunEnding }): Promise<void> {
      // An ended run is never resumed: its staged output has been published by now.
      if (stagesJobFiles(deps)) await deps.storage.deletePrefix(stagedRlOutput(input.id)).catch(() => undefined);
      const row = await endRlRun(deps.sql, input.id, input.ending);
      const totals = await resourceTotals(deps.sql, input.id);
      if (Number(totals.charged) !== Number(row.tokens_charged) || Number(totals.refunded) !== Number(row.tokens_refunded)) {
        await recordRlTokens(deps.sql, input.id, Number(totals.charged), Number(totals.refunded));
      }
    },
  };
}
