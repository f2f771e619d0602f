import { describe, expect, it } from 'vitest';
import { queuedMessage } from '../../activities/jobs/queued-message.js';

describe('queuedMessage', () => {
  it('says exactly how many jobs are ahead when few, and in tens or hundreds when many', () => {
    expect(queuedMessage(undefined)).toBe('queued: waiting for a compute slot');
    expect(queuedMessage(0)).toBe('queued: next for a compute slot');
    expect(queuedMessage(1)).toBe('queued: 1 job ahead');
    expect(queuedMessage(9)).toBe('queued: 9 jobs ahead');
    expect(queuedMessage(10)).toBe('queued: 10+ jobs ahead');
    expect(queuedMessage(47)).toBe('queued: 40+ jobs ahead');
    expect(queuedMessage(999)).toBe('queued: 900+ jobs ahead');
  });
});
