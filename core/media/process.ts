import { spawn } from 'node:child_process';

export interface RunProcessOptions {
  signal?: AbortSignal;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Collect stdout as bytes (for raw frames or JSON). Otherwise stdout is split into lines for `onStdoutLine`. */
  captureStdout?: boolean;
  onStdoutLine?: (line: string) => void;
  /** How much of stderr to keep for error messages (default 8 KiB). */
  stderrTailBytes?: number;
  /** After SIGTERM on abort, wait this long before SIGKILL (default 2000 ms). */
  killGraceMs?: number;
}

export interface ProcessResult {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  stdout: Buffer;
  stderrTail: string;
  aborted: boolean;
}

/**
 * Runs a program without a shell and waits for it to exit. Resolves with the exit status
 * whatever it is; rejects only when the program cannot be started (e.g. ENOENT).
 * On abort the process gets SIGTERM, then SIGKILL if it has not exited after the grace period.
 */
export function runProcess(command: string, args: readonly string[], options: RunProcessOptions = {}): Promise<ProcessResult> {
  const tailLimit = options.stderrTailBytes ?? 8192;
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      resolve({ exitCode: null, signal: null, stdout: Buffer.alloc(0), stderrTail: '', aborted: true });
      return;
    }
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const stdoutChunks: Buffer[] = [];
    let stdoutPartial = '';
    let stderrTail = Buffer.alloc(0);
    let aborted = false;
    let killTimer: NodeJS.Timeout | undefined;

    const onAbort = () => {
      aborted = true;
      child.kill('SIGTERM');
      killTimer = setTimeout(() => child.kill('SIGKILL'), options.killGraceMs ?? 2000);
      killTimer.unref();
    };
    options.signal?.addEventListener('abort', onAbort, { once: true });

    child.stdout.on('data', (chunk: Buffer) => {
      if (options.captureStdout) {
        stdoutChunks.push(chunk);
        return;
      }
      if (!options.onStdoutLine) return;
      stdoutPartial += chunk.toString('utf8');
      const lines = stdoutPartial.split('\n');
      stdoutPartial = lines.pop() ?? '';
      for (const line of lines) options.onStdoutLine(line.replace(/\r$/, ''));
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderrTail = Buffer.concat([stderrTail, chunk]);
      if (stderrTail.length > tailLimit * 2) stderrTail = stderrTail.subarray(stderrTail.length - tailLimit);
    });

    child.once('error', (error) => {
      options.signal?.removeEventListener('abort', onAbort);
      if (killTimer) clearTimeout(killTimer);
      reject(error);
    });
    child.once('close', (exitCode, signal) => {
      options.signal?.removeEventListener('abort', onAbort);
      if (killTimer) clearTimeout(killTimer);
      if (stdoutPartial && options.onStdoutLine) options.onStdoutLine(stdoutPartial);
      const tail = stderrTail.subarray(Math.max(0, stderrTail.length - tailLimit)).toString('utf8');
      resolve({ exitCode, signal, stdout: Buffer.concat(stdoutChunks), stderrTail: tail, aborted });
    });
  });
}
