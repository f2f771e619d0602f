import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeRgbFrames } from '../media/decode.js';
import { srgbDecode } from '../relight/colour.js';
import type { Rgb } from '../relight/colour.js';

/** The look of a picture (or of several frames) in linear light. */
export interface Look {
  /** Mean linear R, G, B (0..1). */
  meanLinear: Rgb;
  /** Mean linear luminance. */
  luminance: number;
  /** Mean distance of each pixel's linear RGB from its own grey, relative to the mean luminance, after removing the mean cast. */
  colourfulness: number;
  pixels: number;
}

const SAMPLE_WIDTH = 64;
const SAMPLE_HEIGHT = 48;

const LINEAR = Float64Array.from({ length: 256 }, (_, v) => srgbDecode(v / 255));

/** Measures packed RGB24 pixels. */
export function measureLook(rgb: Uint8Array): Look {
  const pixels = Math.floor(rgb.length / 3);
  const sums = [0, 0, 0];
  for (let i = 0; i < pixels * 3; i += 3) {
    sums[0]! += LINEAR[rgb[i]!]!;
    sums[1]! += LINEAR[rgb[i + 1]!]!;
    sums[2]! += LINEAR[rgb[i + 2]!]!;
  }
  const mean = sums.map((s) => s / Math.max(1, pixels)) as Rgb;
  const y = 0.2126 * mean[0] + 0.7152 * mean[1] + 0.0722 * mean[2];
  // Grey-world: dividing by the mean's channel ratios removes the cast, leaving the scene's own colours.
  const cast = mean.map((m) => (m > 1e-6 && y > 1e-6 ? m / y : 1)) as Rgb;
  let chroma = 0;
  for (let i = 0; i < pixels * 3; i += 3) {
    const r = LINEAR[rgb[i]!]! / cast[0];
    const g = LINEAR[rgb[i + 1]!]! / cast[1];
    const b = LINEAR[rgb[i + 2]!]! / cast[2];
    const py = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    chroma += (Math.abs(r - py) + Math.abs(g - py) + Math.abs(b - py)) / 3;
  }
  return { meanLinear: mean, luminance: y, colourfulness: y > 1e-6 ? chroma / Math.max(1, pixels) / y : 0, pixels };
}

const EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;

/** Decodes a photo (jpeg, png or webp, base64) with ffmpeg to a small RGB picture and measures it. */
export async function measurePhoto(base64: string, mediaType: keyof typeof EXTENSIONS, signal?: AbortSignal): Promise<Look> {
  const dir = await mkdtemp(join(tmpdir(), 'rlp-photo-'));
  try {
    const path = join(dir, `photo.${EXTENSIONS[mediaType] ?? 'img'}`);
    await writeFile(path, Buffer.from(base64, 'base64'));
    const decoded = await decodeRgbFrames(path, { width: SAMPLE_WIDTH, height: SAMPLE_HEIGHT, maxFrames: 1, ...(signal ? { signal } : {}) });
    if (decoded.frames < 1) throw new Error('the reference image holds no picture.');
    return measureLook(decoded.rgb.subarray(0, SAMPLE_WIDTH * SAMPLE_HEIGHT * 3));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Measures a few frames of a video, each starting at one of `seconds`. */
export async function measureVideoFrames(path: string, seconds: number[], signal?: AbortSignal): Promise<Look> {
  const chunks: Buffer[] = [];
  for (const start of seconds) {
    const decoded = await decodeRgbFrames(path, { width: SAMPLE_WIDTH, height: SAMPLE_HEIGHT, startSeconds: start, maxFrames: 1, ...(signal ? { signal } : {}) });
    if (decoded.frames > 0) chunks.push(decoded.rgb.subarray(0, SAMPLE_WIDTH * SAMPLE_HEIGHT * 3));
  }
  if (chunks.length === 0) throw new Error(`no frame could be decoded from ${path}.`);
  return measureLook(Buffer.concat(chunks));
}
