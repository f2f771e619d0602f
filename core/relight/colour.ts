/**
 * The relight transform of DESIGN.md "Relight maths", per pixel on sRGB-encoded values in 0..1:
 * decode → white-balance gains → 2^exposure → saturation around linear Y → clip → encode →
 * contrast S-curve pivoting at encode(0.18).
 */
import { RELIGHT_DEFAULTS } from './params.js';
import type { CompleteRelightParams, RelightParams } from './params.js';

export type Rgb = [number, number, number];

/** Rec. 709 / sRGB luminance weights of linear R, G, B. */
export const LUMA: Rgb = [0.2126, 0.7152, 0.0722];

/** One tint unit in Duv (CIE 1960 uv distance from the Planckian locus). ±1 → ±0.02, a strong cast. */
export const DUV_PER_TINT = 0.02;

export const REFERENCE_KELVIN = 6500;

/** sRGB EOTF (IEC 61966-2-1): encoded 0..1 → linear light. */
export function srgbDecode(v: number): number {
  return v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
}

/** Inverse of srgbDecode: linear light → encoded 0..1 (negative input gives 0). */
export function srgbEncode(l: number): number {
  if (l <= 0) return 0;
  return l <= 0.0031308 ? 12.92 * l : 1.055 * Math.pow(l, 1 / 2.4) - 0.055;
}

export function luminance(rgb: Rgb): number {
  return LUMA[0] * rgb[0] + LUMA[1] * rgb[1] + LUMA[2] * rgb[2];
}

/** Planckian locus in CIE 1960 (u, v), Krystek 1985 rational approximation (1000–15000 K). */
export function planckianUv(kelvin: number): { u: number; v: number } {
  const t = kelvin;
  const u = (0.860117757 + 1.54118254e-4 * t + 1.28641212e-7 * t * t) / (1 + 8.42420235e-4 * t + 7.08145163e-7 * t * t);
  const v = (0.317398726 + 4.22806245e-5 * t + 4.20481691e-8 * t * t) / (1 - 2.89741816e-5 * t + 1.61456053e-7 * t * t);
  return { u, v };
}

/**
 * Chromaticity (u, v) of a light at `kelvin` moved `duv` along the locus normal; positive duv is
 * above the locus (greener), negative below (magenta), as in ANSI C78.377.
 */
export function lightUv(kelvin: number, duv: number): { u: number; v: number } {
  const at = planckianUv(kelvin);
  if (duv === 0) return at;
  const step = Math.max(1, kelvin * 1e-4);
  const ahead = planckianUv(kelvin + step);
  const behind = planckianUv(kelvin - step);
  const du = ahead.u - behind.u;
  const dv = ahead.v - behind.v;
  const length = Math.hypot(du, dv);
  // Of the two normals, take the one pointing to larger v (towards green).
  let nu = -dv / length;
  let nv = du / length;
  if (nv < 0) {
    nu = -nu;
    nv = -nv;
  }
  return { u: at.u + duv * nu, v: at.v + duv * nv };
}

/** CIE 1960 (u, v) at luminance Y = 1 → linear sRGB (D65 primaries), unclamped. */
export function uvToLinearSrgb(u: number, v: number): Rgb {
  const d = 2 * u - 8 * v + 4;
  const x = (3 * u) / d;
  const y = (2 * v) / d;
  const X = x / y;
  const Y = 1;
  const Z = (1 - x - y) / y;
  return [
    3.2404542 * X - 1.5371385 * Y - 0.4985314 * Z,
    -0.969266 * X + 1.8760108 * Y + 0.041556 * Z,
    0.0556434 * X - 0.2040259 * Y + 1.0572252 * Z,
  ];
}

/**
 * Per-channel gains that recolour a scene lit at 6500 K as if lit by a light at `kelvin` with
 * `tint` (green −, magenta +): rgb(T, tint) / rgb(6500, 0), clamped at 0, then divided by their
 * own luminance so neutral greys keep their brightness.
 */
export function whiteBalanceGains(kelvin: number, tint: number): Rgb {
  // Tint + is magenta: below the locus, i.e. negative Duv.
  const light = lightUv(kelvin, -tint * DUV_PER_TINT);
  const reference = planckianUv(REFERENCE_KELVIN);
  const target = uvToLinearSrgb(light.u, light.v);
  const base = uvToLinearSrgb(reference.u, reference.v);
  const raw: Rgb = [0, 1, 2].map((i) => Math.max(0, target[i]! / base[i]!)) as Rgb;
  const y = luminance(raw);
  return y > 0 ? (raw.map((g) => g / y) as Rgb) : [1, 1, 1];
}

/** Mid-grey (18 % linear) encoded: the contrast curve's fixed pivot, ≈ 0.4614. */
export const CONTRAST_PIVOT = srgbEncode(0.18);

/** S-curve on encoded values: fixes 0, the pivot and 1; c > 1 deepens shadows and lifts highlights. */
export function contrastCurve(v: number, c: number): number {
  if (c === 1) return v;
  const p = CONTRAST_PIVOT;
  if (v <= 0) return 0;
  if (v >= 1) return 1;
  if (v <= p) return p * Math.pow(v / p, c);
  return 1 - (1 - p) * Math.pow((1 - v) / (1 - p), c);
}

/** The whole transform for one parameter set, precomputed: encoded RGB in, encoded RGB out. */
export function relightTransform(params: RelightParams): (rgb: Rgb) => Rgb {
  const p: CompleteRelightParams = { ...RELIGHT_DEFAULTS, ...definedOnly(params) };
  const gains = whiteBalanceGains(p.temperature, p.tint);
  const exposure = Math.pow(2, p.exposure);
  const s = p.saturation;
  const c = p.contrast;
  return (rgb) => {
    const balanced = holdLuminance([srgbDecode(rgb[0]), srgbDecode(rgb[1]), srgbDecode(rgb[2])], gains);
    const lin: Rgb = [balanced[0] * exposure, balanced[1] * exposure, balanced[2] * exposure];
    const y = luminance(lin);
    const out: Rgb = [0, 0, 0];
    for (let i = 0; i < 3; i++) {
      const saturated = y + s * (lin[i]! - y);
      const clipped = Math.min(1, Math.max(0, saturated));
      out[i] = contrastCurve(srgbEncode(clipped), c);
    }
    return out;
  };
}

/**
 * White balance that never changes brightness: the gains recolour the pixel, then it is rescaled
 * to its own input luminance; a channel that would pass 1 is pulled towards the pixel's grey
 * (which keeps luminance) instead of being clipped.
 */
export function holdLuminance(lin: Rgb, gains: Rgb): Rgb {
  const yIn = luminance(lin);
  const out: Rgb = [lin[0] * gains[0], lin[1] * gains[1], lin[2] * gains[2]];
  const yOut = luminance(out);
  if (yOut <= 0) return [yIn, yIn, yIn];
  const scale = yIn / yOut;
  for (let i = 0; i < 3; i++) out[i] = out[i]! * scale;
  const peak = Math.max(out[0], out[1], out[2]);
  if (peak > 1) {
    const t = (1 - yIn) / (peak - yIn);
    for (let i = 0; i < 3; i++) out[i] = yIn + t * (out[i]! - yIn);
  }
  return out;
}

function definedOnly(params: RelightParams): RelightParams {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== null));
}
