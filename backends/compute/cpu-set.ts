import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { formatCpuList, parseCpuList } from '../../core/cpu-list.js';

/**
 * Which CPUs local jobs may run on. `auto` pins nothing where jobs share a cgroup of the lowest
 * weight (job-cgroup.ts: the service then wins any CPU it wants, and pinning cost a third of the
 * training throughput for no measurable latency); else it keeps the first CPU this process may use
 * for the service (API, worker, Temporal, Postgres) and gives jobs the rest, as Slurm's core
 * specialisation does for its daemons; on a one-CPU machine jobs share it. `all` pins nothing.
 * Anything else is a Linux CPU list (`1-3,6`).
 */
export type JobCpuSetting = 'auto' | 'all' | string;

/** The CPUs this process may run on (its affinity, which a container's cpuset narrows). */
export function allowedCpus(): number[] {
  try {
    const line = readFileSync('/proc/self/status', 'utf8').split('\n').find((l) => l.startsWith('Cpus_allowed_list:'));
    if (line) return parseCpuList(line.split(':')[1]!.trim());
  } catch {
    // not Linux
  }
  return Array.from({ length: availableParallelism() }, (_, i) => i);
}

/** The CPU list jobs are pinned to, or null for no pinning. */
export function resolveJobCpus(setting: JobCpuSetting, allowed: readonly number[] = allowedCpus(), jobsInLightCgroup = false): string | null {
  if (setting === 'all') return null;
  if (setting === 'auto') return allowed.length >= 2 && !jobsInLightCgroup ? formatCpuList(allowed.slice(1)) : null;
  const wanted = parseCpuList(setting);
  const missing = wanted.filter((cpu) => !allowed.includes(cpu));
  if (missing.length > 0) throw new Error(`LOCAL_COMPUTE_CPUS names CPUs this machine does not give us: ${formatCpuList(missing)} (we may use ${formatCpuList(allowed)}).`);
  return formatCpuList(wanted);
}
