import { describe, expect, it } from 'vitest';
import { resolveJobCpus } from '../../backends/compute/cpu-set.js';
import { formatCpuList, isJobCpuSetting, parseCpuList } from '../../core/cpu-list.js';

describe('CPU lists', () => {
  it('reads and writes the Linux notation', () => {
    expect(parseCpuList('0-2,5,7-8')).toEqual([0, 1, 2, 5, 7, 8]);
    expect(parseCpuList('3')).toEqual([3]);
    expect(formatCpuList([8, 0, 1, 2, 5, 7, 2])).toBe('0-2,5,7-8');
    expect(formatCpuList([4])).toBe('4');
    expect(() => parseCpuList('1-')).toThrow(/not a CPU list/);
    expect(() => parseCpuList('5-2')).toThrow(/backwards/);
    for (const ok of ['auto', 'all', '1', '1-3,6']) expect(isJobCpuSetting(ok), ok).toBe(true);
    for (const bad of ['', 'none', '1,', 'a-b', '-1']) expect(isJobCpuSetting(bad), bad).toBe(false);
  });
});

describe('the CPUs local jobs run on', () => {
  it('auto leaves the first CPU this process may use to the service, unless there is only one', () => {
    expect(resolveJobCpus('auto', [0, 1])).toBe('1');
    expect(resolveJobCpus('auto', [4, 5, 6, 7])).toBe('5-7');
    expect(resolveJobCpus('auto', [0])).toBeNull();
  });

  it('all pins nothing; an explicit list must be CPUs the machine gives us', () => {
    expect(resolveJobCpus('all', [0, 1])).toBeNull();
    expect(resolveJobCpus('0,1', [0, 1, 2])).toBe('0-1');
    expect(() => resolveJobCpus('2-3', [0, 1, 2])).toThrow(/LOCAL_COMPUTE_CPUS names CPUs this machine does not give us: 3 \(we may use 0-2\)/);
  });
});
