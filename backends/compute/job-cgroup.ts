import { accessSync, constants, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JobCgroupSetting } from '../../core/cgroup-setting.js';

export interface JobCgroup {
  dir: string;
  /** The file a process writes its pid to to move into the group. */
  procsFile: string;
}

export const JOB_CGROUP_NAME = 'robot-platform-jobs';

interface CgroupMount {
  version: 1 | 2;
  mountPoint: string;
  /** The part of the hierarchy mounted there (`/` unless a container mounts a subtree). */
  root: string;
}

/** The cgroup hierarchy that holds the `cpu` controller: v1's `cpu` mount, else the unified v2 one. */
function cpuMount(mountinfo: string): CgroupMount | null {
  let unified: CgroupMount | null = null;
  for (const line of mountinfo.split('\n')) {
    const [left, right] = line.split(' - ');
    if (!left || !right) continue;
    const fields = left.split(' ');
    const [fsType, , superOptions = ''] = right.split(' ');
    const mount = { root: unescapeMountField(fields[3]!), mountPoint: unescapeMountField(fields[4]!) };
    if (fsType === 'cgroup' && superOptions.split(',').includes('cpu')) return { version: 1, ...mount };
    if (fsType === 'cgroup2') unified ??= { version: 2, ...mount };
  }
  return unified;
}

/** mountinfo writes space, tab, newline and backslash as octal escapes. */
const unescapeMountField = (field: string) => field.replace(/\\([0-7]{3})/g, (_, octal: string) => String.fromCharCode(parseInt(octal, 8)));

/** This process's cgroup in the hierarchy `version`, as /proc/self/cgroup names it. */
function ownCgroup(procCgroup: string, version: 1 | 2): string | null {
  for (const line of procCgroup.split('\n')) {
    const [id, controllers, ...rest] = line.split(':');
    const path = rest.join(':');
    if (version === 2 && id === '0' && controllers === '') return path || null;
    if (version === 1 && controllers?.split(',').includes('cpu')) return path || null;
  }
  return null;
}

/**
 * The directory `auto` uses: a child of this process's own cgroup, so the jobs stay inside whatever
 * limits the operator put on the service. Null where there is no cpu controller to use.
 */
export function autoJobCgroupDir(mountinfo: string, procCgroup: string): string | null {
  const mount = cpuMount(mountinfo);
  if (!mount) return null;
  const own = ownCgroup(procCgroup, mount.version);
  if (own === null) return null;
  const relative = mount.root !== '/' && own.startsWith(mount.root) ? own.slice(mount.root.length) : own;
  return join(mount.mountPoint, relative, JOB_CGROUP_NAME);
}

/**
 * Creates (or reuses) the jobs' cgroup and gives it the lowest CPU weight the kernel allows, so all
 * jobs together weigh ~1/500 of the service (API, worker, Temporal, Postgres) when both want CPU.
 * Not `cpu.idle`: the kernel counts a CPU running only idle-policy tasks as idle when it places a
 * waking task, so the service's every wake-up lands on a training CPU even with another CPU free,
 * and a watched run trained ~10 % slower (README, benchmark). Cgroup v2 also needs the `cpu`
 * controller enabled in the parent, which the kernel refuses where the parent holds processes.
 */
export function prepareJobCgroup(dir: string): JobCgroup {
  // One level only: a cgroup's parent must already exist (and recursive mkdir spins on /proc).
  try {
    mkdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const procsFile = join(dir, 'cgroup.procs');
  accessSync(procsFile, constants.W_OK);
  const isV2 = existsSync(join(dir, 'cgroup.controllers'));
  if (isV2 && !readFileSync(join(dir, 'cgroup.controllers'), 'utf8').split(/\s+/).includes('cpu')) {
    writeFileSync(join(dir, '..', 'cgroup.subtree_control'), '+cpu');
  }
  writeFileSync(join(dir, isV2 ? 'cpu.weight' : 'cpu.shares'), isV2 ? '1' : '2');
  return { dir, procsFile };
}

/** The jobs' cgroup for a setting, or why there is none (`auto` falls back quietly; an explicit path that fails is the operator's error). */
export function resolveJobCgroup(setting: JobCgroupSetting): { cgroup: JobCgroup | null; note: string | null } {
  if (setting === 'off') return { cgroup: null, note: null };
  let dir: string | null = setting;
  if (setting === 'auto') {
    try {
      dir = autoJobCgroupDir(readFileSync('/proc/self/mountinfo', 'utf8'), readFileSync('/proc/self/cgroup', 'utf8'));
    } catch {
      dir = null;
    }
    if (dir === null) return { cgroup: null, note: 'no cgroup cpu controller found: jobs are weighed by their niceness alone' };
  }
  try {
    return { cgroup: prepareJobCgroup(dir), note: null };
  } catch (error) {
    const reason = `cannot use the cgroup ${dir} for jobs (${error instanceof Error ? error.message : String(error)})`;
    if (setting !== 'auto') throw new Error(`LOCAL_COMPUTE_CGROUP: ${reason}.`);
    return { cgroup: null, note: `${reason}: jobs are weighed by their niceness alone` };
  }
}
