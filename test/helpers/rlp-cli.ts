import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

/** The `rlp` launcher exactly as package.json's `bin` names it. */
export const RLP_BIN = fileURLToPath(new URL('../../cli/rlp/bin.mjs', import.meta.url));

export interface RlpResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** A running `rlp` child whose output is collected as it comes. */
export class RlpProcess {
  stdout = '';
  stderr = '';
  readonly exited: Promise<RlpResult>;

  constructor(readonly child: ChildProcess) {
    child.stdout!.on('data', (chunk: Buffer) => (this.stdout += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()));
    this.exited = new Promise((resolve, reject) => {
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout: this.stdout, stderr: this.stderr }));
    });
  }

  /** Waits until stdout holds a line matching `pattern`; fails early if the process exits first. */
  async waitForLine(pattern: RegExp, timeoutMs = 120_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    let ended = false;
    void this.exited.then(() => (ended = true));
    for (;;) {
      const line = this.stdout.split('\n').find((l) => pattern.test(l));
      if (line) return line;
      if (ended) throw new Error(`rlp exited before printing ${pattern}:\n${this.stdout}\n${this.stderr}`);
      if (Date.now() > deadline) throw new Error(`rlp printed no ${pattern} within ${timeoutMs} ms:\n${this.stdout}\n${this.stderr}`);
      await sleep(50);
    }
  }
}

/** Starts `rlp args…` as a user would (node + the bin launcher), with `env` over a clean copy of this process's. */
export function startRlp(args: string[], env: Record<string, string>): RlpProcess {
  const { RLP_API_KEY: _key, RLP_BASE_URL: _base, ...rest } = process.env;
  return new RlpProcess(spawn(process.execPath, [RLP_BIN, ...args], { env: { ...rest, ...env }, stdio: ['ignore', 'pipe', 'pipe'] }));
}

export function rlp(args: string[], env: Record<string, string>): Promise<RlpResult> {
  return startRlp(args, env).exited;
}
