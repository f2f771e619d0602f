import { execFile } from 'node:child_process';
import { join } from 'node:path';

export interface SlurmCliResult {
  ok: boolean;
  stdout: string;
  stderr: string;
  /** Why it did not run or failed, in words (exit code, timeout, missing binary). */
  error: string | null;
}

/** Runs Slurm's client commands (sbatch, squeue, sacct, scancel, sinfo) with a time limit each. */
export class SlurmCli {
  constructor(
    private readonly binDir: string | undefined,
    private readonly timeoutMs: number,
  ) {}

  run(command: string, args: string[]): Promise<SlurmCliResult> {
    const file = this.binDir ? join(this.binDir, command) : command;
    return new Promise((resolve) => {
      execFile(file, args, { timeout: this.timeoutMs, killSignal: 'SIGKILL', maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
        if (!error) return resolve({ ok: true, stdout, stderr, error: null });
        const err = error as NodeJS.ErrnoException & { killed?: boolean; code?: number | string };
        const why =
          err.code === 'ENOENT'
            ? `${file} not found (install the Slurm client or set SLURM_BIN_DIR)`
            : err.killed
              ? `${command} did not answer within ${this.timeoutMs} ms`
              : `${command} exited with ${String(err.code)}: ${stderr.trim() || err.message}`;
        resolve({ ok: false, stdout, stderr, error: why });
      });
    });
  }
}
