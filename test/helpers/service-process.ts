import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../core/config.js';
import { ProcessOutput } from './process-output.js';

/** One of the service's own processes (`workers/main.ts`, `api/server.ts`) started as `npm start` starts it: in its own process group. */
export interface ServiceProcess {
  child: ChildProcess;
  output: ProcessOutput;
  /** What Temporal records as this worker's identity (the SDK's default, `pid@host`, begins with the pid). */
  pid: number;
  /** kill -9 of the whole process group, as a crash or a lost machine ends it; resolves once the process has exited. */
  killGroup(): Promise<void>;
  /** SIGTERM to the group and a wait for the exit (SIGKILL after `graceMs`); nothing when it has already ended. */
  stop(graceMs?: number): Promise<void>;
}

export function startServiceProcess(node: string, script: 'workers/main.ts' | 'api/server.ts', env: Record<string, string>): ServiceProcess {
  const child = spawn(node, ['--import', 'tsx', join(PROJECT_ROOT, script)], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = new ProcessOutput(child);
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, sig);
    } catch {
      // the group is gone
    }
  };
  return {
    child,
    output,
    pid: child.pid!,
    async killGroup() {
      signal('SIGKILL');
      await exited;
    },
    async stop(graceMs = 15_000) {
      if (ended()) return;
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}
