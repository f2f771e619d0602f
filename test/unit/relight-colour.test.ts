import { describe, expect, it } from 'vitest';
import { bakeCurves } from '../../core/relight/curves.js';
import {
  CONTRAST_PIVOT,
  contrastCurve,
  luminance,
  planckianUv,
  relightTransform,
  srgbDecode,
  srgbEncode,
  whiteBalanceGains,
} from '../../core/relight/colour.js';
import type { Rgb } from '../../core/relight/colour.js';
import { bakeCube, bakeCube1d, cubeEntry, isSeparable, parseCube } from '../../core/relight/cube.js';

const linearLuminance = (rgb: Rgb) => luminance(rgb.map(srgbDecode) as Rgb);

describe('sRGB transfer (IEC 61966-2-1)', () => {
  it('matches hand-computed values on both segments and round-trips', () => {
    expect(srgbDecode(0)).toBe(0);
    expect(srgbDecode(1)).toBeCloseTo(1, 12);
    expect(srgbDecode(0.04045)).toBeCloseTo(0.04045 / 12.92, 12); // linear segment
    expect(srgbDecode(0.5)).toBeCloseTo(0.214041, 6); // ((0.5+0.055)/1.055)^2.4
    expect(srgbEncode(0.18)).toBeCloseTo(0.461356, 5);
    expect(CONTRAST_PIVOT).toBeCloseTo(0.4614, 4);
    for (const v of [0, 0.01, 0.2, 0.5, 0.73, 1]) expect(srgbEncode(srgbDecode(v))).toBeCloseTo(v, 10);
  });
});

describe('Planckian locus (Krystek 1985)', () => {
  it('puts 6500 K near the published uv and the locus moves to lower u as kelvin rises', () => {
    const d = planckianUv(6500);
    // A 6500 K blackbody is at xy ≈ (0.3135, 0.3237), i.e. uv = (4x, 6y) / (−2x + 12y + 3) ≈ (0.2004, 0.3104).
    expect(d.u).toBeCloseTo(0.2004, 3);
    expect(d.v).toBeCloseTo(0.3104, 3);
    expect(planckianUv(2000).u).toBeGreaterThan(planckianUv(4000).u);
    expect(planckianUv(4000).u).toBeGreaterThan(planckianUv(10000).u);
  });
});

describe('white balance gains', () => {
  it('are exactly 1 at 6500 K with no tint', () => {
    for (const g of whiteBalanceGains(6500, 0)) expect(g).toBeCloseTo(1, 10);
  });

  it('always have unit luminance, so neutral grey keeps its brightness', () => {
    for (const kelvin of [1500, 2000, 3200, 5600, 6500, 7500, 12000]) {
      for (const tint of [-1, -0.4, 0, 0.5, 1]) {
        expect(luminance(whiteBalanceGains(kelvin, tint))).toBeCloseTo(1, 10);
      }
    }
  });

  it('lower kelvin is warmer: R/B rises monotonically as kelvin falls', () => {
    const ratios = [12000, 9000, 6500, 5000, 3200, 1900].map((k) => {
      const g = whiteBalanceGains(k, 0);
      return g[0] / g[2];
    });
    for (let i = 1; i < ratios.length; i++) expect(ratios[i]!).toBeGreaterThan(ratios[i - 1]!);
    expect(ratios[2]).toBeCloseTo(1, 10);
  });

  it('tint − is greener and tint + more magenta', () => {
    const green = whiteBalanceGains(6500, -0.5);
    const magenta = whiteBalanceGains(6500, 0.5);
    expect(green[1] / ((green[0] + green[2]) / 2)).toBeGreaterThan(1);
    expect(magenta[1] / ((magenta[0] + magenta[2]) / 2)).toBeLessThan(1);
  });
});

describe('relight transform', () => {
  it('is the identity with default parameters', () => {
    const identity = relightTransform({});
    for (const rgb of [[0, 0, 0], [1, 1, 1], [0.2, 0.5, 0.9], [0.46, 0.46, 0.46], [1, 0, 0.3]] as Rgb[]) {
      identity(rgb).forEach((v, i) => expect(v).toBeCloseTo(rgb[i]!, 10));
    }
  });

  it('keeps a neutral grey at the same linear luminance under any temperature and tint', () => {
    const grey: Rgb = [0.4, 0.4, 0.4];
    const before = linearLuminance(grey);
    for (const temperature of [1500, 2700, 3200, 5000, 9000, 12000]) {
      for (const tint of [-1, 0, 0.7]) {
        expect(linearLuminance(relightTransform({ temperature, tint })(grey))).toBeCloseTo(before, 6);
      }
    }
  });

  it('exposure −1 halves linear light and +1 doubles it (below clipping)', () => {
    for (const v of [0.1, 0.3, 0.5]) {
      const [r] = relightTransform({ exposure: -1 })([v, v, v]);
      expect(srgbDecode(r)).toBeCloseTo(srgbDecode(v) / 2, 10);
      const [up] = relightTransform({ exposure: 1 })([v, v, v]);
      expect(srgbDecode(up)).toBeCloseTo(srgbDecode(v) * 2, 10);
    }
    // Hand-computed: encoded 0.5 is 0.214041 linear; half is 0.107021, encoded 1.055·0.107021^(1/2.4) − 0.055 = 0.360780.
    expect(relightTransform({ exposure: -1 })([0.5, 0.5, 0.5])[0]).toBeCloseTo(0.36078, 5);
  });

  it('contrast fixes 0, mid-grey and 1, is monotonic, and deepens shadows / lifts highlights above 1', () => {
    for (const c of [0.5, 0.8, 1.3, 2]) {
      expect(contrastCurve(0, c)).toBe(0);
      expect(contrastCurve(1, c)).toBe(1);
      expect(contrastCurve(CONTRAST_PIVOT, c)).toBeCloseTo(CONTRAST_PIVOT, 12);
      let previous = -1;
      for (let v = 0; v <= 1.0000001; v += 0.01) {
        const out = contrastCurve(v, c);
        expect(out).toBeGreaterThanOrEqual(previous);
        previous = out;
      }
    }
    expect(contrastCurve(0.2, 2)).toBeLessThan(0.2);
    expect(contrastCurve(0.8, 2)).toBeGreaterThan(0.8);
    expect(contrastCurve(0.2, 0.5)).toBeGreaterThan(0.2);
    // Hand-computed: p·(v/p)^2 at v = 0.2, p = 0.461356 → 0.086701.
    expect(contrastCurve(0.2, 2)).toBeCloseTo(0.086701, 5);
  });

  it('saturation 0 gives greys of the same linear luminance; saturation 2 pushes colours apart', () => {
    const colour: Rgb = [0.8, 0.3, 0.2];
    const grey = relightTransform({ saturation: 0 })(colour);
    expect(grey[0]).toBeCloseTo(grey[1], 10);
    expect(grey[1]).toBeCloseTo(grey[2], 10);
    expect(srgbDecode(grey[0])).toBeCloseTo(linearLuminance(colour), 10);
    const vivid = relightTransform({ saturation: 2 })(colour);
    expect(vivid[0] - vivid[2]).toBeGreaterThan(colour[0] - colour[2]);
  });

  it('warm temperature raises R/B of a grey and cool lowers it', () => {
    const grey: Rgb = [0.5, 0.5, 0.5];
    const warm = relightTransform({ temperature: 3200 })(grey);
    const cool = relightTransform({ temperature: 9000 })(grey);
    expect(warm[0] / warm[2]).toBeGreaterThan(1.2);
    expect(cool[0] / cool[2]).toBeLessThan(0.95);
  });

  it('never changes the brightness of saturated colours, only their colour (the contract: temperature "never changes brightness")', () => {
    // A bluish scene, pure primaries, and colours near the gamut edge where the gains would clip.
    const colours: Rgb[] = [[0.2, 0.35, 0.8], [0, 0, 1], [1, 0, 0], [0, 1, 0], [0.9, 0.95, 1], [1, 1, 0.2], [0.05, 0.1, 0.6]];
    for (const temperature of [1500, 3000, 4500, 9000, 15000]) {
      for (const tint of [-1, 0, 1]) {
        const transform = relightTransform({ temperature, tint });
        for (const colour of colours) {
          expect(linearLuminance(transform(colour)), `${temperature} K, tint ${tint}, ${colour}`).toBeCloseTo(linearLuminance(colour), 3);
        }
      }
    }
    const mean = (transform: (rgb: Rgb) => Rgb) => colours.reduce((sum, c) => sum + linearLuminance(transform(c)), 0) / colours.length;
    expect(mean(relightTransform({ temperature: 3000 })) / mean(relightTransform({}))).toBeCloseTo(1, 3);
    // The colour does change: a warmer light makes blue less blue.
    const blue = relightTransform({ temperature: 3000 })([0.2, 0.35, 0.8]);
    expect(blue[2] / blue[0]).toBeLessThan(0.8 / 0.2);
  });
});

describe('.cube LUT', () => {
  it('parses back with the declared size, and the identity LUT maps grid points to themselves', () => {
    const cube = parseCube(bakeCube({}, 33));
    expect(cube.size).toBe(33);
    expect(cube.table.length).toBe(33 ** 3 * 3);
    for (const [r, g, b] of [[0, 0, 0], [32, 32, 32], [5, 17, 30], [32, 0, 9]]) {
      expect(cubeEntry(cube, r!, g!, b!)).toEqual([r! / 32, g! / 32, b! / 32].map((v) => Number(v.toFixed(6))));
    }
  });

  it('orders entries red fastest, as lut3d reads them, and holds the transform at each grid point', () => {
    const text = bakeCube({ exposure: -1, temperature: 3200 }, 5);
    const lines = text.trim().split('\n');
    expect(lines[1]).toBe('LUT_3D_SIZE 5');
    const cube = parseCube(text);
    const transform = relightTransform({ exposure: -1, temperature: 3200 });
    const expected = transform([1, 0, 0]);
    expect(cubeEntry(cube, 4, 0, 0)[0]).toBeCloseTo(expected[0], 6);
    // Entry 1 (second data line) is r = 1/4, g = 0, b = 0.
    expect(Number(lines[5]!.split(' ')[0])).toBeCloseTo(transform([0.25, 0, 0])[0], 6);
  });

  it('rejects files with the wrong number of entries', () => {
    expect(() => parseCube('LUT_3D_SIZE 2\n0 0 0\n')).toThrow(/expected 8 entries/);
  });

  it('a 1D LUT (no saturation or white-balance change) holds exactly the 3D transform per channel at every 8-bit code value', () => {
    const params = { exposure: -1, contrast: 1.4 };
    expect(isSeparable(params)).toBe(true);
    expect(isSeparable({ saturation: 0.5 })).toBe(false);
    // Holding each pixel's luminance mixes channels too.
    expect(isSeparable({ temperature: 3200 })).toBe(false);
    expect(isSeparable({ temperature: 6500, tint: 0.2 })).toBe(false);
    expect(() => bakeCube1d({ saturation: 0 })).toThrow(/3D/);
    const lines = bakeCube1d(params).trim().split('\n');
    expect(lines[1]).toBe('LUT_1D_SIZE 256');
    const rows = lines.slice(4).map((line) => line.split(' ').map(Number));
    expect(rows).toHaveLength(256);
    const transform = relightTransform(params);
    // Any colour, not only greys: channels do not mix.
    for (const [r, g, b] of [[12, 200, 90], [255, 0, 128], [77, 77, 77]] as const) {
      const expected = transform([r / 255, g / 255, b / 255]);
      expect(rows[r]![0]).toBeCloseTo(expected[0], 5);
      expect(rows[g]![1]).toBeCloseTo(expected[1], 5);
      expect(rows[b]![2]).toBeCloseTo(expected[2], 5);
    }
  });

  it('curves key points: one per 8-bit code value and channel, a quarter code above the transform\'s rounded code', () => {
    const params = { exposure: -1, contrast: 1.2 };
    const points = bakeCurves(params);
    const transform = relightTransform(params);
    for (const [c, channel] of [points.r, points.g, points.b].entries()) {
      const pairs = channel.split(' ').map((pair) => pair.split('/').map(Number) as [number, number]);
      expect(pairs).toHaveLength(256);
      for (const [code, [x, y]] of pairs.entries()) {
        expect(Math.floor(x * 255)).toBe(code);
        expect(Math.floor(y * 255)).toBe(Math.round(transform([code / 255, code / 255, code / 255])[c]! * 255));
        expect(x).toBeLessThanOrEqual(1);
        expect(y).toBeLessThanOrEqual(1);
      }
    }
    expect(() => bakeCurves({ temperature: 3200 })).toThrow(/3D LUT/);
  });
});
