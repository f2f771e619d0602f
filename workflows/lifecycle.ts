import {
  ApplicationFailure,
  CancellationScope,
  condition,
  isCancellation,
  patched,
  setHandler,
  upsertSearchAttributes,
  workflowInfo,
} from '@temporalio/workflow';
import { COMPUTE_SLOT_GRANTS_PATCH, computeSlotSignal } from '../contracts/compute-slots.js';
import {
  cancelSignal,
  cancelUpdate,
  isTerminalStatus,
  liveStateQuery,
  NOT_CANCELABLE,
  type LiveState,
  type ResourceStatus,
} from '../contracts/resource.js';
import { ResourceStatusAttribute } from '../contracts/search-attributes.js';
import { rowWrites } from './row-writes.js';


export type RunOutcome<T> = { kind: 'completed'; value: T } | { kind: 'canceled' } | { kind: 'failed'; error: unknown };

/**
 * The part every resource workflow shares: live state behind the `liveState` query, a cancel
 * signal that is accepted at once (the run shows `canceling`; the workflow then stops the work and
 * writes the ending, which GET and the terminal event show), and the `ResourceStatus` search
 * attribute kept in step with `status`. A heavy job waits for its compute slot here too
 * (`computeSlot`): in the workflow, holding no activity, until a grant's signal wakes it; the slot
 * is given back when the job has ended, or, when it failed or was cancelled, once the run's cleanup
 * (`finally`) has stopped it.
 */
export class ResourceRun<S extends LiveState> {
  private scope = new CancellationScope();
  private cancelRequested = false;
  private slot: 'none' | 'waiting' | 'granted' = 'none';
  /** Whether this run may hold a slot (or a place in the queue) that its end must give back. */
  private holdsSlot = false;
  /** This attempt asked for a slot and was never granted one: it never submitted a job. */
  private neverGranted = false;
  /** Runs when a cancel is accepted, before the work is cancelled (a kind's own message, a row marked `canceling`). */
  onCancel: (() => void) | null = null;

  constructor(readonly state: S) {
    setHandler(liveStateQuery<S>(), () => this.state);
    setHandler(computeSlotSignal, (news) => {
      if (this.slot !== 'waiting') return;
      if (news.granted) this.slot = 'granted';
      else if (news.message !== null && !this.cancelRequested) this.state.status_message = news.message;
    });
    setHandler(cancelSignal, () => {
      // A cancel that reaches a run as it ends changes nothing: the run keeps the ending it reached.
      if (!isTerminalStatus(this.state.status)) this.acceptCancel();
    });
    setHandler(
      cancelUpdate<S>(),
      (_reason?: string) => {
        this.acceptCancel();
        return this.state;
      },
      {
        validator: (_reason?: string) => {
          if (isTerminalStatus(this.state.status)) {
            throw ApplicationFailure.create({ type: NOT_CANCELABLE, message: `The run is already ${this.state.status}.`, nonRetryable: true });
          }
        },
      },
    );
  }

  /** A second cancel while the first is being carried out changes nothing. */
  private acceptCancel(): void {
    if (this.cancelRequested) return;
    this.cancelRequested = true;
    this.setStatus('canceling');
    this.state.status_message = 'canceling';
    this.onCancel?.();
    this.scope.cancel();
  }

  get canceled(): boolean {
    return this.cancelRequested;
  }

  setStatus(status: ResourceStatus): void {
    // A run whose cancel was accepted stays `canceling` until it ends, even when work that was already
    // finishing (an activity answering in the same task as the cancel) reports `processing` after it.
    if (this.cancelRequested && !isTerminalStatus(status) && status !== 'canceling') return;
    this.state.status = status;
    upsertSearchAttributes([{ key: ResourceStatusAttribute, value: status }]);
  }

  /** Phase changes restart progress at 0, as the API promises. */
  enterPhase(phase: string, statusMessage: string): void {
    this.state.phase = phase;
    this.state.progress = 0;
    this.state.status_message = statusMessage;
  }

  /** Runs the work in the scope the cancel update cancels; never throws. */
  async work<T>(fn: () => Promise<T>): Promise<RunOutcome<T>> {
    try {
      return { kind: 'completed', value: await this.scope.run(fn) };
    } catch (error) {
      if (this.cancelRequested && isCancellation(error)) return { kind: 'canceled' };
      return { kind: 'failed', error };
    }
  }

  /** A fresh scope for work after an ended attempt (a resumed twin), so an earlier cancel does not cancel it. */
  rearm(): void {
    this.scope = new CancellationScope();
    this.cancelRequested = false;
  }

  /**
   * Waits for a slot of `tier` for the run's heavy job (db/compute-slots.ts): asked for by a short
   * activity, then awaited here with no activity and no heartbeat; the status message says the
   * run's place meanwhile. A cancel while waiting ends the wait, so the job is never started.
   */
  async computeSlot(tier: string): Promise<void> {
    if (!patched(COMPUTE_SLOT_GRANTS_PATCH)) return;
    const { taskQueue: pool, workflowId: holder } = workflowInfo();
    const message = this.state.status_message;
    this.holdsSlot = true;
    this.neverGranted = true;
    this.slot = 'waiting';
    // Not cancelled midway: a request committed after the run's cleanup gave its slot back would be left open.
    const answer = await CancellationScope.nonCancellable(() => rowWrites.requestComputeSlot({ pool, holder, tier }));
    if (answer.granted) this.slot = 'granted';
    else if (this.slot === 'waiting' && answer.message !== null && !this.cancelRequested) this.state.status_message = answer.message;
    await condition(() => this.slot === 'granted');
    this.neverGranted = false;
    this.state.status_message = message;
  }

  /**
   * False when the run waited for a compute slot and ended before it was granted: no job was ever
   * submitted, so its cleanup has none to stop (a thousand waiting runs canceled at once skip an
   * activity each).
   */
  get jobMayExist(): boolean {
    return !this.neverGranted;
  }

  /**
   * Runs the heavy job in a compute slot: waits for one, runs `job`, and gives the slot back as
   * soon as the job has ended, so the next run's job starts while this one publishes. A job that
   * fails or is cancelled keeps its slot until the run's cleanup has stopped it (`finally`).
   */
  async withComputeSlot<T>(tier: string, job: () => Promise<T>): Promise<T> {
    await this.computeSlot(tier);
    const value = await job();
    await this.releaseComputeSlot();
    return value;
  }

  /** Gives the run's compute slot (or its place in the queue) back, once its job has ended; idempotent. */
  async releaseComputeSlot(): Promise<void> {
    if (!this.holdsSlot) return;
    // Held until the release is done: one refused by a cancelled scope is made again by `finally`.
    await rowWrites.releaseComputeSlot({ holder: workflowInfo().workflowId });
    this.holdsSlot = false;
    this.slot = 'none';
  }

  /** A run continued as new keeps the slot its earlier execution was granted. */
  keepComputeSlot(): void {
    if (patched(COMPUTE_SLOT_GRANTS_PATCH)) this.holdsSlot = true;
  }

  /** Cleanup and the final write must run even though the work scope was cancelled; the compute slot is given back after them. */
  finally<T>(fn: () => Promise<T>): Promise<T> {
    return CancellationScope.nonCancellable(async () => {
      try {
        return await fn();
      } finally {
        await this.releaseComputeSlot();
      }
    });
  }
}

/** The error code an activity failure carries (ApplicationFailure type), if any. */
export function failureCode(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (current instanceof ApplicationFailure && current.type) return current.type;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

export function failureMessage(error: unknown): string | null {
  let current: unknown = error;
  let message: string | null = null;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (current instanceof ApplicationFailure) message = current.message;
    current = (current as { cause?: unknown }).cause;
  }
  return message;
}
