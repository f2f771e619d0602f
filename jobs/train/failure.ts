import { writeJobEvent } from '../../core/jobs/protocol.js';
import type { TrainerFailed } from '../../core/jobs/training.js';

/**
 * How a trainer ends when it cannot go on: a line for people, then its `error` event (jobs/train/events_schema.json),
 * the job's last event, which the run's error message quotes.
 */
export function endTrainer(code: TrainerFailed['code'], message: string, exitStatus: number): never {
  process.stdout.write(`${message}\n`);
  const event: TrainerFailed = { event: 'error', code, message };
  writeJobEvent(event);
  process.exit(exitStatus);
}

/** Any exception the trainer did not catch ends it with exit status 1 and an error event naming it (its stack on stderr). */
export function endTrainerOnUncaughtError(): void {
  process.on('uncaughtException', (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    const message = error instanceof Error ? (error.name === 'Error' ? error.message : `${error.name}: ${error.message}`) : String(error);
    endTrainer('trainer_failed', message, 1);
  });
}
