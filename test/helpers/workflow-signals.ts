import type { Client } from '@temporalio/client';
import { PROGRESS_STEPS } from '../../activities/progress-reporter.js';

export interface SignalInHistory {
  name: string;
  /** The signal's first argument, decoded (JSON payloads), or null. */
  arg: Record<string, unknown> | null;
}

/** The signals in the history of a workflow's current run, in order, as an operator reading the history sees them. */
export async function signalsInHistory(client: Client, workflowId: string): Promise<SignalInHistory[]> {
  const history = await client.workflow.getHandle(workflowId).fetchHistory();
  const signals: SignalInHistory[] = [];
  for (const event of history.events ?? []) {
    const signaled = event.workflowExecutionSignaledEventAttributes;
    if (!signaled) continue;
    const data = signaled.input?.payloads?.[0]?.data;
    signals.push({ name: signaled.signalName ?? '', arg: data ? (JSON.parse(Buffer.from(data).toString('utf8')) as Record<string, unknown>) : null });
  }
  return signals;
}

/**
 * The progress signals of a run and the most it may have: one per phase change (as `phaseOf`
 * reads the phase from a signal), one per 10 % step (0 % to 100 %), and the final one.
 */
export function progressSignalBudget(signals: SignalInHistory[], progressSignal: string, phaseOf: (arg: Record<string, unknown>) => unknown) {
  const progress = signals.filter((signal) => signal.name === progressSignal).map((signal) => signal.arg ?? {});
  const phases = progress.map((arg) => JSON.stringify(phaseOf(arg) ?? null));
  const phaseChanges = phases.filter((phase, i) => i > 0 && phase !== phases[i - 1]).length;
  return { count: progress.length, most: phaseChanges + PROGRESS_STEPS + 2 };
}
