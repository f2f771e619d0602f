import { Context } from '@temporalio/activity';
import type { Sql } from '../db/client.js';
import { updateAugmentationProgress } from '../db/augmentations.js';

const SIGNAL_EVERY_MS = 500;
const WRITE_EVERY_MS = 3000;

/**
 * Reports a long activity's progress three ways: a heartbeat (so Temporal knows it lives and a
 * retry can resume), a signal to the run's workflow (live state for GET by id) and, less often,
 * the row (lists). Throttled; `flush` sends the last value.
 */
export class ProgressReporter {
  private lastSignal = 0;
  private lastWrite = 0;
  private pending: { progress: number; message: string } | null = null;

  constructor(
    private readonly sql: Sql,
    private readonly id: string,
    private readonly phase: string,
  ) {}

  report(progress: number, message: string, heartbeatDetails?: unknown): void {
    Context.current().heartbeat(heartbeatDetails ?? { progress, message });
    this.pending = { progress, message };
    const now = Date.now();
    if (now - this.lastSignal >= SIGNAL_EVERY_MS) this.send(now);
  }

  async flush(): Promise<void> {
    if (this.pending) await this.send(Date.now());
  }

  private async send(now: number): Promise<void> {
    const update = this.pending;
    if (!update) return;
    this.pending = null;
    this.lastSignal = now;
    const context = Context.current();
    try {
      await context.client.workflow.getHandle(this.id).signal('augmentationProgress', { phase: this.phase, progress: update.progress, message: update.message });
    } catch {
      // The workflow reads progress from the row when the signal cannot be sent.
    }
    if (now - this.lastWrite >= WRITE_EVERY_MS) {
      this.lastWrite = now;
      await updateAugmentationProgress(this.sql, this.id, { progress: update.progress, statusMessage: update.message }).catch(() => undefined);
    }
  }
}
