import { mkdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApplicationFailure, Context } from '@temporalio/activity';
import { CPU_JOB_TIER } from '../../../contracts/compute-slots.js';
import { twinJobCommand } from '../../../backends/compute/job-programs.js';
import { parseTwinEvent, readTwinStages, type TwinStageRecord } from '../../../core/jobs/twin.js';
import { etaSeconds } from '../core/eta.js';
import { typicalStageSeconds } from '../db/stage-durations.js';
import type { TwinRow } from '../core/record.js';
import { hubAuthFor } from '../../../db/hub-auth.js';
import { getTwin, pinTwinSourceRevision, updateTwinProgress } from '../db/twin-rows.js';
import {
  TWIN_STAGES,
  TWIN_USER_FIXABLE,
  twinProgressSignal,
  type TwinCamera,
  type TwinProgress,
  type TwinStage,
  type TwinStageResult,
} from '../contracts/twin.js';
import type { ActivityDeps } from '../../../activities/deps.js';
import { fetchStagedOutputs, SCRATCH_PLACEHOLDER, stageDataset, stagedJob, stagedOutputPrefix, stageSharedFolder, stagesJobFiles } from '../../../activities/job-staging.js';
import { jobIdForAttempt, runJob } from '../../../activities/jobs/follow-job.js';
import { resumeJobBase } from '../../../activities/jobs/job-ids.js';
import { queuedMessage } from '../../../activities/jobs/queued-message.js';
import { phaseOrQueuePlace, ProgressReporter } from '../../../activities/progress-reporter.js';
import { withoutLocalPaths } from '../../../activities/safe-message.js';
import { sourceFailure } from '../../../activities/source-failure.js';

/** Where a twin's build lives on the worker: the job's output folder is kept across retries and resumes (finished stages are skipped). */
export const twinWorkDir = (deps: ActivityDeps, id: string) => join(deps.config.jobsDir, 'twins', id);
export const twinOutputDir = (deps: ActivityDeps, id: string) => join(twinWorkDir(deps, id), 'output');
/** Where a staged twin job's output folder lives in the bucket (kept across resumes). */
export const stagedTwinOutput = (id: string) => stagedOutputPrefix('twins', id);

/** The twin's output folder on this worker; staged, a fresh copy of the bucket's (any worker may run any step). */
export async function localTwinOutput(deps: ActivityDeps, id: string): Promise<string> {
  const dir = twinOutputDir(deps, id);
  if (stagesJobFiles(deps)) await fetchStagedOutputs(deps, stagedTwinOutput(id), dir);
  return dir;
}

/** What a failed build tells the workflow (ApplicationFailure details[0]). */
export interface TwinFailureDetails {
  code: string;
  stage: TwinStage | null;
  param: string | null;
}

export interface TwinBuildResult {
  stages: TwinStageResult[];
  camera: TwinCamera | null;
}

export async function loadTwin(deps: ActivityDeps, id: string): Promise<TwinRow> {
  const row = await getTwin(deps.sql, id);
  if (!row) throw ApplicationFailure.nonRetryable(`Twin ${id} has no row.`, 'system');
  return row;
}

/** Finished stages as the API shows them, from the job's stage files. */
export function finishedStages(records: TwinStageRecord[]): TwinStageResult[] {
  return records
    .filter((r) => r.ok)
    .map((r) => ({ stage: r.stage, ok: true, attempts: r.attempts, seconds: r.seconds, measurement: r.measurement ?? '' }));
}

interface CheckResult {
  camera?: TwinCamera;
  dataset?: { frames?: number };
}

async function readCheckResult(outputDir: string): Promise<CheckResult> {
  const text = await readFile(join(outputDir, 'stages', 'check.json'), 'utf8').catch(() => undefined);
  return text ? ((JSON.parse(text) as { result?: CheckResult }).result ?? {}) : {};
}

/** The camera the check stage resolved, from its stage file. */
export async function checkedCamera(outputDir: string): Promise<TwinCamera | null> {
  const camera = (await readCheckResult(outputDir)).camera;
  return camera ? { scene: camera.scene ?? null, wrist: camera.wrist ?? null, available: camera.available ?? [] } : null;
}

/** The episode's frame count, once the check stage has read it. */
async function checkedFrames(outputDir: string): Promise<number | null> {
  return (await readCheckResult(outputDir)).dataset?.frames ?? null;
}

export function createTwinBuildActivities(deps: ActivityDeps) {
  return {
    /**
     * Runs the twin job (jobs/twin/main.py) through the compute backend: its JSON lines become
     * live stage progress (signal + row), and its stage files say what is finished. A retry after
     * a worker restart re-attaches to the same job; a retry after a failed job runs a new one on the
     * same output folder, which skips the stages already done.
     */
    async buildTwin(input: { id: string }): Promise<TwinBuildResult> {
      const row = await loadTwin(deps, input.id);
      const auth = await hubAuthFor(deps.sql, deps.config, row.account_id);
      let root: string;
      let commit: string;
      try {
        commit = row.source_revision ?? (await pinTwinSourceRevision(deps.sql, row.id, (await deps.hub.resolve(row.source.repo_id, null, auth)).commit));
        root = await deps.hub.checkout(row.source.repo_id, commit, auth);
      } catch (error) {
        throw sourceFailure(error);
      }
      const outputDir = await localTwinOutput(deps, row.id);
      await mkdir(outputDir, { recursive: true });

      const measured = await typicalStageSeconds(deps.sql);
      let stages = finishedStages(await readTwinStages(outputDir));
      let camera = await checkedCamera(outputDir);
      let frames = await checkedFrames(outputDir);
      let running: { stage: TwinStage; index: number; fraction: number; message: string } | null = null;
      let waiting = queuedMessage(undefined);
      const reporter = new ProgressReporter<TwinProgress>({
        workflowId: row.id,
        signal: twinProgressSignal,
        store: (value) =>
          updateTwinProgress(deps.sql, row.id, {
            status: 'processing',
            stage: value.stage,
            progress: value.progress,
            statusMessage: value.message,
            etaSeconds: value.eta_seconds,
            stages: value.stages,
            camera: value.camera,
          }),
        // A stage starting and a stage done are both news: the workflow keeps the finished stages.
        milestone: (value) => ({ phase: `${value.stages.length} ${phaseOrQueuePlace(value.stage, value.message)}`, fraction: value.progress }),
      });
      const report = () => {
        const index = running?.index ?? stages.length;
        const fraction = running?.fraction ?? 0;
        void reporter.report({
          stage: running?.stage ?? null,
          progress: Math.min(1, (index + fraction) / TWIN_STAGES.length),
          message: running?.message ?? waiting,
          stages,
          eta_seconds: etaSeconds(stages, running, frames, measured),
          camera,
        });
      };
      report();

      type JobFailure = { code: string; message: string; resumable: boolean; stage: TwinStage | null; param: string | null };
      let failure: JobFailure | null = null;
      let done = false;
      const otherLines: string[] = [];
      const jobId = await jobIdForAttempt(deps.compute, resumeJobBase(row.id, row.resumes));
      const staged = stagesJobFiles(deps);
      let { command, env } = twinJobCommand({
        datasetRoot: staged ? `${SCRATCH_PLACEHOLDER}/dataset` : root,
        episodeIndex: row.episode_index,
        outputDir: staged ? `${SCRATCH_PLACEHOLDER}/output` : outputDir,
        modelsDir: staged ? `${SCRATCH_PLACEHOLDER}/models` : deps.config.twins.modelsDir,
        twinId: row.id,
        config: { calibrate_cameras: deps.config.twins.calibrateCameras, ...row.config },
        // The store is a folder on this worker: a staged job runs where it cannot see it.
        cameraCacheDir: staged ? null : deps.config.twins.cameraCacheDir,
      });
      if (staged) {
        // No shared filesystem: dataset, robot models and the stages already done come from the bucket; the output goes back even on failure, so a resume skips what is done.
        const wrapped = stagedJob(deps, {
          inputs: [
            { prefix: await stageDataset(deps, row.source.repo_id, commit, root), dir: 'dataset' },
            { prefix: await stageSharedFolder(deps, 'models', deps.config.twins.modelsDir), dir: 'models' },
            { prefix: stagedTwinOutput(row.id), dir: 'output' },
          ],
          files: [],
          outputs: [{ dir: 'output', prefix: stagedTwinOutput(row.id) }],
          uploadOutputs: 'always',
          command,
        });
        command = wrapped.command;
        env = { ...env, ...wrapped.env };
      }
      const status = await runJob(deps, {
        spec: { jobId, tier: CPU_JOB_TIER, gpus: 0, command, env },
        onWaiting: (message) => {
          waiting = message;
          report();
        },
        onLines: async (lines) => {
          for (const line of lines) {
            const event = parseTwinEvent(line);
            if (!event) {
              otherLines.push(line);
              if (otherLines.length > 3) otherLines.shift();
              continue;
            }
            if (event.event === 'phase') {
              running = { stage: event.phase, index: event.index, fraction: 0, message: `${event.phase} (stage ${event.index + 1} of ${event.total}${event.attempt > 1 ? `, attempt ${event.attempt}` : ''})` };
            } else if (event.event === 'progress' && running?.stage === event.phase) {
              running = { ...running, fraction: event.fraction ?? running.fraction, message: event.message || running.message };
            } else if (event.event === 'phase_done') {
              stages = [...stages.filter((s) => s.stage !== event.phase), { stage: event.phase, ok: true, attempts: event.attempts, seconds: event.seconds, measurement: event.measurement ?? '' }];
              stages.sort((a, b) => TWIN_STAGES.indexOf(a.stage) - TWIN_STAGES.indexOf(b.stage));
              if (event.phase === 'check') {
                camera = await checkedCamera(outputDir);
                frames = await checkedFrames(outputDir);
              }
              running = null;
            } else if (event.event === 'error') {
              failure = { code: event.code, message: event.message, resumable: event.resumable, stage: event.phase, param: event.param ?? null };
            } else if (event.event === 'done') {
              done = true;
            }
            report();
          }
        },
        // A cancel shows on the row (`canceling`) at once; the activity's own cancellation follows with the next heartbeat.
        shouldStop: async () => !['queued', 'processing'].includes((await getTwin(deps.sql, row.id))?.status ?? 'canceled'),
      });
      await reporter.flush();
      if (staged) await localTwinOutput(deps, row.id);
      const hide = (text: string) => withoutLocalPaths(text, [root, outputDir, deps.config.dataDir, deps.config.twins.modelsDir, tmpdir()]);
      const failed = failure as JobFailure | null;
      if (failed) {
        const details: TwinFailureDetails = { code: failed.code, stage: failed.stage, param: failed.param };
        if (!failed.resumable) throw ApplicationFailure.create({ message: hide(failed.message), type: TWIN_USER_FIXABLE, nonRetryable: true, details: [details] });
        throw ApplicationFailure.create({ message: `Stage ${failed.stage ?? 'start'} failed: ${hide(failed.message)}`, type: 'stage_failed', details: [details] });
      }
      if (status.state !== 'succeeded' || !done) {
        const stage = (running as { stage: TwinStage } | null)?.stage ?? TWIN_STAGES[stages.length] ?? null;
        const details: TwinFailureDetails = { code: 'stage_failed', stage, param: null };
        throw ApplicationFailure.create({ message: `The twin job stopped (${status.reason ?? status.state}) before finishing: ${hide(otherLines.join(' | '))}`, type: 'stage_failed', details: [details] });
      }
      return { stages: finishedStages(await readTwinStages(outputDir)), camera: await checkedCamera(outputDir) };
    },
  };
}

