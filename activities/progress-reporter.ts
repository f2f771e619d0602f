import { Context } from '@temporalio/activity';
import type { SignalDefinition } from '@temporalio/common';

/** Where a report stands: the phase (or stage, or the queue place of a waiting run) and how far along it is, 0..1. */
export interface Milestone {
  phase: string;
  fraction: number;
}

export interface ProgressReporterOptions<T> {
  /** The run's id, which is also its workflow id. */
  workflowId: string;
  /** The kind's progress signal, from its contract. */
  signal: SignalDefinition<[T]>;
  /** Writes the value to the run's row (lists, and GET between milestones); failures are left to the next write. */
  store: (value: T) => Promise<unknown>;
  /**
   * The value's phase and fraction: the workflow hears of a value only when the phase changes or
   * the fraction reaches a tenth it has not reached before (a kind whose progress restarts in each
   * phase gets one signal as a later phase begins and its final one; GET shows the rest from the row).
   */
  milestone: (value: T) => Milestone;
  storeEveryMs?: number;
}

/**
 * The milestone phase of a run that may wait for a compute slot: a new place in the queue is news
 * too (the only progress a waiting run makes), so it counts as a phase of its own.
 */
export function phaseOrQueuePlace(phase: string | null, message: string | null | undefined): string {
  return message?.startsWith('queued: ') ? `${phase ?? ''} ${message}` : (phase ?? '');
}

/** Signals a run's reporter sends at most besides those of phase changes and the final one: 0 %, 10 %, …, 100 %. */
export const PROGRESS_STEPS = 10;

/**
 * The one way a long activity reports progress, for every kind. The run's row gets every value
 * (at most once a second, at once on a milestone), so GET and lists stay fresh; the workflow gets
 * a signal only at a milestone — a new phase or a new 10 % step — and on `flush`, because each
 * signal is an event in its history, which operators read (docs/operating.md).
 */
export class ProgressReporter<T> {
  private lastStoreAt = 0;
  private signaledKey = '';
  private storedKey = '';
  private signaledPhase: string | null = null;
  private signaledStep = -1;
  private latest: T | null = null;
  private sending: Promise<void> = Promise.resolve();

  constructor(private readonly options: ProgressReporterOptions<T>) {}

  /** Records a value; sends it if the throttle allows. Never throws; returns when that send is done. */
  report(value: T): Promise<void> {
    this.latest = value;
    this.sending = this.sending.then(() => this.send(false));
    return this.sending;
  }

  /** Sends the latest value through both, whatever the throttle says (the activity's last report). */
  flush(): Promise<void> {
    this.sending = this.sending.then(() => this.send(true));
    return this.sending;
  }

  private async send(force: boolean): Promise<void> {
    const value = this.latest;
    if (value === null) return;
    const key = JSON.stringify(value);
    const now = Date.now();
    const { phase, fraction } = this.options.milestone(value);
    const step = Math.floor(Math.min(1, Math.max(0, fraction)) * PROGRESS_STEPS);
    const milestone = phase !== this.signaledPhase || step > this.signaledStep;
    // The row first: it is never behind what the workflow shows, so GET can take the further along of the two.
    if (key !== this.storedKey && (force || milestone || now - this.lastStoreAt >= (this.options.storeEveryMs ?? 1000))) {
      this.storedKey = key;
      this.lastStoreAt = now;
      await this.options.store(value).catch(() => undefined);
    }
    if (key !== this.signaledKey && (force || milestone)) {
      this.signaledKey = key;
      this.signaledPhase = phase;
      this.signaledStep = Math.max(this.signaledStep, step);
      // The row still carries the progress when the workflow cannot be reached.
      await Context.current().client.workflow.getHandle(this.options.workflowId).signal(this.options.signal, value).catch(() => undefined);
    }
  }
}
