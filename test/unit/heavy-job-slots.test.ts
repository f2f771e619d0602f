import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../core/config.js';
import { defaultCpuSlots, jobCoreCount } from '../../core/heavy-job-slots.js';

describe('heavy-job slots', () => {
  it('default to one cpu slot per two cores, never fewer than one', () => {
    expect([1, 2, 3, 4, 5, 8, 16, 64].map(defaultCpuSlots)).toEqual([1, 1, 1, 2, 2, 4, 8, 32]);
  });

  it('count the cores jobs may use: every core, or the CPUs of an explicit list', () => {
    expect(jobCoreCount('auto', 12)).toBe(12);
    expect(jobCoreCount('all', 12)).toBe(12);
    expect(jobCoreCount('2-5,7', 12)).toBe(5);
  });

  it('come from the core count unless LOCAL_COMPUTE_SLOTS says otherwise', () => {
    expect(loadConfig({}).localCompute.slots).toEqual({ cpu: defaultCpuSlots(availableParallelism()), '*': 1 });
    expect(loadConfig({ LOCAL_COMPUTE_CPUS: '0-7' }).localCompute.slots).toEqual({ cpu: 4, '*': 1 });
    expect(loadConfig({ LOCAL_COMPUTE_CPUS: '3' }).localCompute.slots).toEqual({ cpu: 1, '*': 1 });
    expect(loadConfig({ LOCAL_COMPUTE_SLOTS: 'cpu=6' }).localCompute.slots).toEqual({ cpu: 6 });
    expect(loadConfig({ LOCAL_COMPUTE_SLOTS: 'cpu=3, t4=2, *=1', LOCAL_COMPUTE_CPUS: '0-15' }).localCompute.slots).toEqual({ cpu: 3, t4: 2, '*': 1 });
    expect(() => loadConfig({ LOCAL_COMPUTE_SLOTS: 'cpu=two' })).toThrow(/LOCAL_COMPUTE_SLOTS must look like 'cpu=4,\*=1'/);
    expect(() => loadConfig({ LOCAL_COMPUTE_SLOTS: 'cpu=0' })).toThrow(/LOCAL_COMPUTE_SLOTS/);
  });
});
