/** One report from ffmpeg's `-progress` output. */
export interface FfmpegProgress {
  /** Frames written so far. */
  frame: number;
  /** Encoding speed in frames per second, when ffmpeg knows it. */
  fps: number | null;
  /** Output position in seconds. */
  outTimeSeconds: number | null;
  /** Speed relative to real time (1.5 = 1.5x). */
  speed: number | null;
  /** frame / totalFrames (0..1) when the caller told us the total. */
  fraction: number | null;
  /** True on the last report (`progress=end`). */
  done: boolean;
}

/**
 * Turns `-progress pipe:1` lines (`key=value`, each block ending in `progress=continue|end`)
 * into one callback per block.
 */
export function createProgressParser(onProgress: (progress: FfmpegProgress) => void, totalFrames?: number): (line: string) => void {
  let block: Record<string, string> = {};
  return (line) => {
    const eq = line.indexOf('=');
    if (eq <= 0) return;
    const key = line.slice(0, eq).trim();
    const value = line.slice(eq + 1).trim();
    block[key] = value;
    if (key !== 'progress') return;
    const frame = Number.parseInt(block.frame ?? '0', 10) || 0;
    const number = (raw: string | undefined) => {
      const parsed = Number.parseFloat(raw ?? '');
      return Number.isFinite(parsed) ? parsed : null;
    };
    // out_time_us is the precise field; out_time_ms is, despite its name, also microseconds.
    const outMicros = number(block.out_time_us) ?? number(block.out_time_ms);
    onProgress({
      frame,
      fps: number(block.fps),
      outTimeSeconds: outMicros === null || outMicros < 0 ? null : outMicros / 1e6,
      speed: number(block.speed?.replace(/x$/, '')),
      fraction: totalFrames && totalFrames > 0 ? Math.min(1, frame / totalFrames) : null,
      done: value === 'end',
    });
    block = {};
  };
}
