/** Adobe/Resolve `.cube` 3D LUTs: baking the relight transform and reading a file back. */
import { REFERENCE_KELVIN, relightTransform } from './colour.js';
import type { Rgb } from './colour.js';
import type { RelightParams } from './params.js';

export const DEFAULT_LUT_SIZE = 33;

/**
 * The relight transform sampled on a size³ grid as `.cube` text. Red varies fastest, then green,
 * then blue, as the format (and ffmpeg's lut3d) expects; domain 0..1.
 */
export function bakeCube(params: RelightParams, size = DEFAULT_LUT_SIZE, title = 'relight'): string {
  if (!Number.isInteger(size) || size < 2 || size > 256) throw new Error(`LUT size must be a whole number in 2..256, not ${size}.`);
  const transform = relightTransform(params);
  const lines: string[] = [
    `TITLE "${title.replace(/"/g, "'")}"`,
    `LUT_3D_SIZE ${size}`,
    'DOMAIN_MIN 0.0 0.0 0.0',
    'DOMAIN_MAX 1.0 1.0 1.0',
  ];
  const step = 1 / (size - 1);
  for (let b = 0; b < size; b++) {
    for (let g = 0; g < size; g++) {
      for (let r = 0; r < size; r++) {
        const out = transform([r * step, g * step, b * step]);
        lines.push(`${out[0].toFixed(6)} ${out[1].toFixed(6)} ${out[2].toFixed(6)}`);
      }
    }
  }
  return `${lines.join('\n')}\n`;
}

/**
 * With saturation 1 nothing mixes the channels (gains, exposure, clip, encode and contrast all act
 * per channel), so the same transform fits in three 1D curves: exact at every code value of an
 * 8-bit source with 256 entries, and far cheaper for ffmpeg (`lut1d`) than 3D interpolation.
 */
export function isSeparable(params: RelightParams): boolean {
  const neutral = (value: number | null | undefined, identity: number) => value === undefined || value === null || value === identity;
  // Saturation and the white balance's luminance hold both mix channels.
  return neutral(params.saturation, 1) && neutral(params.temperature, REFERENCE_KELVIN) && neutral(params.tint, 0);
}

/** The relight transform as a `.cube` 1D LUT (`LUT_1D_SIZE`); only valid when isSeparable(params). */
export function bakeCube1d(params: RelightParams, size = 256, title = 'relight'): string {
  if (!isSeparable(params)) throw new Error('a 1D LUT cannot hold a saturation change; bake a 3D LUT.');
  if (!Number.isInteger(size) || size < 2 || size > 65536) throw new Error(`1D LUT size must be a whole number in 2..65536, not ${size}.`);
  const transform = relightTransform(params);
  const lines: string[] = [`TITLE "${title.replace(/"/g, "'")}"`, `LUT_1D_SIZE ${size}`, 'DOMAIN_MIN 0.0 0.0 0.0', 'DOMAIN_MAX 1.0 1.0 1.0'];
  for (let i = 0; i < size; i++) {
    const v = i / (size - 1);
    const out = transform([v, v, v]);
    lines.push(`${out[0].toFixed(6)} ${out[1].toFixed(6)} ${out[2].toFixed(6)}`);
  }
  return `${lines.join('\n')}\n`;
}

export interface ParsedCube {
  title: string | null;
  size: number;
  domainMin: Rgb;
  domainMax: Rgb;
  /** size³ entries of RGB, red fastest. */
  table: Float64Array;
}

/** Reads a 3D `.cube` file (the subset bakeCube writes, plus comments and blank lines). */
export function parseCube(text: string): ParsedCube {
  let title: string | null = null;
  let size = 0;
  let domainMin: Rgb = [0, 0, 0];
  let domainMax: Rgb = [1, 1, 1];
  const values: number[] = [];
  for (const [number, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const [keyword, ...rest] = line.split(/\s+/);
    if (keyword === 'TITLE') title = line.slice(5).trim().replace(/^"|"$/g, '');
    else if (keyword === 'LUT_3D_SIZE') size = Number(rest[0]);
    else if (keyword === 'DOMAIN_MIN') domainMin = rest.map(Number) as Rgb;
    else if (keyword === 'DOMAIN_MAX') domainMax = rest.map(Number) as Rgb;
    else if (keyword === 'LUT_1D_SIZE') throw new Error('1D LUTs are not supported.');
    else {
      const triple = line.split(/\s+/).map(Number);
      if (triple.length !== 3 || triple.some((v) => !Number.isFinite(v))) throw new Error(`line ${number + 1} is not an RGB triple: ${line}`);
      values.push(...triple);
    }
  }
  if (!Number.isInteger(size) || size < 2) throw new Error('LUT_3D_SIZE is missing or invalid.');
  if (values.length !== size ** 3 * 3) throw new Error(`expected ${size ** 3} entries for size ${size}, found ${values.length / 3}.`);
  return { title, size, domainMin, domainMax, table: Float64Array.from(values) };
}

/** The LUT entry at grid point (r, g, b), each 0..size−1. */
export function cubeEntry(cube: ParsedCube, r: number, g: number, b: number): Rgb {
  const i = ((b * cube.size + g) * cube.size + r) * 3;
  return [cube.table[i]!, cube.table[i + 1]!, cube.table[i + 2]!];
}
