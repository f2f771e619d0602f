import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LeRobotDataset } from '../../../core/lerobot/types.js';
import type { VideoEpisodeJob } from '../../../core/ports/video.js';
import type { AugmentationRow } from '../db/augmentations.js';
import { succeededTwinsOf } from '../../twin/db/twin-rows.js';
import type { ActivityDeps } from '../../../activities/deps.js';
import { stagesJobFiles } from '../../../activities/job-staging.js';
import { twinOutputDir } from '../../twin/activities/build.js';

const exists = (path: string) => access(path).then(() => true, () => false);

/** A built twin the engine can generate in: its demonstration reproduced the recording and every dataset camera is solved. */
async function usableTwinDir(dir: string, cameraNames: string[]): Promise<boolean> {
  if (!(await exists(join(dir, 'demonstration.json')))) return false;
  try {
    const document = JSON.parse(await readFile(join(dir, 'twin.json'), 'utf8')) as { cameras?: { key: string; solved: boolean }[] };
    const solved = new Set((document.cameras ?? []).filter((c) => c.solved).map((c) => c.key));
    const demonstration = JSON.parse(await readFile(join(dir, 'demonstration.json'), 'utf8')) as { reproduced?: boolean };
    return demonstration.reproduced === true && cameraNames.every((name) => solved.has(name));
  } catch {
    return false;
  }
}

/**
 * The twin an episode is generated in. The account's own succeeded twin of the same source
 * revision and episode is reused when this worker can read its folder (local storage) and it has
 * every camera solved; otherwise the episode's job builds one (cameras calibrated) where the
 * engine keeps its twins (videoTwinDir), which a retried job resumes. The build is part of the run's price.
 */
export async function twinForEpisode(deps: ActivityDeps, row: AugmentationRow, dataset: LeRobotDataset, commit: string, sourceEpisodeIndex: number): Promise<VideoEpisodeJob['twin'] & { reused: string | null }> {
  const cameraNames = dataset.cameras.filter((c) => c.videoPresent).map((c) => c.name);
  if (!stagesJobFiles(deps)) {
    for (const twin of await succeededTwinsOf(deps.sql, row.account_id, row.source.repo_id, commit, sourceEpisodeIndex)) {
      const dir = join(twinOutputDir(deps, twin.id), twin.id);
      if (await usableTwinDir(dir, cameraNames)) return { dir, reused: twin.id };
    }
  }
  return { buildDir: videoTwinDir(deps, row, commit, sourceEpisodeIndex), twinId: videoTwinId(commit, sourceEpisodeIndex), reused: null };
}

/**
 * Where the engine keeps the twins it builds, per account, dataset, revision and episode: outside
 * the run's work folder (removed when the run ends), so the account's next video run on the same
 * recording reuses it (the job's stages skip what is built) and a generated episode can be
 * replayed in it later.
 */
export function videoTwinDir(deps: Pick<ActivityDeps, 'config'>, row: Pick<AugmentationRow, 'account_id' | 'source'>, commit: string, sourceEpisodeIndex: number): string {
  return join(deps.config.jobsDir, 'video-twins', row.account_id, row.source.repo_id.replace(/[^A-Za-z0-9._-]/g, '_'), commit, `episode-${sourceEpisodeIndex}`);
}

export const videoTwinId = (commit: string, sourceEpisodeIndex: number) => `twin_video_${commit.slice(0, 12)}_episode_${sourceEpisodeIndex}`;
