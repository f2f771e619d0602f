import { describe, expect, it } from 'vitest';
import { CameraNotFoundError, RELIGHT_DEFAULTS, RELIGHT_RANGES, resolveRelightConfig } from '../../core/relight/params.js';

const KEYS = ['observation.images.front', 'observation.images.top', 'observation.images.wrist'];

describe('resolveRelightConfig', () => {
  it('has the spec defaults and ranges', () => {
    expect(RELIGHT_DEFAULTS).toEqual({ exposure: 0, temperature: 6500, tint: 0, contrast: 1, saturation: 1 });
    expect(RELIGHT_RANGES.exposure).toEqual({ min: -5, max: 3 });
    expect(RELIGHT_RANGES.temperature).toEqual({ min: 1500, max: 12000 });
  });

  it('applies * to every camera and lets a camera override it field by field, by short or full name', () => {
    const resolved = resolveRelightConfig({ '*': { exposure: -1, temperature: 4000 }, top: { temperature: 3000 }, 'observation.images.wrist': { saturation: 0 } }, KEYS);
    expect(resolved).toEqual({
      'observation.images.front': { ...RELIGHT_DEFAULTS, exposure: -1, temperature: 4000 },
      'observation.images.top': { ...RELIGHT_DEFAULTS, exposure: -1, temperature: 3000 },
      'observation.images.wrist': { ...RELIGHT_DEFAULTS, exposure: -1, temperature: 4000, saturation: 0 },
    });
  });

  it('leaves cameras not mentioned out (copied untouched) when there is no *', () => {
    expect(Object.keys(resolveRelightConfig({ top: { exposure: 1 } }, KEYS))).toEqual(['observation.images.top']);
  });

  it('throws CameraNotFoundError listing the dataset cameras for an unknown one', () => {
    try {
      resolveRelightConfig({ side: { exposure: 1 } }, KEYS);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(CameraNotFoundError);
      expect((error as CameraNotFoundError).camera).toBe('side');
      expect((error as CameraNotFoundError).available).toEqual(KEYS.map((key) => ({ key, name: key.split('.').pop() })));
    }
  });
});
