import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Supervisor } from '../../cli/supervisor.js';

// Real child processes under the real supervisor, with the backoff shrunk to milliseconds.
const FAST = { initialDelayMs: 20, maxDelayMs: 200, healthyAfterMs: 60_000, crashLoopLimit: 5, crashLoopWindowMs: 120_000 };
const EXITS = 'test/fixtures/processes/exits.ts';
const STAYS_UP = 'test/fixtures/processes/stays-up.ts';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

// Each case starts several real tsx processes; on a loaded 2-core machine that takes longer than the unit
// project's 30 s default (the waits inside are bounded at 60 s, the restart's at 150 s), so the cases get 240 s.
describe('supervisor', { timeout: 240_000 }, () => {
  let dir: string;
  let supervisor: Supervisor;
  let logged: string[];

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'rlp-supervisor-'));
    logged = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void logged.push(String(line)));
    supervisor = new Supervisor(FAST);
  });
  afterEach(async () => {
    await supervisor.stopAll();
    vi.restoreAllMocks();
    await rm(dir, { recursive: true, force: true });
  });

  it('restarts a killed process with a new pid, logs the signal, and leaves the others running', async () => {
    const steady = await supervisor.startScript('steady', STAYS_UP, process.env);
    const victim = await supervisor.startScript('victim', STAYS_UP, process.env);
    const steadyPid = steady.pid!;
    const firstPid = victim.pid!;
    await vi.waitFor(() => expect(logged.some((line) => line.includes(`running as pid ${firstPid}`))).toBe(true), { timeout: 60_000, interval: 50 });

    process.kill(-firstPid, 'SIGKILL');
    // The process it runs now has said it is up: read the pid on every poll, since under load a restarted tsx may
    // itself be restarted before it prints (CI saw the second start stay silent past 60 s once).
    const upAgain = () => victim.pid !== null && victim.pid !== firstPid && logged.some((line) => line.includes(`running as pid ${victim.pid}`));
    await vi.waitFor(() => expect(upAgain()).toBe(true), { timeout: 150_000, interval: 50 });

    expect(logged.some((line) => /victim exited unexpectedly \(signal SIGKILL\); restarting it in/.test(line))).toBe(true);
    expect(isAlive(firstPid)).toBe(false);
    expect(steady.pid).toBe(steadyPid);
    expect(isAlive(steadyPid)).toBe(true);
    expect(victim.wanted).toBe(true);
  });

  it('gives up on a crash loop after five crashes, saying why, while the other processes keep running', async () => {
    const runsFile = join(dir, 'runs');
    const steady = await supervisor.startScript('steady', STAYS_UP, process.env);
    const gaveUp = new Promise<{ name: string; reason: string }>((resolve) => {
      supervisor.onGiveUp = (name, reason) => resolve({ name, reason });
    });
    const crashy = await supervisor.startScript('crashy', EXITS, { ...process.env, EXIT_CODE: '3', RUNS_FILE: runsFile });

    const { name, reason } = await gaveUp;
    expect(name).toBe('crashy');
    expect(reason).toMatch(/crashed 5 times within 120 s \(last: exit code 3\)/);
    expect(crashy.wanted).toBe(false);
    const runs = (await readFile(runsFile, 'utf8')).trim().split('\n');
    expect(runs).toHaveLength(5);
    expect(new Set(runs).size).toBe(5);
    expect(logged.filter((line) => line.includes('crashy exited unexpectedly (exit code 3)'))).toHaveLength(4);
    expect(isAlive(steady.pid!)).toBe(true);
  });

  it('stops everything it runs on stopAll, and restarts nothing after', async () => {
    const first = await supervisor.startScript('first', STAYS_UP, process.env);
    const second = await supervisor.startScript('second', STAYS_UP, process.env);
    const pids = [first.pid!, second.pid!];
    await supervisor.stopAll();
    for (const pid of pids) expect(isAlive(pid)).toBe(false);
    expect(first.pid).toBeNull();
    expect(second.pid).toBeNull();
    expect(logged.some((line) => line.includes('exited unexpectedly'))).toBe(false);
  });
});
