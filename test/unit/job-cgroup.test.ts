import { describe, expect, it } from 'vitest';
import { resolveJobCpus } from '../../backends/compute/cpu-set.js';
import { autoJobCgroupDir } from '../../backends/compute/job-cgroup.js';
import { isJobCgroupSetting } from '../../core/cgroup-setting.js';

// Lines as the kernel writes them in /proc/self/mountinfo.
const V1_MOUNTS = [
  '25 24 0:22 / /sys/fs/cgroup rw,relatime - tmpfs tmpfs rw,mode=755',
  '26 25 0:23 / /sys/fs/cgroup/memory rw,relatime - cgroup cgroup rw,memory',
  '27 25 0:24 / /sys/fs/cgroup/cpu,cpuacct rw,relatime - cgroup cgroup rw,cpu,cpuacct',
].join('\n');
const V2_MOUNTS = '30 24 0:26 / /sys/fs/cgroup rw,nosuid,nodev,noexec,relatime - cgroup2 cgroup2 rw,nsdelegate';

describe('the cgroup local jobs run in (LOCAL_COMPUTE_CGROUP=auto)', () => {
  it('is a child of this process’s own cgroup in the hierarchy holding the cpu controller', () => {
    expect(autoJobCgroupDir(V1_MOUNTS, '4:memory:/svc\n3:cpu,cpuacct:/\n0::/')).toBe('/sys/fs/cgroup/cpu,cpuacct/robot-platform-jobs');
    expect(autoJobCgroupDir(V1_MOUNTS, '3:cpu,cpuacct:/system.slice/robot.service\n')).toBe('/sys/fs/cgroup/cpu,cpuacct/system.slice/robot.service/robot-platform-jobs');
    expect(autoJobCgroupDir(V2_MOUNTS, '0::/user.slice/robot.service\n')).toBe('/sys/fs/cgroup/user.slice/robot.service/robot-platform-jobs');
  });

  it('follows a container that mounts only its own subtree of the hierarchy', () => {
    const mounts = '40 39 0:30 /docker/abc /sys/fs/cgroup/cpu rw - cgroup cgroup rw,cpu';
    expect(autoJobCgroupDir(mounts, '2:cpu:/docker/abc\n')).toBe('/sys/fs/cgroup/cpu/robot-platform-jobs');
  });

  it('is none where no hierarchy has the cpu controller', () => {
    expect(autoJobCgroupDir('26 25 0:23 / /sys/fs/cgroup/memory rw - cgroup cgroup rw,memory', '4:memory:/\n')).toBeNull();
    expect(autoJobCgroupDir('', '')).toBeNull();
  });

  it('settings: auto, off or an absolute path', () => {
    for (const ok of ['auto', 'off', '/sys/fs/cgroup/robot/jobs']) expect(isJobCgroupSetting(ok), ok).toBe(true);
    for (const bad of ['', 'on', 'robot/jobs', "/x'y"]) expect(isJobCgroupSetting(bad), bad).toBe(false);
  });

  it('lets jobs in it use every CPU (auto), since the service then wins any CPU it wants', () => {
    expect(resolveJobCpus('auto', [0, 1], true)).toBeNull();
    expect(resolveJobCpus('auto', [0, 1], false)).toBe('1');
    expect(resolveJobCpus('1', [0, 1], true)).toBe('1');
  });
});
