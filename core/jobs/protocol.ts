/**
 * The one job protocol (DESIGN.md "One job protocol"): every job program writes one JSON object
 * per line on stdout, `{"event": "<name>", …}`. Any other line (a library's warning, LeRobot's
 * training lines, the backend's own notes) is the program's text, not an event.
 */
export interface JobEvent {
  event: string;
}

/** The event a log line carries, or undefined for any other line. */
export function parseJobEvent<E extends JobEvent>(line: string): E | undefined {
  const text = line.trim();
  if (!text.startsWith('{')) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  return typeof value === 'object' && value !== null && typeof (value as JobEvent).event === 'string' ? (value as E) : undefined;
}

/** Writes one event line (for job programs written in TypeScript). */
export function writeJobEvent(event: JobEvent, write: (text: string) => void = (text) => process.stdout.write(text)): void {
  write(`${JSON.stringify(event)}\n`);
}
