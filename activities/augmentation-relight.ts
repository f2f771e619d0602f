import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { ApplicationFailure, Context } from '@temporalio/activity';
import { PROJECT_ROOT } from '../core/config.js';
import { completeParams, type CompleteRelightParams, type RelightParams } from '../core/relight/params.js';
import { getAugmentation } from '../db/augmentations.js';
import { augmentationPhaseReporter } from './augmentation-progress.js';
import { withoutLocalPaths } from './safe-message.js';
import { loadAugmentation, openPinnedSource } from './augmentation-source.js';
import type { ActivityDeps } from './deps.js';

/** Where a run's work lives on the worker (shared by every worker that may resume it). */
export const augmentationWorkDir = (deps: ActivityDeps, id: string) => join(deps.config.jobsDir, 'augmentations', id);
export const augmentationOutputDir = (deps: ActivityDeps, id: string) => join(augmentationWorkDir(deps, id), 'output');

const RELIGHT_ERROR_CODES = new Set(['incompatible_dataset', 'dataset_unavailable', 'pipeline_failed']);
const HEARTBEAT_EVERY_MS = 2000;

export function createAugmentationRelightActivities(deps: ActivityDeps) {
  return {
    /**
     * Runs the relight program (jobs/relight) on the pinned source. Its JSON progress lines become
     * heartbeats and live state. A retry (e.g. after a worker restart) runs the same spec into the
     * same output folder, and the program skips the files it already finished.
     */
    async generateRelight(input: { id: string; commit: string }): Promise<{ files: number }> {
      const row = await loadAugmentation(deps, input.id);
      const { root } = await openPinnedSource(deps, row, input.commit);
      const planned = (row.plan?.relight ?? {}) as Record<string, RelightParams>;
      const cameras: Record<string, CompleteRelightParams> = {};
      for (const [key, params] of Object.entries(planned)) cameras[key] = completeParams(params);
      const workDir = augmentationWorkDir(deps, row.id);
      await mkdir(workDir, { recursive: true });
      const specPath = join(workDir, 'relight-spec.json');
      await writeFile(specPath, JSON.stringify({ sourceDir: root, outputDir: augmentationOutputDir(deps, row.id), cameras, concurrency: deps.config.augmentations.relightConcurrency }, null, 2));

      const reporter = augmentationPhaseReporter(deps, row.id, 'generate');
      const context = Context.current();
      const attempt = context.info.attempt;
      // A retry picks up where the last attempt stopped; say so while it runs.
      const resumedNote = attempt > 1 ? ` (resumed, attempt ${attempt})` : '';
      reporter.report(0, attempt > 1 ? `resuming relighting (attempt ${attempt})` : 'relighting');

      const child = spawn(process.execPath, ['--import', 'tsx', deps.config.augmentations.relightProgram, specPath], {
        cwd: PROJECT_ROOT,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const killGroup = () => {
        try {
          if (child.pid) process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      };
      let stderr = '';
      child.stderr!.on('data', (chunk: Buffer) => {
        stderr = (stderr + chunk.toString()).slice(-4000);
      });
      let last: { progress: number; message: string } = { progress: 0, message: 'relighting' };
      let done: { files: number } | null = null;
      let failure: { code: string; message: string } | null = null;
      const lines = createInterface({ input: child.stdout! });
      lines.on('line', (line) => {
        let event: { type?: string; progress?: number; message?: string; files?: number; code?: string };
        try {
          event = JSON.parse(line);
        } catch {
          return;
        }
        if (event.type === 'progress' && typeof event.progress === 'number') {
          last = { progress: event.progress, message: (event.message ?? last.message) + resumedNote };
          reporter.report(last.progress, last.message);
        } else if (event.type === 'done') {
          done = { files: Number(event.files ?? 0) };
        } else if (event.type === 'error') {
          failure = { code: String(event.code ?? 'pipeline_failed'), message: String(event.message ?? 'relighting failed') };
        }
      });
      // Heartbeats reach Temporal throttled (up to 0.8 × the heartbeat timeout), so a cancel could take
      // that long to arrive; the row says `canceled` at once, and ffmpeg stops within one beat.
      let settled = false;
      const beat = setInterval(() => {
        reporter.report(last.progress, last.message);
        void getAugmentation(deps.sql, row.id).then((now) => {
          if (!settled && now && now.status !== 'processing') killGroup();
        }, () => undefined);
      }, HEARTBEAT_EVERY_MS);
      const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve, reject) => {
        child.once('error', reject);
        child.once('close', (code, signal) => resolve({ code, signal }));
      });
      // Cancellation (cancel request, worker shutdown, heartbeat timeout) stops ffmpeg at once.
      context.cancelled.catch(killGroup);
      try {
        const { code, signal } = await exited;
        if (context.cancellationSignal.aborted) throw context.cancellationSignal.reason ?? new Error('canceled');
        const ended = failure as { code: string; message: string } | null;
        if (ended) {
          const type = RELIGHT_ERROR_CODES.has(ended.code) ? ended.code : 'pipeline_failed';
          throw ApplicationFailure.nonRetryable(withoutLocalPaths(ended.message, [root, augmentationOutputDir(deps, row.id), deps.config.dataDir]), type);
        }
        if (code !== 0 || !done) {
          const tail = withoutLocalPaths(stderr.trim().split('\n').slice(-3).join(' | '), [root, augmentationOutputDir(deps, row.id), deps.config.dataDir]);
          throw ApplicationFailure.retryable(`The relight program stopped (exit ${code ?? signal}) before finishing: ${tail}`, 'pipeline_failed');
        }
        await reporter.flush();
        return done;
      } finally {
        settled = true;
        clearInterval(beat);
        killGroup();
      }
    },
  };
}
