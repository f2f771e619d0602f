import type { z } from 'zod';
import { PHASE_EVENT_NAMES } from './__generated__/phase-events.js';
import { parseJobEvent, type JobEvent } from './protocol.js';

/**
 * The events every simulation job (twin build, RL run, evaluation) writes as it goes through its phases
 * (jobs/sim/phases.py): one vocabulary, defined once in jobs/sim/events_schema.json with each job's phases,
 * so one follower reads any of them. A kind's contract may name the phase otherwise (a twin's `stage`); its
 * presenter does that, not the job. Workflows import the phase lists from the generated module itself.
 */
export type { JobFailed, PhaseDone, PhaseEvent, PhaseProgress, PhaseStarted } from './__generated__/phase-events.js';
export { EVALUATION_EVENT_SCHEMA, RL_EVENT_SCHEMA, TWIN_EVENT_SCHEMA } from './__generated__/phase-event-schemas.js';

const isPhaseEventName = (name: string): boolean => (PHASE_EVENT_NAMES as readonly string[]).includes(name);

/**
 * A job's line reader: the event a line carries, or undefined for any other line. A shared event (`phase`,
 * `phase_done`, `progress`, `error`) counts only when it matches the schema with the job's phases: a line
 * naming a phase the job does not have, or with a field missing or of the wrong type, stays the program's
 * text and never becomes a run's state. The job's other events pass as parseJobEvent reads them.
 */
export function phaseEventReader<E extends JobEvent>(schema: z.ZodType): (line: string) => E | undefined {
  return (line) => {
    const event = parseJobEvent<E>(line);
    if (!event || !isPhaseEventName(event.event)) return event;
    return schema.safeParse(event).success ? event : undefined;
  };
}
