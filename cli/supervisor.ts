import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { PROJECT_ROOT } from '../core/config.js';
import { describeExit, RestartPolicy, DEFAULT_RESTART_POLICY, type RestartPolicyOptions } from './restart-policy.js';

/** A started process and how to stop it politely (default: SIGTERM to its group, SIGKILL after 15 s). */
export interface Launched {
  child: ChildProcess;
  stop?: () => Promise<void>;
}

export interface SupervisedService {
  readonly name: string;
  /** False once the supervisor gave up on it (crash loop) or is stopping everything. */
  readonly wanted: boolean;
  /** The running process's pid, or null between a crash and its restart. */
  readonly pid: number | null;
  /** Changes while the service shows signs of life: output lines, CPU time, restarts. */
  progressMark(): string;
}

interface Service extends SupervisedService {
  launch: () => Promise<Launched>;
  current: (Launched & { exited: Promise<void> }) | null;
  policy: RestartPolicy;
  restartTimer: NodeJS.Timeout | null;
  lines: number;
  generation: number;
  wanted: boolean;
}

const log = (line: string) => console.log(`[start]    ${line}`);

/**
 * Runs the service's processes, prefixes their output, restarts the ones that crash (with
 * backoff, see restart-policy.ts) and stops them in reverse start order. Children get their own
 * process group, so Ctrl-C reaches only us and we stop them in order.
 */
export class Supervisor {
  private readonly services: Service[] = [];
  private stopping = false;
  /** Called once a service crash-loops; the caller stops everything. */
  onGiveUp: (name: string, reason: string) => void = () => {};

  constructor(private readonly policyOptions: RestartPolicyOptions = DEFAULT_RESTART_POLICY) {}

  /** Runs a TypeScript entry point of this project with tsx on `node` (with `nodeArgs`), restarted whenever it crashes. */
  startScript(name: string, script: string, env: NodeJS.ProcessEnv, node = process.execPath, nodeArgs: string[] = []): Promise<SupervisedService> {
    return this.supervise(name, async () => ({
      child: spawn(node, [...nodeArgs, '--import', 'tsx', script], {
        cwd: PROJECT_ROOT,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      }),
    }));
  }

  /** Starts a service with `launch` (resolving once it is up) and launches it again whenever it crashes. */
  async supervise(name: string, launch: () => Promise<Launched>): Promise<SupervisedService> {
    const service: Service = {
      name,
      launch,
      current: null,
      policy: new RestartPolicy(this.policyOptions),
      restartTimer: null,
      lines: 0,
      generation: 0,
      wanted: true,
      get pid() {
        return this.current?.child.pid ?? null;
      },
      progressMark() {
        return `${this.generation}:${this.lines}:${cpuTicks(this.pid)}`;
      },
    };
    this.services.push(service);
    await this.launch(service);
    return service;
  }

  private async launch(service: Service): Promise<void> {
    const launched = await service.launch();
    const { child } = launched;
    service.generation += 1;
    service.policy.started(Date.now());
    const label = `[${service.name}]`.padEnd(10);
    for (const stream of [child.stdout, child.stderr]) {
      if (!stream) continue;
      createInterface({ input: stream }).on('line', (line) => {
        service.lines += 1;
        console.log(`${label} ${line.replace(/^\[[a-z-]+\]\s*/, '')}`);
      });
    }
    const exited = new Promise<void>((resolve) => {
      const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
        resolve();
        if (service.current?.child === child) service.current = null;
        if (!this.stopping && service.wanted) this.crashed(service, code, signal);
      };
      if (child.exitCode !== null || child.signalCode !== null) onExit(child.exitCode, child.signalCode);
      else child.once('exit', onExit);
    });
    service.current = { ...launched, exited };
    if (service.generation === 1) log(`${service.name} started (pid ${child.pid})`);
    else log(`${service.name} restarted (pid ${child.pid})`);
  }

  private crashed(service: Service, code: number | null, signal: NodeJS.Signals | null): void {
    const how = describeExit(code, signal);
    const decision = service.policy.crashed(Date.now());
    if (decision.action === 'give_up') {
      service.wanted = false;
      const { crashLoopLimit, crashLoopWindowMs } = this.policyOptions;
      const reason = `${service.name} crashed ${decision.recentCrashes} times within ${crashLoopWindowMs / 1000} s (last: ${how}); it is crash-looping, so not restarting it again (limit: ${crashLoopLimit} crashes in ${crashLoopWindowMs / 1000} s)`;
      log(reason);
      this.onGiveUp(service.name, reason);
      return;
    }
    log(`${service.name} exited unexpectedly (${how}); restarting it in ${formatSeconds(decision.delayMs)} (crash ${decision.recentCrashes} of ${this.policyOptions.crashLoopLimit} allowed in ${this.policyOptions.crashLoopWindowMs / 1000} s); the other processes keep running`);
    service.restartTimer = setTimeout(() => {
      service.restartTimer = null;
      if (this.stopping || !service.wanted) return;
      this.launch(service).catch((error: unknown) => {
        log(`${service.name} could not be restarted: ${error instanceof Error ? error.message : String(error)}`);
        this.crashed(service, null, null);
      });
    }, decision.delayMs);
  }

  async stopAll(): Promise<void> {
    this.stopping = true;
    for (const service of this.services) {
      service.wanted = false;
      if (service.restartTimer) clearTimeout(service.restartTimer);
    }
    for (const service of [...this.services].reverse()) {
      const current = service.current;
      if (!current || current.child.exitCode !== null || current.child.signalCode !== null) continue;
      if (current.stop) {
        await current.stop();
        continue;
      }
      signalGroup(current.child, 'SIGTERM');
      const done = await Promise.race([current.exited.then(() => true), sleep(15_000).then(() => false)]);
      if (!done) {
        log(`${service.name} did not stop within 15 s; killing it`);
        signalGroup(current.child, 'SIGKILL');
        await current.exited;
      }
    }
  }

  /** Last resort when we exit abruptly: no orphans. */
  killAll(): void {
    for (const service of this.services) if (service.current) signalGroup(service.current.child, 'SIGKILL');
  }
}

function formatSeconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}

/** User + system CPU ticks of a process (Linux /proc), or '' where unknown. */
function cpuTicks(pid: number | null): string {
  if (pid === null) return '';
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return String(Number(fields[11]) + Number(fields[12]));
  } catch {
    return '';
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
