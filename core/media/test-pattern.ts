import { mkdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { runFfmpeg } from './ffmpeg.js';
import { lerobotEncoderArgs } from './lerobot-encoding.js';
import type { VideoCodecName } from './lerobot-encoding.js';
import type { FfmpegProgress } from './progress.js';

export type { VideoCodecName } from './lerobot-encoding.js';

export interface TestPatternOptions {
  frames: number;
  fps: number;
  width: number;
  height: number;
  /** `av1` = libsvtav1 like LeRobot (g=2, crf=30); `h264` = libx264. */
  codec: VideoCodecName;
  /** Default `yuv420p`. */
  pixFmt?: string;
  /** Which moving picture: 0 = ffmpeg testsrc2 (colour bars, moving shapes, frame counter), 1 = rotating colour gradients, higher = hue-shifted variants. */
  pattern?: number;
  seed?: number;
  /** SVT-AV1 preset 0..13 (default 12: fastest sensible) or x264 preset name. */
  preset?: number | string;
  signal?: AbortSignal;
  onProgress?: (progress: FfmpegProgress) => void;
}

/** SVT-AV1 refuses frames smaller than 64×64; 4:2:0 needs even sizes. */
export function checkVideoSize(codec: VideoCodecName, width: number, height: number): void {
  if (width % 2 !== 0 || height % 2 !== 0) throw new Error(`video size ${width}x${height} must be even for 4:2:0 chroma.`);
  if (codec === 'av1' && (width < 64 || height < 64)) {
    throw new Error(`AV1 (libsvtav1) needs at least 64x64 pixels; ${width}x${height} is too small (use h264 or a larger size).`);
  }
}

/**
 * Renders a synthetic but colourful, moving video with exactly `frames` frames at `fps`
 * (frame i at i/fps seconds), encoded the way LeRobot encodes camera streams.
 */
export async function renderTestPattern(outputPath: string, options: TestPatternOptions): Promise<void> {
  checkVideoSize(options.codec, options.width, options.height);
  const size = `${options.width}x${options.height}`;
  const pattern = options.pattern ?? 0;
  const seed = (options.seed ?? 0) >>> 0;
  const source =
    pattern % 2 === 0
      ? `testsrc2=size=${size}:rate=${options.fps}`
      : `gradients=size=${size}:rate=${options.fps}:n=3:c0=0xd2561e:c1=0x1e8cd2:c2=0xf0dc82:speed=0.02:seed=${seed}`;
  const hueShift = Math.floor(pattern / 2) * 70;
  const filters = hueShift > 0 ? ['-vf', `hue=h=${hueShift}`] : [];
  const encoder = lerobotEncoderArgs(options.codec, {
    ...(options.preset !== undefined ? { preset: options.preset } : {}),
    ...(options.pixFmt ? { pixFmt: options.pixFmt } : {}),
  });
  // Encode next to the target and rename, so a cancelled render never leaves a truncated mp4 behind.
  await mkdir(dirname(outputPath), { recursive: true });
  const partial = join(dirname(outputPath), `.${basename(outputPath, '.mp4')}.partial-${process.pid}-${Date.now()}.mp4`);
  try {
    await runFfmpeg(
      ['-f', 'lavfi', '-i', source, ...filters, '-frames:v', String(options.frames), ...encoder, '-an', partial],
      {
        totalFrames: options.frames,
        ...(options.signal ? { signal: options.signal } : {}),
        ...(options.onProgress ? { onProgress: options.onProgress } : {}),
      },
    );
    await rename(partial, outputPath);
  } finally {
    await rm(partial, { force: true });
  }
}
