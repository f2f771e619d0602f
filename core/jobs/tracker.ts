import { JOBS_PYTHONPATH } from '../sim/environment.js';

/**
 * The experiment tracker (jobs/track/main.py) run as a job of its own on a messages file: it continues the
 * tracker runs an earlier job's tracker made (its status.json) with what came after that job, e.g. a
 * training run's checkpoint evaluations. Its messages: one JSON object per line, as the module's docstring says.
 */
export type TrackerMessage =
  | { kind: 'resume' }
  | { kind: 'metrics'; step: number; values: Record<string, number> }
  | { kind: 'summary'; values: Record<string, unknown>; ok: boolean };

export function trackerJobArgs(trackingDir: string, messagesFile: string): { args: string[]; env: Record<string, string> } {
  return { args: ['--dir', trackingDir, '--messages', messagesFile], env: { ...JOBS_PYTHONPATH, PYTHONUNBUFFERED: '1' } };
}

export const trackerMessageLines = (messages: readonly TrackerMessage[]): string => messages.map((message) => `${JSON.stringify(message)}\n`).join('');
