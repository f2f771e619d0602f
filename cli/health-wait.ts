import { setTimeout as sleep } from 'node:timers/promises';
import type { SupervisedService } from './supervisor.js';

/**
 * Keeps waiting while a process is alive and showing progress; gives up only when it has shown
 * none for `stallMs`. Pure: the caller passes the clock and the process's progress mark.
 */
export class ProgressWatch {
  private lastMark: string | null = null;
  private lastChangeAt: number;

  constructor(
    private readonly stallMs: number,
    now: number,
  ) {
    this.lastChangeAt = now;
  }

  /** Records the mark seen at `now`; true while the process is still making progress. */
  observe(mark: string, now: number): boolean {
    if (mark !== this.lastMark) {
      this.lastMark = mark;
      this.lastChangeAt = now;
    }
    return now - this.lastChangeAt < this.stallMs;
  }

  idleMs(now: number): number {
    return now - this.lastChangeAt;
  }
}

export interface HealthWaitOptions {
  /** What we wait for, as a log line says it: "the API to answer GET /healthz". */
  what: string;
  service: SupervisedService;
  /** True once healthy; errors count as "not yet". */
  probe: () => Promise<boolean>;
  /** Give up after this long without output, CPU use or a restart of the service. */
  stallMs?: number;
  reportEveryMs?: number;
  pollMs?: number;
  log: (line: string) => void;
}

export class HealthWaitError extends Error {}

/** Waits until `probe` passes, saying what it waits for; fails if the service is given up or stalls. */
export async function waitUntilHealthy(options: HealthWaitOptions): Promise<void> {
  const { service, what, log } = options;
  const stallMs = options.stallMs ?? 120_000;
  const reportEveryMs = options.reportEveryMs ?? 10_000;
  const started = Date.now();
  const watch = new ProgressWatch(stallMs, started);
  let lastReport = started;
  log(`waiting for ${what} …`);
  for (;;) {
    if (await options.probe().catch(() => false)) {
      log(`${what}: ok after ${((Date.now() - started) / 1000).toFixed(1)} s`);
      return;
    }
    if (!service.wanted) throw new HealthWaitError(`gave up waiting for ${what}: ${service.name} is not running any more (see above)`);
    const now = Date.now();
    if (!watch.observe(service.progressMark(), now)) {
      throw new HealthWaitError(`gave up waiting for ${what}: ${service.name} (pid ${service.pid ?? 'none'}) showed no output or CPU use for ${Math.round(stallMs / 1000)} s`);
    }
    if (now - lastReport >= reportEveryMs) {
      lastReport = now;
      const state = service.pid === null ? 'restarting' : `pid ${service.pid} alive, last sign of progress ${Math.round(watch.idleMs(now) / 1000)} s ago`;
      log(`still waiting for ${what} (${Math.round((now - started) / 1000)} s so far; ${service.name}: ${state})`);
    }
    await sleep(options.pollMs ?? 250);
  }
}
