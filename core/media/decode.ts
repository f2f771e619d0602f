import { FfmpegError, ffmpegBinary, lastLines, spawnError } from './errors.js';
import { runProcess } from './process.js';

export interface DecodedFrames {
  width: number;
  height: number;
  frames: number;
  /** Packed RGB24, frame after frame. */
  rgb: Buffer;
}

export interface DecodeOptions {
  /** Scale every frame to this size first (area average), to keep memory small. */
  width: number;
  height: number;
  /** Seconds into the file to start at. */
  startSeconds?: number;
  /** Stop after this many frames. */
  maxFrames?: number;
  signal?: AbortSignal;
}

/**
 * Decodes a video into packed RGB24 frames (downscaled), using the colour matrix ffmpeg
 * picks for the file. Meant for measuring pixels (brightness, white balance), not for
 * full-size processing.
 */
export async function decodeRgbFrames(path: string, options: DecodeOptions): Promise<DecodedFrames> {
  const args = [
    '-hide_banner', '-nostdin', '-v', 'error',
    ...(options.startSeconds ? ['-ss', options.startSeconds.toFixed(6)] : []),
    '-i', path,
    ...(options.maxFrames !== undefined ? ['-frames:v', String(options.maxFrames)] : []),
    '-an',
    '-vf', `scale=${options.width}:${options.height}:flags=area`,
    '-pix_fmt', 'rgb24',
    '-f', 'rawvideo',
    'pipe:1',
  ];
  let result;
  try {
    result = await runProcess(ffmpegBinary(), args, { captureStdout: true, ...(options.signal ? { signal: options.signal } : {}) });
  } catch (error) {
    throw spawnError(ffmpegBinary(), args, error);
  }
  if (result.aborted) throw new FfmpegError('aborted', 'decoding was stopped because the operation was cancelled.', { args });
  if (result.exitCode !== 0) {
    throw new FfmpegError('failed', `ffmpeg cannot decode ${path}: ${lastLines(result.stderrTail, 3)}`, {
      exitCode: result.exitCode,
      stderrTail: result.stderrTail,
      args,
    });
  }
  const frameBytes = options.width * options.height * 3;
  return { width: options.width, height: options.height, frames: Math.floor(result.stdout.length / frameBytes), rgb: result.stdout };
}

/** Mean R, G, B (0..255) over frames [from, to) of decoded video. */
export function meanRgb(decoded: DecodedFrames, from = 0, to = decoded.frames): [number, number, number] {
  const frameBytes = decoded.width * decoded.height * 3;
  const sums: [number, number, number] = [0, 0, 0];
  const start = from * frameBytes;
  const end = Math.min(to, decoded.frames) * frameBytes;
  for (let i = start; i < end; i += 3) {
    sums[0] += decoded.rgb[i]!;
    sums[1] += decoded.rgb[i + 1]!;
    sums[2] += decoded.rgb[i + 2]!;
  }
  const pixels = Math.max(1, (end - start) / 3);
  return [sums[0] / pixels, sums[1] / pixels, sums[2] / pixels];
}
