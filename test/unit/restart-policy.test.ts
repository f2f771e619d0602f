import { describe, expect, it } from 'vitest';
import { ProgressWatch } from '../../cli/health-wait.js';
import { describeExit, RestartPolicy } from '../../cli/restart-policy.js';

const SECOND = 1_000;

describe('restart policy', () => {
  it('waits 1 s before the first restart and doubles the wait up to 30 s', () => {
    const policy = new RestartPolicy({ initialDelayMs: 1_000, maxDelayMs: 30_000, healthyAfterMs: 60_000, crashLoopLimit: 100, crashLoopWindowMs: 120_000 });
    const delays: number[] = [];
    let now = 0;
    policy.started(now);
    for (let crash = 0; crash < 8; crash++) {
      now += 5 * SECOND;
      const decision = policy.crashed(now);
      expect(decision.action).toBe('restart');
      if (decision.action === 'restart') delays.push(decision.delayMs);
      now += decision.action === 'restart' ? decision.delayMs : 0;
      policy.started(now);
    }
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('starts over at 1 s once the process ran a minute before crashing', () => {
    const policy = new RestartPolicy();
    policy.started(0);
    expect(policy.crashed(10 * SECOND)).toMatchObject({ action: 'restart', delayMs: 1_000 });
    policy.started(11 * SECOND);
    expect(policy.crashed(20 * SECOND)).toMatchObject({ action: 'restart', delayMs: 2_000 });
    policy.started(22 * SECOND);
    // Healthy for 60 s: the next crash is treated as a first one again.
    expect(policy.crashed(82 * SECOND)).toMatchObject({ action: 'restart', delayMs: 1_000 });
    policy.started(83 * SECOND);
    // Healthy for 59 s only: the backoff keeps growing.
    expect(policy.crashed(142 * SECOND)).toMatchObject({ action: 'restart', delayMs: 2_000 });
  });

  it('gives up on the fifth crash within two minutes', () => {
    const policy = new RestartPolicy();
    const decisions = [];
    let now = 0;
    for (let crash = 0; crash < 5; crash++) {
      policy.started(now);
      now += 10 * SECOND;
      decisions.push(policy.crashed(now).action);
    }
    expect(decisions).toEqual(['restart', 'restart', 'restart', 'restart', 'give_up']);
  });

  it('keeps restarting a process whose crashes are spread wider than two minutes', () => {
    const policy = new RestartPolicy();
    let now = 0;
    for (let crash = 0; crash < 12; crash++) {
      policy.started(now);
      now += 35 * SECOND;
      expect(policy.crashed(now).action).toBe('restart');
    }
  });

  it('says how a process ended', () => {
    expect(describeExit(3, null)).toBe('exit code 3');
    expect(describeExit(null, 'SIGKILL')).toBe('signal SIGKILL');
  });
});

describe('progress watch', () => {
  it('keeps waiting while the mark changes and gives up after the stall limit without change', () => {
    const watch = new ProgressWatch(30 * SECOND, 0);
    expect(watch.observe('cpu:1', 0)).toBe(true);
    expect(watch.observe('cpu:2', 25 * SECOND)).toBe(true);
    expect(watch.observe('cpu:3', 50 * SECOND)).toBe(true);
    // Slow progress never runs out, however long it takes in all.
    expect(watch.observe('cpu:3', 79 * SECOND)).toBe(true);
    expect(watch.observe('cpu:3', 80 * SECOND)).toBe(false);
  });
});
