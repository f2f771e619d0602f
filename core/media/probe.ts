import { FfmpegError, ffprobeBinary, lastLines, spawnError } from './errors.js';
import { runProcess } from './process.js';

/** What ffprobe says about the first video stream of a file. */
export interface VideoProbe {
  codec: string;
  pixFmt: string;
  width: number;
  height: number;
  /** Frames per second (average frame rate, falling back to the stream's base rate). */
  fps: number;
  /** The same rate as ffprobe's rational, e.g. `30/1` or `30000/1001`. */
  fpsRational: string;
  /** Exact frame count (packets counted) unless `countFrames: false`, then the container's figure. */
  frames: number;
  /** Seconds. */
  duration: number;
  /** e.g. `bt709`, `bt470bg`; null when the file does not say. */
  colorSpace: string | null;
  colorPrimaries: string | null;
  colorTransfer: string | null;
  /** `tv` (limited) or `pc` (full); null when unknown. */
  colorRange: string | null;
  bitRate: number | null;
}

export interface ProbeOptions {
  /** Count packets for an exact frame count (default true; reads the whole file but does not decode). */
  countFrames?: boolean;
  signal?: AbortSignal;
}

interface FfprobeStream {
  codec_name?: string;
  pix_fmt?: string;
  width?: number;
  height?: number;
  r_frame_rate?: string;
  avg_frame_rate?: string;
  nb_frames?: string;
  nb_read_packets?: string;
  duration?: string;
  color_space?: string;
  color_primaries?: string;
  color_transfer?: string;
  color_range?: string;
  bit_rate?: string;
}

export async function probeVideo(path: string, options: ProbeOptions = {}): Promise<VideoProbe> {
  const countFrames = options.countFrames ?? true;
  const args = [
    '-v', 'error',
    '-select_streams', 'v:0',
    ...(countFrames ? ['-count_packets'] : []),
    '-show_entries',
    'stream=codec_name,pix_fmt,width,height,r_frame_rate,avg_frame_rate,nb_frames,nb_read_packets,duration,color_space,color_primaries,color_transfer,color_range,bit_rate:format=duration,bit_rate',
    '-of', 'json',
    path,
  ];
  let result;
  try {
    result = await runProcess(ffprobeBinary(), args, { captureStdout: true, ...(options.signal ? { signal: options.signal } : {}) });
  } catch (error) {
    throw spawnError(ffprobeBinary(), args, error);
  }
  if (result.aborted) throw new FfmpegError('aborted', 'ffprobe was stopped because the operation was cancelled.', { args });
  if (result.exitCode !== 0) {
    throw new FfmpegError('failed', `ffprobe cannot read ${path}: ${lastLines(result.stderrTail, 3) || `exit code ${result.exitCode}`}`, {
      exitCode: result.exitCode,
      stderrTail: result.stderrTail,
      args,
    });
  }
  const parsed = JSON.parse(result.stdout.toString('utf8')) as { streams?: FfprobeStream[]; format?: { duration?: string; bit_rate?: string } };
  const stream = parsed.streams?.[0];
  if (!stream) throw new FfmpegError('no_video', `${path} has no video stream.`, { args });

  const avg = parseRational(stream.avg_frame_rate);
  const base = parseRational(stream.r_frame_rate);
  const rate = avg && avg.value > 0 ? avg : base;
  const fps = rate?.value ?? 0;
  const duration = parseNumber(stream.duration) ?? parseNumber(parsed.format?.duration) ?? 0;
  const counted = parseNumber(stream.nb_read_packets);
  const declared = parseNumber(stream.nb_frames);
  return {
    codec: stream.codec_name ?? 'unknown',
    pixFmt: stream.pix_fmt ?? 'unknown',
    width: stream.width ?? 0,
    height: stream.height ?? 0,
    fps,
    fpsRational: rate?.text ?? '0/0',
    frames: counted ?? declared ?? Math.round(duration * fps),
    duration,
    colorSpace: known(stream.color_space),
    colorPrimaries: known(stream.color_primaries),
    colorTransfer: known(stream.color_transfer),
    colorRange: known(stream.color_range),
    bitRate: parseNumber(stream.bit_rate) ?? parseNumber(parsed.format?.bit_rate),
  };
}

function parseRational(text: string | undefined): { value: number; text: string } | null {
  if (!text) return null;
  const [num, den] = text.split('/').map(Number);
  if (num === undefined || !Number.isFinite(num)) return null;
  const value = den === undefined ? num : den === 0 ? 0 : num / den;
  return { value, text };
}

function parseNumber(text: string | undefined): number | null {
  if (text === undefined || text === 'N/A') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

function known(value: string | undefined): string | null {
  return value && value !== 'unknown' ? value : null;
}
