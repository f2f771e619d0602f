/**
 * Bakes a camera's transform for the filter graph, the cheapest way that keeps it exact: a 3D LUT
 * only when the channels mix (saturation, white balance: see cube.ts isSeparable), else per-channel
 * curves at every 8-bit code value, or a 1D LUT for sources above 8 bits.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ffmpegHasFilter } from '../../core/media/filters.js';
import { bakeCube, bakeCube1d, isSeparable } from '../../core/relight/cube.js';
import { bakeCurves } from '../../core/relight/curves.js';
import type { RelightParams } from '../../core/relight/params.js';
import { isHighBitDepth, LUT_1D_SIZE } from './encoder.js';
import type { ColourConverter, RelightLut, SourceStream } from './encoder.js';

export interface BakeLutOptions {
  /** File names in `dir` start with this. */
  name: string;
  title: string;
  /** Edge of the 3D LUT (default 33). */
  lutSize?: number | undefined;
}

export async function bakeRelightLut(params: RelightParams, source: SourceStream, dir: string, options: BakeLutOptions): Promise<RelightLut> {
  if (!isSeparable(params)) {
    const path = join(dir, `${options.name}.3d.cube`);
    await writeFile(path, bakeCube(params, options.lutSize, options.title));
    return { kind: '3d', path };
  }
  if (!isHighBitDepth(source.pixFmt)) return { kind: 'curves', points: bakeCurves(params) };
  const path = join(dir, `${options.name}.1d.cube`);
  await writeFile(path, bakeCube1d(params, LUT_1D_SIZE, options.title));
  return { kind: '1d', path };
}

/** zscale where this ffmpeg has it (builds with libzimg: Debian's, Homebrew's), else swscale. */
export async function colourConverter(): Promise<ColourConverter> {
  return (await ffmpegHasFilter('zscale')) ? 'zscale' : 'swscale';
}
