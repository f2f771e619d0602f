import { copyFile, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { ApplicationFailure, Context, sleep } from '@temporalio/activity';
import { videoEpisodeCount } from '../core/augment/estimate.js';
import { findAccount } from '../db/accounts.js';
import { getAugmentation } from '../db/augmentations.js';
import { readEpisodeFrames, writeDataset, planLayout } from '../core/lerobot/index.js';
import type { DatasetWriteSpec, WriteEpisode } from '../core/lerobot/index.js';
import { ACTION_KEY, STATE_KEY, type LeRobotDataset } from '../core/lerobot/types.js';
import { augmentationEpisodes, ensureAugmentationEpisodes, setEpisodeStatus } from '../db/augmentation-episodes.js';
import { augmentationPhaseReporter } from './augmentation-progress.js';
import { augmentationOutputDir, augmentationWorkDir } from './augmentation-relight.js';
import { loadAugmentation, openPinnedSource } from './augmentation-source.js';
import type { ActivityDeps } from './deps.js';

const POLL_MS = 500;

function featureNames(dataset: LeRobotDataset, key: string): string[] {
  const feature = dataset.features[key];
  const size = feature?.shape[0] ?? 0;
  const names = feature?.names;
  const list = Array.isArray(names) ? names : names && Array.isArray((names as Record<string, unknown>).motors) ? ((names as Record<string, unknown>).motors as string[]) : null;
  return list && list.length === size ? list.map(String) : Array.from({ length: size }, (_, i) => `${key}.${i}`);
}

/** A LeRobot dataset of the generated episodes: the source's trajectories and tasks with the generated videos, one episode per file. */
async function assembleDataset(source: LeRobotDataset, generated: { index: number; sourceEpisodeIndex: number; dir: string }[], outputDir: string): Promise<void> {
  const episodes: WriteEpisode[] = [];
  for (const item of generated) {
    const info = source.episodes.find((e) => e.index === item.sourceEpisodeIndex)!;
    const frames = await readEpisodeFrames(source, item.sourceEpisodeIndex);
    episodes.push({
      tasks: info.tasks.length > 0 ? info.tasks : ['augmented episode'],
      state: frames.map((f) => (f[STATE_KEY] as number[]) ?? []),
      action: frames.map((f) => (f[ACTION_KEY] as number[]) ?? []),
    });
  }
  const spec: DatasetWriteSpec = {
    version: source.version,
    fps: source.fps,
    robotType: source.robotType,
    stateNames: featureNames(source, STATE_KEY),
    actionNames: featureNames(source, ACTION_KEY),
    cameras: source.cameras.map((c) => ({ name: c.name, width: c.width, height: c.height, codec: c.codec ?? 'av1', pixFmt: c.pixFmt ?? 'yuv420p' })),
    episodes,
    episodesPerFile: 1,
  };
  await rm(outputDir, { recursive: true, force: true });
  const layout = planLayout(spec);
  for (const file of layout.videoFiles) {
    const item = generated[file.episodes[0]!]!;
    await mkdir(join(outputDir, file.path, '..'), { recursive: true });
    await copyFile(join(item.dir, `${file.cameraKey}.mp4`), join(outputDir, file.path));
  }
  await writeDataset(outputDir, spec);
}

export function createAugmentationVideoActivities(deps: ActivityDeps) {
  return {
    /**
     * One GPU job per episode through the video engine, from the start of the dataset; episode
     * rows record each one's status. Episodes that end generated are kept across retries.
     */
    async generateVideo(input: { id: string; commit: string }): Promise<{ generated: number }> {
      const engine = deps.videoEngine;
      if (!engine) {
        throw ApplicationFailure.nonRetryable('The plan needs generative video, but no video engine is available on this service; tokens are refunded.', 'capacity');
      }
      const row = await loadAugmentation(deps, input.id);
      const account = await findAccount(deps.sql, row.account_id);
      if (!account?.features.includes('video_augmentation')) {
        throw ApplicationFailure.nonRetryable('The plan needs generative video, which is not enabled for this account; tokens are refunded.', 'capacity');
      }
      const { root, dataset } = await openPinnedSource(deps, row, input.commit);
      const count = videoEpisodeCount(row.config, dataset.episodes.length);
      const instruction = row.plan?.video_instruction ?? row.instructions;
      await ensureAugmentationEpisodes(
        deps.sql,
        row.id,
        Array.from({ length: count }, (_, index) => ({
          index,
          sourceEpisodeIndex: dataset.episodes[index]!.index,
          prompt: row.config.variation_prompts?.[index] ?? instruction,
        })),
      );
      const reporter = augmentationPhaseReporter(deps, row.id, 'generate');
      const context = Context.current();
      const episodes = await augmentationEpisodes(deps.sql, row.id);
      const workDir = join(augmentationWorkDir(deps, row.id), 'episodes');
      let finished = episodes.filter((e) => e.status === 'succeeded' || e.status === 'failed').length;
      for (const episode of episodes) {
        if (episode.status === 'succeeded' || episode.status === 'failed') continue;
        const outputDir = join(workDir, String(episode.index));
        await mkdir(outputDir, { recursive: true });
        await setEpisodeStatus(deps.sql, row.id, episode.index, 'processing');
        const jobId = await engine.submit({
          augmentationId: row.id,
          index: episode.index,
          sourceDir: root,
          sourceEpisodeIndex: episode.source_episode_index,
          prompt: episode.prompt ?? instruction,
          outputDir,
        });
        const message = `generating episode ${episode.index + 1}/${episodes.length}`;
        for (;;) {
          reporter.report(finished / episodes.length, message);
          let state;
          try {
            await sleep(POLL_MS);
            state = await engine.status(jobId);
          } catch (error) {
            if (context.cancellationSignal.aborted) await engine.cancel(jobId).catch(() => undefined);
            throw error;
          }
          if (state.state === 'running') {
            // A cancel reaches the activity only with a heartbeat response; the row knows at once.
            const now = await getAugmentation(deps.sql, row.id);
            if (now && now.status !== 'processing') {
              await engine.cancel(jobId).catch(() => undefined);
              throw ApplicationFailure.nonRetryable(`The run ended (${now.status}) while episode ${episode.index} was generating.`, 'system');
            }
            continue;
          }
          if (state.state === 'succeeded') await setEpisodeStatus(deps.sql, row.id, episode.index, 'succeeded');
          else await setEpisodeStatus(deps.sql, row.id, episode.index, 'failed', state.error);
          break;
        }
        finished += 1;
      }
      const all = await augmentationEpisodes(deps.sql, row.id);
      const generated = all.filter((e) => e.status === 'succeeded');
      if (generated.length === 0) throw ApplicationFailure.nonRetryable('No episode could be generated.', 'generation');
      reporter.report(1, `generated ${generated.length}/${all.length} episodes; writing the dataset`);
      await assembleDataset(
        dataset,
        generated.map((e) => ({ index: e.index, sourceEpisodeIndex: e.source_episode_index, dir: join(workDir, String(e.index)) })),
        augmentationOutputDir(deps, row.id),
      );
      await reporter.flush();
      return { generated: generated.length };
    },
  };
}
