import { setTimeout as sleep } from 'node:timers/promises';
import { RunProgress, type Tick } from './progress.js';
import { TERMINAL } from './run-kinds.js';

export interface FollowedRun {
  status: string;
}

/**
 * Polls a run until it ends, drawing one bar per phase; answers the last state read. Polling (every
 * second) rather than a stream: every kind answers GET by id with live state from its workflow.
 * An ended run's status is never drawn as a phase bar; without a terminal it is the log's last line.
 */
export async function followRun<T extends FollowedRun>(read: () => Promise<T>, format: string, tickOf: (run: T) => Tick, intervalMs = 1000): Promise<T> {
  const progress = new RunProgress(format);
  let ended: T | null = null;
  try {
    for (;;) {
      const run = await read();
      if (TERMINAL.has(run.status)) {
        ended = run;
        return run;
      }
      progress.update(tickOf(run));
      await sleep(intervalMs);
    }
  } finally {
    progress.finish(ended?.status === 'succeeded', ended ? tickOf(ended) : undefined);
  }
}
