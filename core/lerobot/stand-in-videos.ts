import { chmod, cp, readdir, stat } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { renderTestPattern } from '../media/test-pattern.js';
import type { VideoCodecName } from '../media/test-pattern.js';
import { openDataset } from './open.js';
import type { LeRobotDataset } from './types.js';

export interface StandInOptions {
  /** Where the copy with videos goes; must not exist yet or be empty, and must not overlap the source. */
  outDir: string;
  /** SVT-AV1 preset (default 12, the fastest). */
  preset?: number;
  signal?: AbortSignal;
  /** Called after each rendered file. */
  onFile?: (file: { cameraKey: string; path: string; frames: number }) => void;
}

export interface StandInResult {
  root: string;
  rendered: { cameraKey: string; path: string; frames: number }[];
  dataset: LeRobotDataset;
}

/**
 * Copies a dataset whose metadata and parquet files exist but whose mp4 files are missing
 * (e.g. so101-record-test) to `outDir` and renders synthetic stand-in videos there: the
 * camera's codec, size and fps, with exactly as many frames as the episode spans need.
 * The source folder is only read. Pixels are synthetic; trajectories stay real.
 */
export async function renderStandInVideos(datasetDir: string, options: StandInOptions): Promise<StandInResult> {
  const source = resolve(datasetDir);
  const target = resolve(options.outDir);
  if (isInside(target, source) || isInside(source, target)) {
    throw new Error(`outDir (${target}) must be outside the source dataset (${source}) and must not contain it.`);
  }
  if (await nonEmptyDirectoryOrFile(target)) throw new Error(`outDir ${target} already exists and is not empty.`);
  await openDataset(source);

  await cp(source, target, { recursive: true });
  // Read-only sources (such as /work/shared) copy as read-only folders; the copy must take new files.
  await makeWritable(target);

  const dataset = await openDataset(target);
  const rendered: StandInResult['rendered'] = [];
  for (const [pattern, camera] of dataset.cameras.entries()) {
    const codec = standInCodec(camera.codec);
    const framesByFile = new Map<string, number>();
    for (const episode of dataset.episodes) {
      const span = episode.videos[camera.key];
      if (!span || span.present) continue;
      const end = Math.round(span.toTimestamp * camera.fps);
      framesByFile.set(span.path, Math.max(framesByFile.get(span.path) ?? 0, end));
    }
    for (const [path, frames] of framesByFile) {
      await renderTestPattern(join(target, path), {
        frames,
        fps: camera.fps,
        width: camera.width,
        height: camera.height,
        codec,
        pixFmt: camera.pixFmt ?? 'yuv420p',
        pattern,
        ...(options.preset !== undefined ? { preset: options.preset } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      });
      const file = { cameraKey: camera.key, path, frames };
      rendered.push(file);
      options.onFile?.(file);
    }
  }
  return { root: target, rendered, dataset: await openDataset(target) };
}

function standInCodec(codec: string | null): VideoCodecName {
  if (codec === null || codec === 'av1' || codec === 'libsvtav1') return 'av1';
  if (codec === 'h264' || codec === 'libx264') return 'h264';
  throw new Error(`cannot render stand-in videos for codec '${codec}'; only av1 and h264 are supported.`);
}

function isInside(child: string, parent: string): boolean {
  const rel = relative(parent, child);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !rel.startsWith(sep));
}

async function nonEmptyDirectoryOrFile(path: string): Promise<boolean> {
  try {
    const info = await stat(path);
    if (!info.isDirectory()) return true;
    return (await readdir(path)).length > 0;
  } catch {
    return false;
  }
}

async function makeWritable(dir: string): Promise<void> {
  await chmod(dir, 0o755);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await makeWritable(path);
    else if (entry.isFile()) await chmod(path, 0o644);
  }
}
