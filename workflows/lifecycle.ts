import {
  ApplicationFailure,
  CancellationScope,
  condition,
  isCancellation,
  setHandler,
  upsertSearchAttributes,
} from '@temporalio/workflow';
import {
  cancelUpdate,
  isTerminalStatus,
  liveStateQuery,
  NOT_CANCELABLE,
  type LiveState,
  type ResourceStatus,
} from './contracts/resource.js';
import { ResourceStatusAttribute } from './contracts/search-attributes.js';

export type RunOutcome<T> = { kind: 'completed'; value: T } | { kind: 'canceled' } | { kind: 'failed'; error: unknown };

/**
 * The part every resource workflow shares: live state behind the `liveState` query, a `cancel`
 * update that cancels the work and answers once the run has ended, and the `ResourceStatus`
 * search attribute kept in step with `status`.
 */
export class ResourceRun<S extends LiveState> {
  private scope = new CancellationScope();
  private cancelRequested = false;
  /** Runs when a cancel is accepted, before the work is cancelled (a kind that shows `canceling` sets it). */
  onCancel: (() => void) | null = null;

  constructor(readonly state: S) {
    setHandler(liveStateQuery<S>(), () => this.state);
    setHandler(
      cancelUpdate<S>(),
      async (_reason?: string) => {
        this.cancelRequested = true;
        this.onCancel?.();
        this.scope.cancel();
        await condition(() => isTerminalStatus(this.state.status));
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

  get canceled(): boolean {
    return this.cancelRequested;
  }

  setStatus(status: ResourceStatus): void {
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

  /** Cleanup and the final write must run even though the work scope was cancelled. */
  finally<T>(fn: () => Promise<T>): Promise<T> {
    return CancellationScope.nonCancellable(fn);
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
