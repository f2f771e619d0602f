/**
 * A separable relight transform as ffmpeg `curves` key points, one per 8-bit code value: curves
 * turns them into a 256-entry table per channel and looks each sample up, which costs a fraction of
 * `lut1d` (that one interpolates in float per sample).
 */
import { relightTransform } from './colour.js';
import { isSeparable } from './cube.js';
import type { RelightParams } from './params.js';

export interface CurvesPoints {
  r: string;
  g: string;
  b: string;
}

/** The output code (0..255) the transform gives each input code, per channel, rounded. */
export function curvesCodes(params: RelightParams): [number[], number[], number[]] {
  if (!isSeparable(params)) throw new Error('curves cannot hold a saturation or white-balance change; bake a 3D LUT.');
  const transform = relightTransform(params);
  const codes: [number[], number[], number[]] = [[], [], []];
  for (let code = 0; code < 256; code++) {
    const out = transform([code / 255, code / 255, code / 255]);
    for (let c = 0; c < 3; c++) codes[c]!.push(Math.round(out[c]! * 255));
  }
  return codes;
}

/**
 * `x/y` pairs for curves' r, g and b options. Every code value is a key point, so the spline
 * curves fits through them is read only at its knots and the table holds exactly these codes.
 * curves truncates `v * 255` to a whole code for both x and y, so each value sits a quarter code
 * above its code (where rounding would give the same code); 255 is written as 1.
 */
export function bakeCurves(params: RelightParams): CurvesPoints {
  const position = (code: number) => (code === 255 ? '1' : ((code + 0.25) / 255).toPrecision(7));
  const [r, g, b] = curvesCodes(params).map((channel) => channel.map((out, input) => `${position(input)}/${position(out)}`).join(' '));
  return { r: r!, g: g!, b: b! };
}
