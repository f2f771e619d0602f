/**
 * Where local jobs are scheduled: `auto` (a cgroup of their own, created beside the service's where
 * this process may, else none), `off`, or the absolute path of a cgroup directory an operator made
 * or delegated (systemd `Delegate=yes`) for them.
 */
export type JobCgroupSetting = 'auto' | 'off' | string;

export function isJobCgroupSetting(value: string): boolean {
  return value === 'auto' || value === 'off' || (value.startsWith('/') && !value.includes("'"));
}
