/**
 * How to re-encode one camera video like its source: same codec family, pixel format, GOP,
 * colour matrix/range tags and time base, with the relight transform applied in RGB.
 */
import { open } from 'node:fs/promises';
import { probeVideo } from '../../core/media/probe.js';
import type { VideoProbe } from '../../core/media/probe.js';
import { runProcess } from '../../core/media/process.js';
import { ffprobeBinary } from '../../core/media/errors.js';
import type { CurvesPoints } from '../../core/relight/curves.js';
import { RelightError } from './spec.js';

export interface SourceStream extends VideoProbe {
  /** Distance between the first two keyframes, in frames (the encoder's `-g`). */
  gop: number;
  /** Denominator of the stream's time base (mp4 track timescale), e.g. 15360. */
  timescale: number | null;
  /** CRF written by x264 into its SEI, when the source is x264. */
  x264Crf: number | null;
}

/** LeRobot's encoder settings (DESIGN.md): libsvtav1, yuv420p, g=2, crf=30. */
export const LEROBOT_AV1_CRF = 30;

export function defaultSvtPreset(): number {
  const fromEnv = Number(process.env.RELIGHT_SVTAV1_PRESET);
  return Number.isInteger(fromEnv) && fromEnv >= 0 && fromEnv <= 13 ? fromEnv : 10;
}

export async function probeSource(path: string, signal?: AbortSignal): Promise<SourceStream> {
  const probe = await probeVideo(path, { countFrames: false, ...(signal ? { signal } : {}) });
  const packets = await runProcess(
    ffprobeBinary(),
    ['-v', 'error', '-select_streams', 'v:0', '-read_intervals', '%+#64', '-show_entries', 'packet=flags:stream=time_base', '-of', 'compact=p=0:nk=1', path],
    { captureStdout: true, ...(signal ? { signal } : {}) },
  );
  const lines = packets.stdout.toString('utf8').split('\n').filter(Boolean);
  const keyframes: number[] = [];
  let timescale: number | null = null;
  let packet = 0;
  for (const line of lines) {
    const base = /^(\d+)\/(\d+)$/.exec(line.trim());
    if (base) {
      timescale = Number(base[2]);
      continue;
    }
    if (line.includes('K')) keyframes.push(packet);
    packet++;
  }
  const gop = keyframes.length >= 2 ? keyframes[1]! - keyframes[0]! : Math.max(1, probe.frames);
  return { ...probe, gop, timescale, x264Crf: probe.codec === 'h264' ? await readX264Crf(path) : null };
}

/** x264 stores its options as text near the start of the stream ("… crf=23.0 …"). */
async function readX264Crf(path: string): Promise<number | null> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(256 * 1024);
    const { bytesRead } = await file.read(buffer, 0, buffer.length, 0);
    const text = buffer.subarray(0, bytesRead).toString('latin1');
    const found = /x264 - core[^\0]*?\bcrf=(\d+(?:\.\d+)?)/.exec(text);
    return found ? Number(found[1]) : null;
  } finally {
    await file.close();
  }
}

/** ffmpeg's name for the YUV↔RGB matrix the stream was encoded with (untagged streams use BT.601, as swscale does). */
export function colourMatrix(colorSpace: string | null): string {
  switch (colorSpace) {
    case 'bt709':
      return 'bt709';
    case 'fcc':
      return 'fcc';
    case 'smpte240m':
      return 'smpte240m';
    case 'bt2020nc':
    case 'bt2020c':
      return 'bt2020';
    default:
      return 'bt601';
  }
}

/**
 * How a camera's transform is applied: a baked `.cube` file (`3d` for lut3d; `1d` for lut1d, separable
 * transforms on sources above 8 bits), or `curves` key points (separable transforms on 8-bit sources).
 */
export type RelightLut = { kind: '1d' | '3d'; path: string } | { kind: 'curves'; points: CurvesPoints };

/** What converts YUV to RGB and back: zimg (`zscale`, the default) or swscale for ffmpeg builds without zimg. */
export type ColourConverter = 'zscale' | 'swscale';

/** True for pixel formats above 8 bits per sample (they go through 16-bit RGB). */
export function isHighBitDepth(pixFmt: string): boolean {
  return /(?:9|10|12|14|16)(?:le|be)?$/.test(pixFmt);
}

/** Entries of the 1D LUT for a source above 8 bits: 4096 with linear interpolation. */
export const LUT_1D_SIZE = 4096;

/** zscale's name for the YUV↔RGB matrix colourMatrix() picks (7 is SMPTE 240M, which ffmpeg 5.1 misspells). */
export function zscaleMatrix(colorSpace: string | null): string {
  const names: Record<string, string> = { bt709: '709', fcc: 'fcc', smpte240m: '7', bt2020: '2020_ncl', bt601: '470bg' };
  return names[colourMatrix(colorSpace)]!;
}

/**
 * `-vf` chain: YUV → RGB with the source's matrix and range, the LUT, back to the source's pixel
 * format with the same matrix and range. zscale converts (in float, bicubic chroma) for about a
 * third of swscale's CPU; the RGB format is the cheapest one each LUT filter has fast code for.
 */
export function relightFilter(source: SourceStream, lut: RelightLut, converter: ColourConverter = 'zscale'): string {
  const range = source.colorRange === 'pc' ? 'pc' : 'tv';
  const highBitDepth = isHighBitDepth(source.pixFmt);
  if (lut.kind === 'curves' && highBitDepth) throw new Error('curves holds 8-bit tables; sources above 8 bits take a 1D LUT.');
  // lut3d has SIMD code for planar float only (about a third of gbrp's CPU, no precision lost
  // between the conversions); curves and lut1d look up 8- and 16-bit planar samples.
  const rgb = lut.kind === '3d' ? 'gbrpf32le' : highBitDepth ? 'gbrp16le' : 'gbrp';
  const [toRgb, fromRgb] = converter === 'zscale'
    ? [`zscale=matrixin=${zscaleMatrix(source.colorSpace)}:rangein=${range}:filter=bicubic`, `zscale=matrix=${zscaleMatrix(source.colorSpace)}:range=${range}:filter=bicubic`]
    : swscaleConversions(colourMatrix(source.colorSpace), range);
  return [toRgb, `format=${rgb}`, transformFilter(lut, highBitDepth), fromRgb, `format=${source.pixFmt}`].join(',');
}

function swscaleConversions(matrix: string, range: string): [string, string] {
  const flags = 'flags=bicubic+accurate_rnd+full_chroma_int';
  return [`scale=in_color_matrix=${matrix}:in_range=${range}:${flags}`, `scale=out_color_matrix=${matrix}:out_range=${range}:${flags}`];
}

/** The filter that applies the transform to planar RGB (the middle of relightFilter's chain). */
export function transformFilter(lut: RelightLut, highBitDepth = false): string {
  if (lut.kind === 'curves') return `curves=r='${lut.points.r}':g='${lut.points.g}':b='${lut.points.b}'`;
  const escaped = lut.path.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/:/g, '\\:');
  return lut.kind === '1d' ? `lut1d=file='${escaped}':interp=${highBitDepth ? 'linear' : 'nearest'}` : `lut3d=file='${escaped}':interp=tetrahedral`;
}

/** Encoder and container arguments that reproduce the source's codec settings. */
export function encoderArgs(source: SourceStream, preset?: number | string): string[] {
  const common = ['-pix_fmt', source.pixFmt, '-g', String(source.gop)];
  let codec: string[];
  switch (source.codec) {
    case 'av1':
      codec = ['-c:v', 'libsvtav1', '-preset', String(preset ?? defaultSvtPreset()), '-crf', String(LEROBOT_AV1_CRF)];
      break;
    case 'h264':
      codec = ['-c:v', 'libx264', '-preset', String(typeof preset === 'string' ? preset : 'medium'), '-crf', String(source.x264Crf ?? 23)];
      break;
    case 'hevc':
      codec = ['-c:v', 'libx265', '-preset', String(typeof preset === 'string' ? preset : 'medium'), '-crf', '28', '-tag:v', 'hvc1'];
      break;
    default:
      throw new RelightError('incompatible_dataset', `videos in ${source.codec} cannot be relit; av1, h264 and hevc are supported.`);
  }
  const tags: string[] = [];
  if (source.colorRange) tags.push('-color_range', source.colorRange);
  if (source.colorSpace) tags.push('-colorspace', source.colorSpace);
  if (source.colorPrimaries) tags.push('-color_primaries', source.colorPrimaries);
  if (source.colorTransfer) tags.push('-color_trc', source.colorTransfer);
  return [
    ...codec,
    ...common,
    ...tags,
    '-fps_mode', 'passthrough',
    ...(source.timescale ? ['-video_track_timescale', String(source.timescale)] : []),
    '-an',
    '-map_metadata', '0',
  ];
}

/** The whole ffmpeg argument list for one file (without runFfmpeg's own leading flags). */
export function relightArgs(
  inputPath: string,
  outputPath: string,
  source: SourceStream,
  lut: RelightLut,
  options: { preset?: number | string; converter?: ColourConverter } = {},
): string[] {
  const filter = relightFilter(source, lut, options.converter);
  return ['-i', inputPath, '-map', '0:v:0', '-vf', filter, ...encoderArgs(source, options.preset), '-f', 'mp4', outputPath];
}
