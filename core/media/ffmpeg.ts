import { createProgressParser } from './progress.js';
import type { FfmpegProgress } from './progress.js';
import { runProcess } from './process.js';
import { FfmpegError, ffmpegBinary, ffprobeBinary, lastLines, spawnError } from './errors.js';

export { FfmpegError, ffmpegBinary, ffprobeBinary } from './errors.js';
export type { FfmpegErrorCode } from './errors.js';
export type { FfmpegProgress } from './progress.js';
export { probeVideo } from './probe.js';
export type { VideoProbe, ProbeOptions } from './probe.js';
export { decodeRgbFrames, meanRgb } from './decode.js';
export type { DecodedFrames, DecodeOptions } from './decode.js';

export interface RunFfmpegOptions {
  signal?: AbortSignal;
  onProgress?: (progress: FfmpegProgress) => void;
  /** Frames the output will have, so progress can carry a fraction. */
  totalFrames?: number;
  cwd?: string;
  /** Add `-y` (default true): outputs are replaced without asking. */
  overwrite?: boolean;
  /** After SIGTERM on abort, wait this long before SIGKILL (default 2000 ms). */
  killGraceMs?: number;
}

export interface FfmpegResult {
  stderrTail: string;
}

/**
 * Runs ffmpeg with `args` (inputs, filters, outputs), adding `-hide_banner -nostdin -y
 * -progress pipe:1 -nostats`. Resolves when ffmpeg exits 0; otherwise rejects with an
 * FfmpegError carrying the tail of stderr. Aborting the signal stops ffmpeg (SIGTERM, then
 * SIGKILL) and rejects with code `aborted`.
 */
export async function runFfmpeg(args: readonly string[], options: RunFfmpegOptions = {}): Promise<FfmpegResult> {
  const fullArgs = ['-hide_banner', '-nostdin', ...(options.overwrite === false ? ['-n'] : ['-y']), '-progress', 'pipe:1', '-nostats', ...args];
  if (options.signal?.aborted) throw abortedError(fullArgs, options.signal, '');
  const onLine = options.onProgress ? createProgressParser(options.onProgress, options.totalFrames) : undefined;
  let result;
  try {
    result = await runProcess(ffmpegBinary(), fullArgs, {
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.cwd ? { cwd: options.cwd } : {}),
      ...(onLine ? { onStdoutLine: onLine } : {}),
      ...(options.killGraceMs !== undefined ? { killGraceMs: options.killGraceMs } : {}),
      // SVT-AV1 prints its whole configuration at info level; warnings and errors are enough.
      env: { ...process.env, SVT_LOG: process.env.SVT_LOG ?? '2' },
    });
  } catch (error) {
    throw spawnError(ffmpegBinary(), fullArgs, error);
  }
  if (result.aborted) throw abortedError(fullArgs, options.signal, result.stderrTail);
  if (result.exitCode !== 0) {
    const how = result.signal ? `was killed by ${result.signal}` : `exited with code ${result.exitCode}`;
    throw new FfmpegError('failed', `ffmpeg ${how}: ${lastLines(result.stderrTail, 5) || '(no error output)'}`, {
      exitCode: result.exitCode,
      stderrTail: result.stderrTail,
      args: fullArgs,
    });
  }
  return { stderrTail: result.stderrTail };
}

let availability: Promise<boolean> | undefined;

/** True when both ffmpeg and ffprobe can be run. Cached for the life of the process. */
export function ffmpegAvailable(): Promise<boolean> {
  availability ??= (async () => {
    for (const binary of [ffmpegBinary(), ffprobeBinary()]) {
      try {
        const result = await runProcess(binary, ['-version']);
        if (result.exitCode !== 0) return false;
      } catch {
        return false;
      }
    }
    return true;
  })();
  return availability;
}

const encoderLists = new Map<string, Promise<string>>();

/** True when this ffmpeg build has the named encoder (e.g. `libsvtav1`, `libx264`). */
export async function ffmpegHasEncoder(name: string): Promise<boolean> {
  const binary = ffmpegBinary();
  let list = encoderLists.get(binary);
  if (!list) {
    list = runProcess(binary, ['-hide_banner', '-encoders'], { captureStdout: true }).then(
      (result) => result.stdout.toString('utf8'),
      () => '',
    );
    encoderLists.set(binary, list);
  }
  return new RegExp(`^\\s*V\\S*\\s+${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s`, 'm').test(await list);
}

function abortedError(args: readonly string[], signal: AbortSignal | undefined, stderrTail: string): FfmpegError {
  return new FfmpegError('aborted', 'ffmpeg was stopped because the operation was cancelled.', { args, stderrTail, cause: signal?.reason });
}
