import { whiteBalanceGains } from '../relight/colour.js';
import { RELIGHT_RANGES } from '../relight/params.js';
import type { RelightParams } from '../relight/params.js';
import type { Look } from './image-look.js';

export interface LookMatch {
  params: RelightParams;
  /** One sentence with the measured numbers. */
  explanation: string;
}

const KELVIN_STEPS = 240;
const TINT_STEPS = 81;

/**
 * Relight parameters that move `from` (the dataset's frames) toward `to` (a photo): exposure
 * from the ratio of mean linear luminance; temperature and tint by searching the white-balance
 * gains whose channel ratios best match the ratio of the two grey-world means; saturation from
 * the ratio of cast-free colourfulness when it differs by more than 15 %.
 */
export function matchLook(from: Look, to: Look): LookMatch {
  const params: RelightParams = {};
  const ratio = to.luminance / Math.max(1e-6, from.luminance);
  params.exposure = round(clamp(Math.log2(ratio), RELIGHT_RANGES.exposure), 2);

  const want = [0, 1, 2].map((i) => Math.log(Math.max(1e-6, to.meanLinear[i]!) / Math.max(1e-6, from.meanLinear[i]!)));
  const wantRG = want[0]! - want[1]!;
  const wantBG = want[2]! - want[1]!;
  let best = { kelvin: 6500, tint: 0, error: Number.POSITIVE_INFINITY };
  const { min: kMin, max: kMax } = RELIGHT_RANGES.temperature;
  for (let k = 0; k < KELVIN_STEPS; k++) {
    // Even steps in mired (1/T): perceptually even, dense at the warm end.
    const kelvin = 1 / (1 / kMin + ((1 / kMax - 1 / kMin) * k) / (KELVIN_STEPS - 1));
    for (let t = 0; t < TINT_STEPS; t++) {
      const tint = -1 + (2 * t) / (TINT_STEPS - 1);
      const gains = whiteBalanceGains(kelvin, tint);
      if (gains.some((g) => g <= 0)) continue;
      const rg = Math.log(gains[0] / gains[1]) - wantRG;
      const bg = Math.log(gains[2] / gains[1]) - wantBG;
      const error = rg * rg + bg * bg + 1e-4 * tint * tint;
      if (error < best.error) best = { kelvin, tint, error };
    }
  }
  params.temperature = Math.round(best.kelvin / 10) * 10;
  params.tint = round(best.tint, 2);

  const saturationRatio = to.colourfulness / Math.max(1e-6, from.colourfulness);
  let saturationNote = `colourfulness ${from.colourfulness.toFixed(3)} → ${to.colourfulness.toFixed(3)} (kept)`;
  if (Math.abs(Math.log(saturationRatio)) > Math.log(1.15)) {
    params.saturation = round(clamp(saturationRatio, RELIGHT_RANGES.saturation), 2);
    saturationNote = `colourfulness ${from.colourfulness.toFixed(3)} → ${to.colourfulness.toFixed(3)} (saturation ${params.saturation})`;
  }
  const rgb = (look: Look) => look.meanLinear.map((v) => v.toFixed(3)).join('/');
  return {
    params,
    explanation:
      `mean linear luminance ${from.luminance.toFixed(3)} → ${to.luminance.toFixed(3)} (exposure ${signedText(params.exposure)}), ` +
      `grey-world RGB ${rgb(from)} → ${rgb(to)} (temperature ${params.temperature} K, tint ${params.tint}), ${saturationNote}`,
  };
}

function clamp(value: number, range: { min: number; max: number }): number {
  return Math.min(range.max, Math.max(range.min, value));
}

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f + 0;
}

function signedText(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}
