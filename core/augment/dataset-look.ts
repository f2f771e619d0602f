import { join } from 'node:path';
import type { LeRobotDataset } from '../lerobot/types.js';
import { measureVideoFrames } from './image-look.js';
import type { Look } from './image-look.js';

/**
 * The look of one camera: frames at 25 % and 75 % of the first, middle and last episodes.
 * Null when the camera's videos are not on disk.
 */
export async function measureCameraLook(dataset: LeRobotDataset, cameraKey: string, signal?: AbortSignal): Promise<Look | null> {
  const episodes = dataset.episodes;
  if (episodes.length === 0) return null;
  const picks = [...new Set([0, Math.floor(episodes.length / 2), episodes.length - 1])].map((i) => episodes[i]!);
  const byFile = new Map<string, number[]>();
  for (const episode of picks) {
    const span = episode.videos[cameraKey];
    if (!span?.present) continue;
    const length = span.toTimestamp - span.fromTimestamp;
    const times = byFile.get(span.path) ?? [];
    times.push(span.fromTimestamp + 0.25 * length, span.fromTimestamp + 0.75 * length);
    byFile.set(span.path, times);
  }
  if (byFile.size === 0) return null;
  const looks: Look[] = [];
  for (const [path, seconds] of byFile) looks.push(await measureVideoFrames(join(dataset.root, path), seconds, signal));
  return combineLooks(looks);
}

function combineLooks(looks: Look[]): Look {
  const pixels = looks.reduce((sum, look) => sum + look.pixels, 0);
  const weighted = (pick: (look: Look) => number) => looks.reduce((sum, look) => sum + pick(look) * look.pixels, 0) / pixels;
  return {
    meanLinear: [weighted((l) => l.meanLinear[0]), weighted((l) => l.meanLinear[1]), weighted((l) => l.meanLinear[2])],
    luminance: weighted((l) => l.luminance),
    colourfulness: weighted((l) => l.colourfulness),
    pixels,
  };
}
