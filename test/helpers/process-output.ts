import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/** Collects a child's output lines and resolves waits on the first line that matches. */
export class ProcessOutput {
  readonly lines: string[] = [];
  private waiters: { pattern: RegExp; from: number; resolve: (match: RegExpMatchArray) => void }[] = [];
  private exited = false;

  constructor(child: ChildProcess, echo = !!process.env.ECHO_CHILD_OUTPUT) {
    for (const stream of [child.stdout, child.stderr]) {
      if (!stream) continue;
      createInterface({ input: stream }).on('line', (line) => {
        if (echo) console.log(line);
        this.lines.push(line);
        for (const waiter of [...this.waiters]) {
          const match = line.match(waiter.pattern);
          if (match) {
            this.waiters = this.waiters.filter((w) => w !== waiter);
            waiter.resolve(match);
          }
        }
      });
    }
    child.once('exit', () => (this.exited = true));
  }

  /** Index the next line will have: pass it as `from` to wait only for lines printed after now. */
  get mark(): number {
    return this.lines.length;
  }

  /** The first line from index `from` on that matches; rejects if the process exits first. */
  waitFor(pattern: RegExp, from = 0): Promise<RegExpMatchArray> {
    for (const line of this.lines.slice(from)) {
      const match = line.match(pattern);
      if (match) return Promise.resolve(match);
    }
    return new Promise((resolve, reject) => {
      this.waiters.push({ pattern, from, resolve });
      const poll = setInterval(() => {
        if (!this.exited) return;
        clearInterval(poll);
        setTimeout(() => reject(new Error(`process exited before printing ${pattern}; last lines:\n${this.lines.slice(-40).join('\n')}`)), 200);
      }, 100);
      poll.unref();
    });
  }
}
