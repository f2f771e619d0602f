import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CPU_JOB_TIER } from '../../../contracts/compute-slots.js';
import { evaluationJobCommand } from '../../../backends/compute/job-programs.js';
import { trainerOutputDir } from '../../../core/jobs/training.js';
import { bestBySuccess, type CheckpointScore } from '../core/checkpoint-score.js';
import { checkpointDirName } from '../../../core/training/layout.js';
import { jsonb } from '../../../db/jsonb.js';
import { getTrainingRun } from '../db/training-runs.js';
import { getTwin } from '../../twin/db/twin-rows.js';
import type { ActivityDeps } from '../../../activities/deps.js';
import { stagesJobFiles } from '../../../activities/job-staging.js';
import { runJob } from '../../../activities/jobs/follow-job.js';
import { twinOutputDir } from '../../twin/activities/build.js';
import { trackCheckpointScores } from './checkpoint-tracking.js';
import { lerobotPythonEnv } from '../../../activities/jobs/lerobot-python.js';

/** Held-out loss per step, from the trainer's `eval step:N held_out_loss:X` lines. */
async function heldOutLosses(deps: ActivityDeps, runId: string): Promise<Map<number, number>> {
  const rows = await deps.sql<{ line: string }[]>`select line from training_run_log_lines where run_id = ${runId} and line like 'eval step:%' order by seq`;
  const losses = new Map<number, number>();
  for (const { line } of rows) {
    const match = /^eval step:(\d+) held_out_loss:([0-9.eE+-]+)/.exec(line);
    if (match) losses.set(Number(match[1]), Number(match[2]));
  }
  return losses;
}

/**
 * A training run's `config.evaluation` (issue 32): every saved checkpoint run closed loop in the
 * twin (the evaluation job, figures only), `eval.checkpoint_evaluations` with `eval/success_rate`
 * per step, and `eval.best_checkpoint` by success (held-out loss breaking ties), also sent to the run's
 * trackers (checkpoint-tracking.ts). A run without it
 * returns at once. Needs the checkpoints on this worker's disk: a staged deployment says so in
 * `eval` instead.
 */
export const createScoreCheckpointsActivity = (deps: ActivityDeps) =>
  async function scoreTrainingCheckpoints(runId: string): Promise<CheckpointScore | null> {
    const run = await getTrainingRun(deps.sql, runId);
    const scoring = run?.config.evaluation;
    if (!run || !scoring) return null;
    const note = async (text: string) => deps.sql`update training_runs set eval = coalesce(eval, '{}'::jsonb) || ${jsonb(deps.sql, { checkpoint_evaluations_note: text })} where id = ${runId}`;
    if (stagesJobFiles(deps)) {
      await note('config.evaluation needs the checkpoints on the worker that scores them; this deployment stages jobs through the bucket, so they were not evaluated.');
      return null;
    }
    const scene = await getTwin(deps.sql, scoring.twin_id);
    if (!scene || scene.account_id !== run.account_id || scene.status !== 'succeeded') {
      await note(`Twin '${scoring.twin_id}' is no longer a succeeded twin of this account; the checkpoints were not evaluated.`);
      return null;
    }
    const checkpoints = join(trainerOutputDir(deps.compute.outputDir(runId)), 'checkpoints');
    const steps = (await readdir(checkpoints).catch(() => [] as string[])).filter((name) => /^\d+$/.test(name)).map(Number).sort((a, b) => a - b);
    const losses = await heldOutLosses(deps, runId);
    const lerobotEnv = run.policy === 'mlp' ? {} : ((await lerobotPythonEnv(deps)) ?? {});
    const scores: CheckpointScore[] = [];
    for (const step of steps) {
      const outputDir = join(deps.config.jobsDir, 'training_runs', runId, 'checkpoint-evaluations', checkpointDirName(step));
      const { command, env } = evaluationJobCommand({
        policy: join(checkpoints, checkpointDirName(step), 'pretrained_model'),
        policy_source: `${runId} checkpoint ${step}`,
        twin_dir: twinOutputDir(deps, scene.id),
        models_dir: deps.config.twins.modelsDir,
        output_dir: outputDir,
        episodes: scoring.episodes,
        ...(scoring.episode_steps !== undefined ? { objective: { name: 'pick_place' as const, parameters: { episode_steps: scoring.episode_steps } } } : {}),
        clips: false,
      });
      const status = await runJob(deps, { spec: { jobId: `${runId}-score-${step}`, tier: CPU_JOB_TIER, gpus: 0, command, env: { ...env, ...lerobotEnv } }, onLines: async () => undefined });
      if (status.state !== 'succeeded') {
        await note(`The evaluation of checkpoint ${step} ended ${status.state}${status.reason ? ` (${status.reason})` : ''}.`);
        continue;
      }
      const report = JSON.parse(await readFile(join(outputDir, 'report.json'), 'utf8')) as { success_rate: number; episodes: number; interval: { low: number; high: number } };
      scores.push({ step, 'eval/success_rate': report.success_rate, interval: { low: report.interval.low, high: report.interval.high }, episodes: report.episodes, held_out_loss: losses.get(step) ?? null });
    }
    const best = bestBySuccess(scores);
    const update = {
      checkpoint_evaluations: scores,
      ...(best ? { best_checkpoint: { step: best.step, held_out_loss: best.held_out_loss, success_rate: best['eval/success_rate'], chosen_by: 'success rate in the twin, held-out loss breaking ties' } } : {}),
    };
    await deps.sql`update training_runs set eval = coalesce(eval, '{}'::jsonb) || ${jsonb(deps.sql, update)} where id = ${runId}`;
    await trackCheckpointScores(deps, runId, scores, best);
    return best;
  };
