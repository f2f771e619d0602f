import { Context } from '@temporalio/activity';
import type { SignalDefinition } from '@temporalio/common';

export interface ProgressReporterOptions<T> {
  /** The run's id, which is also its workflow id. */
  workflowId: string;
  /** The kind's progress signal, from its contract. */
  signal: SignalDefinition<[T]>;
  /** Writes the value to the run's row (what lists show); failures are left to the next write. */
  store: (value: T) => Promise<unknown>;
  signalEveryMs?: number;
  storeEveryMs?: number;
  /** A change that goes out at once whatever the throttle says (a new phase, say). */
  urgent?: (previous: T | null, next: T) => boolean;
}

/**
 * The one way a long activity reports progress, for every kind: a signal to the run's workflow
 * (live state for GET by id) and, less often, a row write (lists). Both throttled and skipped
 * when nothing changed; `flush` sends the last value through both.
 */
export class ProgressReporter<T> {
  private lastSignalAt = 0;
  private lastStoreAt = 0;
  private signaledKey = '';
  private storedKey = '';
  private signaled: T | null = null;
  private latest: T | null = null;
  private sending: Promise<void> = Promise.resolve();

  constructor(private readonly options: ProgressReporterOptions<T>) {}

  /** Records a value; sends it if the throttle allows. Never throws; returns when that send is done. */
  report(value: T): Promise<void> {
    this.latest = value;
    this.sending = this.sending.then(() => this.send(false));
    return this.sending;
  }

  flush(): Promise<void> {
    this.sending = this.sending.then(() => this.send(true));
    return this.sending;
  }

  private async send(force: boolean): Promise<void> {
    const value = this.latest;
    if (value === null) return;
    const key = JSON.stringify(value);
    const now = Date.now();
    const urgent = this.options.urgent?.(this.signaled, value) ?? false;
    if (key !== this.signaledKey && (force || urgent || now - this.lastSignalAt >= (this.options.signalEveryMs ?? 500))) {
      this.signaledKey = key;
      this.signaled = value;
      this.lastSignalAt = now;
      // The row still carries the progress when the workflow cannot be reached.
      await Context.current().client.workflow.getHandle(this.options.workflowId).signal(this.options.signal, value).catch(() => undefined);
    }
    // An urgent change (a new phase or stage) reaches the row at once too, so a GET that falls back to the row agrees with the live state.
    if (key !== this.storedKey && (force || urgent || now - this.lastStoreAt >= (this.options.storeEveryMs ?? 3000))) {
      this.storedKey = key;
      this.lastStoreAt = now;
      await this.options.store(value).catch(() => undefined);
    }
  }
}
