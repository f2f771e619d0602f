import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApplicationFailure, Context } from '@temporalio/activity';
import { CPU_JOB_TIER } from '../../../contracts/compute-slots.js';
import { relightJobCommand } from '../../../backends/compute/job-programs.js';
import { parseRelightEvent, type RelightJobInput } from '../../../core/jobs/relight.js';
import { getAugmentation } from '../db/augmentations.js';
import { augmentationPhaseReporter } from './progress.js';
import { loadAugmentation, openPinnedSource } from './source.js';
import type { ActivityDeps } from '../../../activities/deps.js';
import { SCRATCH_PLACEHOLDER, stageDataset, stagedJob, stagedOutputPrefix, stagesJobFiles } from '../../../activities/job-staging.js';
import { jobIdForAttempt, runJob } from '../../../activities/jobs/follow-job.js';
import { jobIdsFor } from '../../../activities/jobs/job-ids.js';
import { withoutLocalPaths } from '../../../activities/safe-message.js';

/** Where a run's work lives on the worker (shared by every worker that may resume it). */
export const augmentationWorkDir = (deps: ActivityDeps, id: string) => join(deps.config.jobsDir, 'augmentations', id);
export const augmentationOutputDir = (deps: ActivityDeps, id: string) => join(augmentationWorkDir(deps, id), 'output');

const RELIGHT_ERROR_CODES = new Set(['incompatible_dataset', 'dataset_unavailable', 'pipeline_failed']);
/** The workflow's retry limit for generateRelight: each attempt may have run its own job. */
export const RELIGHT_MAX_ATTEMPTS = 10;
/** What the relight program needs from the worker's environment (the backend passes a minimal one). */
const FORWARDED_ENV = ['FFMPEG_PATH', 'FFPROBE_PATH', 'RELIGHT_SVTAV1_PRESET', 'SVT_LOG'];

const relightJobBase = (id: string) => `${id}-relight`;

export function createAugmentationRelightActivities(deps: ActivityDeps) {
  return {
    /**
     * Runs the relight program (jobs/relight) as a job on the compute backend, like training: its
     * JSON progress lines become heartbeats and live state. A retry after a worker restart
     * re-attaches to the same job; a retry after a failed job starts a new one on the same output
     * folder, and the program skips the files already finished. With S3 storage the job runs
     * staged (activities/job-staging.ts): source and output go through the bucket.
     */
    async generateRelight(input: { id: string; commit: string }): Promise<{ files: number }> {
      const row = await loadAugmentation(deps, input.id);
      const { root } = await openPinnedSource(deps, row, input.commit);
      const cameras = row.plan?.relight ?? {};
      const workDir = augmentationWorkDir(deps, row.id);
      const outputDir = augmentationOutputDir(deps, row.id);
      await mkdir(workDir, { recursive: true });
      const concurrency = deps.config.augmentations.relightConcurrency;
      const env: Record<string, string> = {};
      for (const name of FORWARDED_ENV) if (process.env[name]) env[name] = process.env[name]!;
      let command: string[];
      if (stagesJobFiles(deps)) {
        // No shared filesystem: the job fetches the source from the bucket and sends its output back.
        const sourcePrefix = await stageDataset(deps, row.source.repo_id, input.commit, root);
        const spec: RelightJobInput = { sourceDir: `${SCRATCH_PLACEHOLDER}/source`, outputDir: `${SCRATCH_PLACEHOLDER}/output`, cameras, concurrency };
        const staged = stagedJob(deps, {
          inputs: [{ prefix: sourcePrefix, dir: 'source' }],
          files: [{ path: 'relight-spec.json', content: JSON.stringify(spec, null, 2) }],
          outputs: [{ dir: 'output', prefix: stagedOutputPrefix('augmentations', row.id) }],
          command: relightJobCommand(`${SCRATCH_PLACEHOLDER}/relight-spec.json`, deps.config.augmentations.relightProgram),
        });
        command = staged.command;
        Object.assign(env, staged.env);
      } else {
        const specPath = join(workDir, 'relight-spec.json');
        const jobInput: RelightJobInput = { sourceDir: root, outputDir, cameras, concurrency };
        await writeFile(specPath, JSON.stringify(jobInput, null, 2));
        command = relightJobCommand(specPath, deps.config.augmentations.relightProgram);
      }

      const reporter = augmentationPhaseReporter(deps, row.id, 'generate');
      const attempt = Context.current().info.attempt;
      // A retry picks up where the last attempt stopped; say so while it runs.
      const resumedNote = attempt > 1 ? ` (resumed, attempt ${attempt})` : '';
      reporter.report(0, attempt > 1 ? `resuming relighting (attempt ${attempt})` : 'starting the relight job');

      let done: { files: number } | null = null;
      let failure: { code: string; message: string } | null = null;
      const errorLines: string[] = [];
      const jobId = await jobIdForAttempt(deps.compute, relightJobBase(row.id));
      const status = await runJob(deps, {
        spec: { jobId, tier: CPU_JOB_TIER, gpus: 0, command, env },
        onLines: (lines) => {
          for (const line of lines) {
            const event = parseRelightEvent(line);
            if (!event) {
              errorLines.push(line);
              if (errorLines.length > 3) errorLines.shift();
              continue;
            }
            if (event.event === 'progress') reporter.report(event.progress, (event.message || 'relighting') + resumedNote);
            else if (event.event === 'done') done = { files: event.files };
            else if (event.event === 'error') failure = { code: event.code, message: event.message || 'relighting failed' };
          }
        },
        onWaiting: (message) => reporter.report(0, message),
        // The row says `canceled` at once; heartbeats bring the activity's cancellation later.
        shouldStop: async () => (await getAugmentation(deps.sql, row.id))?.status !== 'processing',
      });
      const hide = (text: string) => withoutLocalPaths(text, [root, outputDir, deps.config.dataDir, tmpdir()]);
      const ended = failure as { code: string; message: string } | null;
      if (ended) throw ApplicationFailure.nonRetryable(hide(ended.message), RELIGHT_ERROR_CODES.has(ended.code) ? ended.code : 'pipeline_failed');
      const finished = done as { files: number } | null;
      if (status.state !== 'succeeded' || !finished) {
        throw ApplicationFailure.retryable(`The relight job stopped (${status.reason ?? status.state}) before finishing: ${hide(errorLines.join(' | '))}`, 'pipeline_failed');
      }
      await reporter.flush();
      return finished;
    },

    /** Stops every relight job the run may have started (a no-op for jobs that ended or never existed). */
    async cancelRelightJobs(input: { id: string }): Promise<void> {
      for (const jobId of jobIdsFor(relightJobBase(input.id), RELIGHT_MAX_ATTEMPTS)) {
        await deps.compute.cancel(jobId).catch(() => undefined);
      }
    },
  };
}
