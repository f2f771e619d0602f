import { readdir, readFile } from 'node:fs/promises';

/** One line of /proc/<pid>/stat, the fields we need. */
export interface ProcStat {
  pid: number;
  state: string;
  pgrp: number;
  /** Clock ticks after boot at which the process started: with the pid, a process's identity. */
  startTicks: number;
}

export async function readProcStat(pid: number): Promise<ProcStat | undefined> {
  try {
    const text = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: the fields after it start at the last ')'.
    const rest = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { pid, state: rest[0]!, pgrp: Number(rest[2]), startTicks: Number(rest[19]) };
  } catch {
    return undefined;
  }
}

/** True while the process started at `startTicks` with this pid is alive (zombies count as gone). */
export async function processAlive(pid: number, startTicks: number | null): Promise<boolean> {
  const stat = await readProcStat(pid);
  if (stat) return stat.state !== 'Z' && stat.state !== 'X' && (startTicks === null || stat.startTicks === startTicks);
  if (process.platform === 'linux') return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Live (non-zombie) members of a process group. Where PID 1 does not reap orphans, zombies linger: they are not alive. */
export async function processGroupMembers(pgid: number): Promise<number[]> {
  if (process.platform !== 'linux') {
    try {
      process.kill(-pgid, 0);
      return [pgid];
    } catch {
      return [];
    }
  }
  const members: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readProcStat(Number(entry));
    if (stat && stat.pgrp === pgid && stat.state !== 'Z' && stat.state !== 'X') members.push(stat.pid);
  }
  return members;
}
