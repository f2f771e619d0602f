import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const binDir = process.env.SLURM_BIN_DIR || undefined;

/** Runs one Slurm client command (sinfo, squeue …) from SLURM_BIN_DIR or PATH. */
export function slurmCommand(command: string, args: string[]): string {
  return execFileSync(binDir ? join(binDir, command) : command, args, { timeout: 10_000, encoding: 'utf8' });
}

/** Null when a Slurm cluster with a usable node answers; otherwise why not (tests print it and skip). */
export function slurmUnavailableReason(): string | null {
  try {
    const out = slurmCommand('sinfo', ['-h', '-N', '-o', '%N %T']);
    return /\b(idle|mixed|allocated)\b/.test(out) ? null : `sinfo shows no usable node: '${out.trim()}'`;
  } catch (error) {
    return `sinfo does not answer (${(error as Error).message.split('\n')[0]})`;
  }
}

export function slurmHasGpus(): boolean {
  return /gpu/.test(slurmCommand('sinfo', ['-h', '-o', '%G']));
}

/** True while a process whose command line contains `pattern` exists on this machine. */
export function processMatching(pattern: string): boolean {
  try {
    execFileSync('pgrep', ['-f', pattern]);
    return true;
  } catch {
    return false;
  }
}

/** True when the cluster keeps accounting (slurmdbd), so sacct answers for jobs squeue has forgotten. */
export function slurmHasAccounting(): boolean {
  try {
    slurmCommand('sacct', ['-n', '-X', '-j', '1']);
    return true;
  } catch {
    return false; // "Slurm accounting storage is disabled", exit 1
  }
}
