/** The binaries to run; FFMPEG_PATH / FFPROBE_PATH override the ones on PATH. */
export const ffmpegBinary = () => process.env.FFMPEG_PATH || 'ffmpeg';
export const ffprobeBinary = () => process.env.FFPROBE_PATH || 'ffprobe';

export type FfmpegErrorCode = 'not_found' | 'failed' | 'aborted' | 'no_video';

export class FfmpegError extends Error {
  readonly code: FfmpegErrorCode;
  readonly exitCode: number | null;
  /** The last lines ffmpeg wrote to stderr: usually says what went wrong. */
  readonly stderrTail: string;
  readonly args: readonly string[];

  constructor(code: FfmpegErrorCode, message: string, init: { exitCode?: number | null; stderrTail?: string; args?: readonly string[]; cause?: unknown } = {}) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'FfmpegError';
    this.code = code;
    this.exitCode = init.exitCode ?? null;
    this.stderrTail = init.stderrTail ?? '';
    this.args = init.args ?? [];
  }
}

export function spawnError(binary: string, args: readonly string[], error: unknown): FfmpegError {
  const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
  return new FfmpegError(
    missing ? 'not_found' : 'failed',
    missing ? `'${binary}' was not found; install ffmpeg or set FFMPEG_PATH / FFPROBE_PATH.` : `could not start '${binary}': ${(error as Error).message}`,
    { args, cause: error },
  );
}

export function lastLines(text: string, count: number): string {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(-count)
    .join(' | ');
}
