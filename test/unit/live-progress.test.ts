import { describe, expect, it } from 'vitest';
import { withRowProgress } from '../../api/resources/live-progress.js';

const live = { status: 'processing' as const, phase: 'training', progress: 0.1, status_message: 'Training: step 100 of 1000', error: null, metrics: { step: 100 } };

describe('GET by id: the live state, with the row where the row is further along', () => {
  it('takes the row’s progress, message and the kind’s own fields when the row is further along in the same phase', () => {
    const row = { phase: 'training', progress: 0.137, status_message: 'Training: step 137 of 1000' };
    expect(withRowProgress(live, row, { metrics: { step: 137 } })).toEqual({ ...live, progress: 0.137, status_message: 'Training: step 137 of 1000', metrics: { step: 137 } });
    // Tiny fractions of long runs count too.
    expect(withRowProgress({ ...live, progress: 0 }, { ...row, progress: 0.00002 })?.progress).toBe(0.00002);
  });

  it('keeps the live state when the row is behind, in another phase, or the run is canceling', () => {
    expect(withRowProgress(live, { phase: 'training', progress: 0.1, status_message: 'old' })).toBe(live);
    expect(withRowProgress(live, { phase: 'preparing', progress: 0.5, status_message: 'old' })).toBe(live);
    const canceling = { ...live, status: 'canceling' as const, status_message: 'canceling' };
    expect(withRowProgress(canceling, { phase: 'training', progress: 0.9, status_message: 'Training: step 900 of 1000' })).toBe(canceling);
    expect(withRowProgress(undefined, { phase: 'training', progress: 0.9, status_message: null })).toBeUndefined();
    // A kind whose rows carry no progress (the toy kind of the guarantees matrix).
    expect(withRowProgress(live, {})).toBe(live);
  });
});
