import type { z } from 'zod';
import { parseJobEvent, type JobEvent } from './protocol.js';

/**
 * A job's line reader, over the job's events as its events schema defines them (the generated
 * `<JOB>_JOB_EVENT_SCHEMA`): the event a line carries, or undefined for any other line. A line naming an event the
 * job does not write or a phase it does not have, or with a field missing or of the wrong type, stays the program's
 * text and never becomes a run's state or metrics. The event is the line as written, fields the schema does not name
 * included (a job may add some).
 */
export function jobEventReader<E extends JobEvent>(schema: z.ZodType): (line: string) => E | undefined {
  return (line) => {
    const event = parseJobEvent<E>(line);
    return event && schema.safeParse(event).success ? event : undefined;
  };
}
