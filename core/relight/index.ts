export * from './params.js';
export { relightTransform, whiteBalanceGains, srgbDecode, srgbEncode, luminance, contrastCurve, CONTRAST_PIVOT, planckianUv } from './colour.js';
export type { Rgb } from './colour.js';
export { bakeCube, parseCube, cubeEntry, DEFAULT_LUT_SIZE } from './cube.js';
export type { ParsedCube } from './cube.js';
