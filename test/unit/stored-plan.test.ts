import { describe, expect, it } from 'vitest';
import { planAugmentation } from '../../core/augment/plan.js';
import { parseStoredPlan } from '../../core/augment/stored-plan.js';
import { RELIGHT_DEFAULTS } from '../../core/relight/params.js';

describe("an augmentation's stored plan keeps its type through the database", () => {
  it('reads back exactly what the planner wrote', async () => {
    const plan = await planAugmentation({
      model: 'auto',
      instructions: 'unused',
      relight: { top: { exposure: -1 }, '*': { temperature: 4000 } },
      referenceImages: [],
      cameraKeys: ['observation.images.top', 'observation.images.wrist'],
      datasetDir: '/nonexistent',
    });
    const stored = { ...plan, source_revision: 'abc' };
    const json = JSON.parse(JSON.stringify(stored)) as unknown;
    expect(parseStoredPlan(json)).toEqual(stored);
    expect(parseStoredPlan(json)?.relight?.['observation.images.top']).toEqual({ ...RELIGHT_DEFAULTS, exposure: -1, temperature: 4000 });
  });

  it('completes a camera an older row stored with fields left out, once, with the defaults', () => {
    const parsed = parseStoredPlan({ engine: 'relight', reason: 'r', relight: { 'observation.images.top': { exposure: 0.5 } }, video_instruction: null });
    expect(parsed).toEqual({
      engine: 'relight',
      reason: 'r',
      relight: { 'observation.images.top': { ...RELIGHT_DEFAULTS, exposure: 0.5 } },
      video_instruction: null,
      source_revision: null,
    });
  });

  it('is null for a run not planned yet, and refuses a value that is not a plan', () => {
    expect(parseStoredPlan(null)).toBeNull();
    expect(() => parseStoredPlan({ engine: 'paint' })).toThrow();
    expect(() => parseStoredPlan({ engine: 'relight', relight: { top: { exposure: 'bright' } } })).toThrow();
  });
});
