import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/errors.js';
import { decodeCursor, encodeCursor } from '../../db/pagination.js';

describe('list cursors', () => {
  it('round-trip and stay opaque', () => {
    const cursor = encodeCursor('aug_01JAZ3Q7X9M2K8N4P6R8T0V2W4');
    expect(cursor).not.toContain('aug_');
    expect(decodeCursor(cursor)).toBe('aug_01JAZ3Q7X9M2K8N4P6R8T0V2W4');
  });

  it('reject anything we did not hand out, naming starting_after', () => {
    for (const bad of ['aug_01JAZ3Q7X9M2K8N4P6R8T0V2W4', 'bm9wZQ', '!!!', '']) {
      try {
        decodeCursor(bad);
        expect.unreachable(`accepted ${bad}`);
      } catch (error) {
        expect(error).toBeInstanceOf(ApiError);
        expect((error as ApiError).param).toBe('starting_after');
      }
    }
  });
});
