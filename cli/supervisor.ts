import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { PROJECT_ROOT } from '../core/config.js';

interface Service {
  name: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  stop?: () => Promise<void>;
}

/**
 * Runs the service's processes, prefixes their output, and stops them in reverse start order.
 * Children get their own process group, so Ctrl-C reaches only us and we stop them in order.
 */
export class Supervisor {
  private readonly services: Service[] = [];
  private stopping = false;
  onUnexpectedExit: (name: string, code: number | null) => void = () => {};

  /** Runs a TypeScript entry point of this project with tsx. */
  startScript(name: string, script: string, env: NodeJS.ProcessEnv): Service {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: PROJECT_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    return this.adopt(name, child);
  }

  adopt(name: string, child: ChildProcess, stop?: () => Promise<void>): Service {
    const label = `[${name}]`.padEnd(10);
    for (const stream of [child.stdout, child.stderr]) {
      if (!stream) continue;
      createInterface({ input: stream }).on('line', (line) => {
        const text = line.replace(/^\[[a-z-]+\]\s*/, '');
        console.log(`${label} ${text}`);
      });
    }
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const service: Service = { name, child, exited, ...(stop ? { stop } : {}) };
    exited.then((code) => {
      if (!this.stopping) this.onUnexpectedExit(name, code);
    });
    this.services.push(service);
    return service;
  }

  async stopAll(): Promise<void> {
    this.stopping = true;
    for (const service of [...this.services].reverse()) {
      if (service.child.exitCode !== null || service.child.signalCode !== null) continue;
      if (service.stop) {
        await service.stop();
        continue;
      }
      signalGroup(service.child, 'SIGTERM');
      const done = await Promise.race([service.exited.then(() => true), sleep(15_000).then(() => false)]);
      if (!done) {
        console.log(`[start]    ${service.name} did not stop within 15 s; killing it`);
        signalGroup(service.child, 'SIGKILL');
        await service.exited;
      }
    }
  }

  /** Last resort when we exit abruptly: no orphans. */
  killAll(): void {
    for (const service of this.services) signalGroup(service.child, 'SIGKILL');
  }
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}
