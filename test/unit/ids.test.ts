import { describe, expect, it } from 'vitest';
import { idKind, isIdOf, newId } from '../../core/ids.js';

describe('ids', () => {
  it('are a prefix plus a ULID and sort in creation order', () => {
    const ids = Array.from({ length: 1000 }, () => newId('augmentation'));
    expect(ids[0]).toMatch(/^aug_[0-9A-HJKMNP-TV-Z]{26}$/);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('tell their kind from the prefix', () => {
    expect(idKind(newId('training_run'))).toBe('training_run');
    expect(idKind(newId('twin'))).toBe('twin');
    expect(idKind(newId('rl_run'))).toBe('rl_run');
    expect(isIdOf('event', newId('event'))).toBe(true);
    expect(isIdOf('event', newId('webhook_endpoint'))).toBe(false);
  });

  it('reject strings that only look like ids', () => {
    expect(idKind('aug_123')).toBeUndefined();
    expect(idKind('zzz_01JAZ3Q7X9M2K8N4P6R8T0V2W4')).toBeUndefined();
    expect(idKind('aug_01JAZ3Q7X9M2K8N4P6R8T0V2WU')).toBeUndefined(); // U is not Crockford base32
    expect(idKind('')).toBeUndefined();
  });
});
