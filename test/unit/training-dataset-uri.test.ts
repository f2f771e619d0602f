import { describe, expect, it } from 'vitest';
import { availableParallelism } from 'node:os';
import { parseDatasetUri } from '../../kinds/training_run/core/dataset-uri.js';
import { loadConfig } from '../../core/config.js';
import { defaultCpuSlots } from '../../core/heavy-job-slots.js';

describe('training dataset uri', () => {
  it('accepts hub repositories in the usual spellings, with an optional revision', () => {
    expect(parseDatasetUri('demo/so101-pick-place')).toEqual({ repoId: 'demo/so101-pick-place', revision: null });
    expect(parseDatasetUri('hub://lab/so101@v3.0')).toEqual({ repoId: 'lab/so101', revision: 'v3.0' });
    expect(parseDatasetUri('hf://datasets/lerobot/svla_so101_pickplace')).toEqual({ repoId: 'lerobot/svla_so101_pickplace', revision: null });
    expect(parseDatasetUri('https://huggingface.co/datasets/a/b@main')).toEqual({ repoId: 'a/b', revision: 'main' });
  });

  it('refuses what is not a repository', () => {
    for (const bad of ['not a uri', 'single', 'a/b/c', '/abs/path', 'a/b@', 's3://bucket/key']) expect(parseDatasetUri(bad), bad).toBeNull();
  });
});

describe('local compute settings', () => {
  it('reads tiers, slots, job CPUs and the jobs’ cgroup, and refuses malformed values', () => {
    expect(loadConfig({}).localCompute).toEqual({ tiers: ['cpu'], slots: { cpu: defaultCpuSlots(availableParallelism()), '*': 1 }, cpus: 'auto', cgroup: 'auto' });
    expect(loadConfig({ LOCAL_COMPUTE_TIERS: 'cpu, t4', LOCAL_COMPUTE_SLOTS: 'cpu=4,*=2', LOCAL_COMPUTE_CPUS: '2-5,7', LOCAL_COMPUTE_CGROUP: '/sys/fs/cgroup/jobs' }).localCompute).toEqual({ tiers: ['cpu', 't4'], slots: { cpu: 4, '*': 2 }, cpus: '2-5,7', cgroup: '/sys/fs/cgroup/jobs' });
    expect(() => loadConfig({ LOCAL_COMPUTE_SLOTS: 'cpu=0' })).toThrow(/LOCAL_COMPUTE_SLOTS/);
    expect(() => loadConfig({ LOCAL_COMPUTE_CPUS: 'first' })).toThrow(/LOCAL_COMPUTE_CPUS/);
    expect(() => loadConfig({ LOCAL_COMPUTE_CGROUP: 'jobs' })).toThrow(/LOCAL_COMPUTE_CGROUP must be 'auto', 'off' or the absolute path/);
  });
});
