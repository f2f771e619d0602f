import type { Sql } from '../db/client.js';
import { deleteExpiredEvents } from '../db/event-log.js';

const EVERY_MS = 60 * 60 * 1000;

/** Deletes events older than the retention period now and every hour; returns a stop function. */
export function startEventRetention(sql: Sql, retentionDays: number, log: (line: string) => void = (l) => console.log(`[events] ${l}`)): () => void {
  const run = () => {
    deleteExpiredEvents(sql, retentionDays)
      .then((deleted) => {
        if (deleted > 0) log(`deleted ${deleted} events older than ${retentionDays} days`);
      })
      .catch((error) => log(`retention failed (retried in an hour): ${error instanceof Error ? error.message : String(error)}`));
  };
  run();
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
