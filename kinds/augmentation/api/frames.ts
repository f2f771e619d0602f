import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ApiError, parameterInvalid } from '../../../core/errors.js';
import { runFfmpeg } from '../../../core/media/ffmpeg.js';
import type { StorageBackend } from '../../../core/ports/storage.js';
import { resolveInside } from '../../../core/lerobot/paths.js';
import { findCameraKey } from '../../../core/relight/params.js';
import type { AugmentationRow } from '../db/augmentations.js';
import type { OpenAccountDataset } from '../../../application/account-dataset.js';

/** Thumbnails are this wide (height keeps the aspect ratio). */
export const FRAME_WIDTH = 480;

export type FrameSide = 'source' | 'output';

export interface FrameRequest {
  camera: string;
  episode: number | null;
  /** Seconds into the episode; clamped to its length. */
  at: number;
  side: FrameSide;
}

export interface FrameDeps {
  /** Opens the source as the augmentation's account (application/account-dataset.ts). */
  openDataset: OpenAccountDataset;
  storage: StorageBackend;
  /** The output file's storage key for a dataset-relative path, or undefined. */
  outputKey(path: string): Promise<string | undefined>;
}

const framesUnavailable = (message: string) => new ApiError(409, 'frames_unavailable', message);

/**
 * One JPEG frame of a relit camera, from the source dataset (the pinned commit) or from the
 * published output, at the same episode and time, so the two can be shown side by side.
 */
export async function renderAugmentationFrame(row: AugmentationRow, request: FrameRequest, deps: FrameDeps): Promise<Buffer> {
  if (row.status !== 'succeeded' || row.output.type !== 'download' || !row.source_revision) {
    throw framesUnavailable(`Frames are rendered for succeeded relights published as a download; ${row.id} is ${row.status} (${row.output.type} output).`);
  }
  const relit = Object.keys(row.plan?.relight ?? {});
  if (relit.length === 0) throw framesUnavailable(`${row.id} relit no camera (plan engine ${row.plan?.engine ?? 'unknown'}).`);
  const cameraKey = findCameraKey(request.camera, relit);
  if (!cameraKey) throw new ApiError(400, 'camera_not_found', `Camera '${request.camera}' was not relit by ${row.id}; relit: ${relit.join(', ')}.`, { param: 'camera', details: { cameras: relit } });

  const { dataset, root } = await deps.openDataset(row.source.repo_id, row.source_revision);
  const episode = request.episode === null ? dataset.episodes[0] : dataset.episodes.find((e) => e.index === request.episode);
  if (!episode) throw parameterInvalid('episode', `Episode ${request.episode} is not in the dataset (${dataset.episodes.length} episodes).`);
  const span = episode.videos[cameraKey];
  if (!span) throw parameterInvalid('camera', `Camera '${request.camera}' has no video for episode ${episode.index}.`);
  const seconds = span.fromTimestamp + Math.min(Math.max(request.at, 0), Math.max(0, span.toTimestamp - span.fromTimestamp - 1 / dataset.fps));

  const work = await mkdtemp(join(tmpdir(), 'rlp-frame-'));
  try {
    let video: string;
    if (request.side === 'source') {
      video = resolveInside(root, span.path);
    } else {
      const key = await deps.outputKey(span.path);
      if (!key) throw framesUnavailable(`${row.id}'s output has no ${span.path}.`);
      video = join(work, 'output.mp4');
      await pipeline(await deps.storage.read(key), createWriteStream(video));
    }
    const image = join(work, 'frame.jpg');
    await runFfmpeg(['-ss', seconds.toFixed(3), '-i', video, '-frames:v', '1', '-vf', `scale=${FRAME_WIDTH}:-2`, '-q:v', '4', image]);
    return await readFile(image);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
