import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProcess } from '../../core/media/process.js';
import { relightTransform } from '../../core/relight/colour.js';
import type { Rgb } from '../../core/relight/colour.js';
import { bakeCube } from '../../core/relight/cube.js';
import { bakeCurves, curvesCodes } from '../../core/relight/curves.js';
import { relightFilter, transformFilter } from '../../jobs/relight/encoder.js';
import type { ColourConverter, SourceStream } from '../../jobs/relight/encoder.js';
import { makeTempDir } from '../helpers/temp-dir.js';

/**
 * The relight filter graph against the transform it bakes, on raw frames (no codec in the way): the
 * YUV matrix and range follow the source's tags, and the colours that come out are the transform's.
 */

const PATCH = 16;
const COLUMNS = 8;
const ROWS = 6;
const WIDTH = PATCH * COLUMNS;
const HEIGHT = PATCH * ROWS;

/** Y′CbCr weights of the matrices the test tags sources with. */
const WEIGHTS = { bt601: { kr: 0.299, kb: 0.114 }, bt709: { kr: 0.2126, kb: 0.0722 } } as const;
type Matrix = keyof typeof WEIGHTS;

function toYuv(rgb: Rgb, matrix: Matrix, full: boolean): [number, number, number] {
  const { kr, kb } = WEIGHTS[matrix];
  const y = kr * rgb[0] + (1 - kr - kb) * rgb[1] + kb * rgb[2];
  const cb = (rgb[2] - y) / (2 * (1 - kb));
  const cr = (rgb[0] - y) / (2 * (1 - kr));
  return full ? [255 * y, 128 + 255 * cb, 128 + 255 * cr] : [16 + 219 * y, 128 + 224 * cb, 128 + 224 * cr];
}

function toRgb(yuv: [number, number, number], matrix: Matrix, full: boolean): Rgb {
  const { kr, kb } = WEIGHTS[matrix];
  const y = full ? yuv[0] / 255 : (yuv[0] - 16) / 219;
  const cb = (yuv[1] - 128) / (full ? 255 : 224);
  const cr = (yuv[2] - 128) / (full ? 255 : 224);
  const r = y + 2 * (1 - kr) * cr;
  const b = y + 2 * (1 - kb) * cb;
  return [r, (y - kr * r - kb * b) / (1 - kr - kb), b];
}

/** Flat patches of moderate colours (inside the gamut, away from the clipping edges where a 33³ grid is coarse). */
function patchColours(): Rgb[] {
  const colours: Rgb[] = [];
  for (let i = 0; i < COLUMNS * ROWS; i++) colours.push([0.1 + ((i * 37) % 61) / 100, 0.1 + ((i * 53) % 67) / 100, 0.1 + ((i * 29) % 71) / 100]);
  return colours;
}

/** A yuv420p frame of the patches, converted here (not by ffmpeg) with the given matrix and range. */
function patchFrame(colours: Rgb[], matrix: Matrix, full: boolean): Buffer {
  const frame = Buffer.alloc((WIDTH * HEIGHT * 3) / 2);
  const chroma = WIDTH * HEIGHT;
  for (let py = 0; py < HEIGHT; py++) {
    for (let px = 0; px < WIDTH; px++) {
      const [y, cb, cr] = toYuv(colours[Math.floor(py / PATCH) * COLUMNS + Math.floor(px / PATCH)]!, matrix, full);
      frame[py * WIDTH + px] = Math.round(y);
      if (py % 2 === 0 && px % 2 === 0) {
        const at = (py / 2) * (WIDTH / 2) + px / 2;
        frame[chroma + at] = Math.round(cb);
        frame[chroma + chroma / 4 + at] = Math.round(cr);
      }
    }
  }
  return frame;
}

/** RGB (0..1) at the centre of each patch of a yuv420p frame. */
function patchCentres(frame: Buffer, matrix: Matrix, full: boolean): Rgb[] {
  const chroma = WIDTH * HEIGHT;
  const centres: Rgb[] = [];
  for (let i = 0; i < COLUMNS * ROWS; i++) {
    const py = Math.floor(i / COLUMNS) * PATCH + PATCH / 2;
    const px = (i % COLUMNS) * PATCH + PATCH / 2;
    const at = (py / 2) * (WIDTH / 2) + px / 2;
    centres.push(toRgb([frame[py * WIDTH + px]!, frame[chroma + at]!, frame[chroma + chroma / 4 + at]!], matrix, full));
  }
  return centres;
}

async function ffmpeg(args: string[]): Promise<void> {
  const result = await runProcess('ffmpeg', ['-hide_banner', '-v', 'error', '-y', ...args]);
  expect(result.exitCode, result.stderrTail).toBe(0);
}

const source = (matrix: Matrix, full: boolean): SourceStream => ({
  codec: 'av1', pixFmt: 'yuv420p', width: WIDTH, height: HEIGHT, fps: 30, fpsRational: '30/1', frames: 1, duration: 1 / 30,
  colorSpace: matrix === 'bt709' ? 'bt709' : null, colorPrimaries: null, colorTransfer: null, colorRange: full ? 'pc' : 'tv',
  bitRate: null, gop: 1, timescale: null, x264Crf: null,
});

let temp: { path: string; cleanup: () => Promise<void> };
beforeAll(async () => {
  temp = await makeTempDir('relight-filter');
});
afterAll(() => temp?.cleanup());

describe('relight filter graph', () => {
  it('curves holds exactly the separable transform at every 8-bit code value of every channel', async () => {
    for (const params of [{ exposure: -1 }, { exposure: 1.3, contrast: 1.4 }, { exposure: -2.5, contrast: 0.6 }]) {
      const ramp = Buffer.alloc(256 * 3);
      for (let code = 0; code < 256; code++) ramp.fill(code, code * 3, code * 3 + 3);
      const input = join(temp.path, 'ramp.rgb');
      const output = join(temp.path, 'ramp-out.rgb');
      await writeFile(input, ramp);
      const filter = `format=gbrp,${transformFilter({ kind: 'curves', points: bakeCurves(params) })},format=rgb24`;
      await ffmpeg(['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', '256x1', '-i', input, '-vf', filter, '-f', 'rawvideo', output]);
      const out = await readFile(output);
      const codes = curvesCodes(params);
      const got: [number[], number[], number[]] = [[], [], []];
      for (let code = 0; code < 256; code++) for (let c = 0; c < 3; c++) got[c]!.push(out[code * 3 + c]!);
      expect(got, JSON.stringify(params)).toEqual(codes);
    }
  });

  const cases: { converter: ColourConverter; matrix: Matrix; full: boolean }[] = [
    { converter: 'zscale', matrix: 'bt601', full: false },
    { converter: 'zscale', matrix: 'bt709', full: false },
    { converter: 'zscale', matrix: 'bt709', full: true },
    { converter: 'swscale', matrix: 'bt709', full: false },
  ];
  it.each(cases)('$converter, $matrix, full range $full: colours come out as the transform gives them', async ({ converter, matrix, full }) => {
    const colours = patchColours();
    const input = join(temp.path, `patches-${matrix}-${full}.yuv`);
    await writeFile(input, patchFrame(colours, matrix, full));
    const transforms = {
      identity: { kind: '3d' as const, params: {} },
      warm: { kind: '3d' as const, params: { temperature: 4000, tint: 0.2, saturation: 1.1, exposure: -0.5, contrast: 1.1 } },
      darker: { kind: 'curves' as const, params: { exposure: -1, contrast: 1.2 } },
    };
    for (const [name, { kind, params }] of Object.entries(transforms)) {
      const cube = join(temp.path, `${name}.cube`);
      if (kind === '3d') await writeFile(cube, bakeCube(params));
      const lut = kind === '3d' ? { kind, path: cube } : { kind, points: bakeCurves(params) };
      const output = join(temp.path, `out-${name}.yuv`);
      const filter = relightFilter(source(matrix, full), lut, converter);
      await ffmpeg(['-f', 'rawvideo', '-pix_fmt', 'yuv420p', '-s', `${WIDTH}x${HEIGHT}`, '-i', input, '-vf', filter, '-f', 'rawvideo', output]);
      const got = patchCentres(await readFile(output), matrix, full);
      const transform = relightTransform(params);
      // Quantising to 8-bit YUV here, in ffmpeg, and back costs up to about 2 codes per channel.
      const worst = Math.max(...colours.map((colour, i) => Math.max(...transform(colour).map((want, c) => Math.abs(want - got[i]![c]!) * 255))));
      expect(worst, name).toBeLessThan(3.5);
    }
  });
});
