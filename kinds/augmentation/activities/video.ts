import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ApplicationFailure, sleep } from '@temporalio/activity';
import { videoEpisodeCount, videoSourceEpisodes } from '../../../core/augment/estimate.js';
import { findAccount } from '../../../db/accounts.js';
import { getAugmentation } from '../db/augmentations.js';
import { readEpisodeFrames, writeDataset, planLayout } from '../../../core/lerobot/index.js';
import type { DatasetWriteSpec, WriteEpisode } from '../../../core/lerobot/index.js';
import { ACTION_KEY, STATE_KEY, type LeRobotDataset } from '../../../core/lerobot/types.js';
import { augmentationEpisodes, ensureAugmentationEpisodes, setEpisodeStatus } from '../db/episodes.js';
import { augmentationPhaseReporter } from './progress.js';
import { augmentationOutputDir, augmentationWorkDir } from './relight.js';
import { camerasLeftOutNote, loadAugmentation, openPinnedSource } from './source.js';
import type { ActivityDeps } from '../../../activities/deps.js';
import { twinForEpisode, videoTwinDir, videoTwinId } from './video-twins.js';
import { GENERATED_EPISODE_FILE, type GeneratedEpisodeFile } from '../../../core/ports/video.js';

const POLL_MS = 500;

function featureNames(dataset: LeRobotDataset, key: string): string[] {
  const feature = dataset.features[key];
  const size = feature?.shape[0] ?? 0;
  const names = feature?.names;
  const list = Array.isArray(names) ? names : names && Array.isArray((names as Record<string, unknown>).motors) ? ((names as Record<string, unknown>).motors as string[]) : null;
  return list && list.length === size ? list.map(String) : Array.from({ length: size }, (_, i) => `${key}.${i}`);
}

interface GeneratedItem {
  index: number;
  sourceEpisodeIndex: number;
  prompt: string | null;
  dir: string;
}

async function readGenerated(dir: string): Promise<GeneratedEpisodeFile | null> {
  try {
    return JSON.parse(await readFile(join(dir, GENERATED_EPISODE_FILE), 'utf8')) as GeneratedEpisodeFile;
  } catch {
    return null;
  }
}

/**
 * A LeRobot dataset of the generated episodes, one episode per file, in the source's layout: the
 * engine's own states and actions where it wrote them (the twin engine), else the source's, with
 * the generated videos; meta/video_engine.json says where each episode came from.
 */
async function assembleDataset(source: LeRobotDataset, commit: string, generated: GeneratedItem[], outputDir: string, engine: string): Promise<void> {
  const episodes: WriteEpisode[] = [];
  const provenance: Record<string, unknown>[] = [];
  for (const [position, item] of generated.entries()) {
    const info = source.episodes.find((e) => e.index === item.sourceEpisodeIndex)!;
    const file = await readGenerated(item.dir);
    const frames = file ? null : await readEpisodeFrames(source, item.sourceEpisodeIndex);
    episodes.push({
      tasks: info.tasks.length > 0 ? info.tasks : ['augmented episode'],
      state: file ? file['observation.state'] : frames!.map((f) => (f[STATE_KEY] as number[]) ?? []),
      action: file ? file.action : frames!.map((f) => (f[ACTION_KEY] as number[]) ?? []),
    });
    provenance.push({
      episode_index: position,
      generated_index: item.index,
      source_episode_index: item.sourceEpisodeIndex,
      prompt: item.prompt,
      engine,
      ...(file ? { twin_id: file.twin_id, seed: file.seed, variation: file.variation, verdict: file.verdict, attempts: file.attempts.length, cameras_lent: file.cameras_lent ?? {} } : {}),
    });
  }
  const spec: DatasetWriteSpec = {
    version: source.version,
    fps: source.fps,
    robotType: source.robotType,
    stateNames: featureNames(source, STATE_KEY),
    actionNames: featureNames(source, ACTION_KEY),
    cameras: source.cameras.filter((c) => c.videoPresent).map((c) => ({ name: c.name, width: c.width, height: c.height, codec: c.codec ?? 'av1', pixFmt: c.pixFmt ?? 'yuv420p' })),
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
  const withoutVideo = source.cameras.filter((c) => !c.videoPresent).map((c) => c.key);
  const cameras = withoutVideo.length > 0 ? { cameras_without_video: withoutVideo, cameras_note: camerasLeftOutNote(withoutVideo) } : {};
  await writeFile(join(outputDir, 'meta', 'video_engine.json'), `${JSON.stringify({ engine, source_revision: commit, ...cameras, episodes: provenance }, null, 1)}\n`);
}

export function createAugmentationVideoActivities(deps: ActivityDeps) {
  return {
    /** A run that ended otherwise than succeeded leaves no episode job running (also when the worker that followed them died). */
    async cancelVideoJobs(input: { id: string }): Promise<void> {
      const episodes = await augmentationEpisodes(deps.sql, input.id);
      if (episodes.length > 0) await deps.videoEngine?.cancelEpisodes?.(input.id, episodes.map((e) => e.index));
    },

    /**
     * One job per episode through the video engine, its source cycling over the dataset's first
     * episodes, all submitted at once; episode rows record each one's status. Episodes that ended
     * are kept across retries.
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
      const sources = videoSourceEpisodes(videoEpisodeCount(row.config), dataset.episodes.map((e) => e.index));
      const instruction = row.plan?.video_instruction ?? row.instructions;
      const variations = new Map((row.plan?.variations ?? []).map((v) => [v.index, v]));
      await ensureAugmentationEpisodes(
        deps.sql,
        row.id,
        sources.map((sourceEpisodeIndex, index) => ({
          index,
          sourceEpisodeIndex,
          prompt: row.config.variation_prompts?.[index] ?? instruction,
        })),
      );
      const reporter = augmentationPhaseReporter(deps, row.id, 'generate');
      const episodes = await augmentationEpisodes(deps.sql, row.id);
      const workDir = augmentationWorkDir(deps, row.id);
      const episodeDir = (index: number) => join(workDir, 'episodes', String(index));
      // Every episode's job is submitted at once: the compute backend's slots decide how many run side by side.
      const running = new Map<number, string>();
      for (const episode of episodes) {
        if (episode.status === 'succeeded' || episode.status === 'failed') continue;
        reporter.report(0, `submitting episode ${episode.index + 1}/${episodes.length}`);
        await mkdir(episodeDir(episode.index), { recursive: true });
        await setEpisodeStatus(deps.sql, row.id, episode.index, 'processing');
        const planned = variations.get(episode.index);
        const twin = await twinForEpisode(deps, row, dataset, input.commit, episode.source_episode_index);
        const { reused: _reused, ...twinInput } = twin;
        running.set(
          episode.index,
          await engine.submit({
            augmentationId: row.id,
            index: episode.index,
            sourceDir: root,
            sourceEpisodeIndex: episode.source_episode_index,
            prompt: episode.prompt ?? instruction,
            variation: planned?.parameters ?? {},
            seed: planned?.seed ?? episode.index * 10,
            twin: twinInput,
            cameraDonors: dataset.episodes
              .map((e) => e.index)
              .filter((k) => k !== episode.source_episode_index)
              .map((k) => join(videoTwinDir(deps, row, input.commit, k), videoTwinId(input.commit, k))),
            outputDir: episodeDir(episode.index),
          }),
        );
      }
      const cancelAll = () => Promise.all([...running.values()].map((jobId) => engine.cancel(jobId).catch(() => undefined)));
      let finished = episodes.length - running.size;
      // Each running episode's own fraction (its job's simulate and render steps), so the run moves within an episode.
      const partial = new Map<number, number>();
      while (running.size > 0) {
        const done = finished + [...partial.values()].reduce((sum, fraction) => sum + fraction, 0);
        reporter.report(done / episodes.length, `generating episodes: ${finished}/${episodes.length} done, ${running.size} running`);
        // A cancelled attempt (a heartbeat timeout on a loaded machine, a worker shutting down) leaves the
        // episode jobs running: the retry attaches to them by id. The run's own end stops them
        // (cancelVideoJobs in the workflow), and so does the row check below.
        await sleep(POLL_MS);
        // A cancel reaches the activity only with a heartbeat response; the row knows at once.
        const now = await getAugmentation(deps.sql, row.id);
        if (now && now.status !== 'processing') {
          await cancelAll();
          throw ApplicationFailure.nonRetryable(`The run ended (${now.status}) while ${running.size} episodes were generating.`, 'system');
        }
        for (const [index, jobId] of [...running]) {
          const state = await engine.status(jobId);
          if (state.state === 'running') {
            partial.set(index, Math.min(Math.max(state.progress, 0), 1));
            continue;
          }
          partial.delete(index);
          if (state.state === 'succeeded') await setEpisodeStatus(deps.sql, row.id, index, 'succeeded');
          else await setEpisodeStatus(deps.sql, row.id, index, 'failed', state.error);
          running.delete(index);
          finished += 1;
        }
      }
      const all = await augmentationEpisodes(deps.sql, row.id);
      const generated = all.filter((e) => e.status === 'succeeded');
      if (generated.length === 0) throw ApplicationFailure.nonRetryable('No episode could be generated.', 'generation');
      reporter.report(1, `generated ${generated.length}/${all.length} episodes; writing the dataset`);
      await assembleDataset(
        dataset,
        input.commit,
        generated.map((e) => ({ index: e.index, sourceEpisodeIndex: e.source_episode_index, prompt: e.prompt, dir: episodeDir(e.index) })),
        augmentationOutputDir(deps, row.id),
        engine.kind,
      );
      await reporter.flush();
      return { generated: generated.length };
    },
  };
}
