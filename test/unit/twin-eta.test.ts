import { describe, expect, it } from 'vitest';
import { etaSeconds } from '../../kinds/twin/core/eta.js';

describe('a twin’s eta_seconds', () => {
  it('uses the built-in figures until the service has measured its own, then the measured ones', () => {
    const builtIn = etaSeconds([], null, 374);
    const measured = { check: 100, kinematics: 100, objects: 100, calibrate: 100, cameras: 100, scene: 100, validate: 100, package: 100 };
    expect(etaSeconds([], null, 374, measured)).toBe(800);
    expect(builtIn).toBeLessThan(200);
    // Only the stages measured change; the rest keep their built-in figure.
    expect(etaSeconds([], null, 374, { validate: 1000 })).toBeGreaterThan(builtIn + 900);
  });

  it('counts only what is left: finished stages drop out, the running one by its remaining share', () => {
    const measured = { check: 10, kinematics: 10, objects: 10, calibrate: 10, cameras: 10, scene: 10, validate: 10, package: 10 };
    expect(etaSeconds([{ stage: 'check' }, { stage: 'kinematics' }], { stage: 'objects', fraction: 0.5 }, 374, measured)).toBe(55);
  });
});
