import { setTimeout as sleep } from 'node:timers/promises';
import { RunProgress, type Tick } from './progress.js';
import { TERMINAL } from './run-kinds.js';

export interface FollowedRun {
  status: string;
}

/**
 * Polls a run until it ends, drawing its progress; answers the last state read. Polling (every
 * second) rather than a stream: every kind answers GET by id with live state from its workflow.
 */
export async function followRun<T extends FollowedRun>(read: () => Promise<T>, format: string, tickOf: (run: T) => Tick, intervalMs = 1000): Promise<T> {
  const progress = new RunProgress(format);
  try {
    for (;;) {
      const run = await read();
      progress.update(tickOf(run));
      if (TERMINAL.has(run.status)) return run;
      await sleep(intervalMs);
    }
  } finally {
    progress.stop();
  }
}
