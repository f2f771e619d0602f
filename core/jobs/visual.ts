import { VISUAL_PHASES, type VisualDone, type VisualJobEvent, type VisualPhase } from './__generated__/phase-events.js';
import { jobEventReader } from './event-reader.js';
import { VISUAL_JOB_EVENT_SCHEMA } from './phase-events.js';

/** The built-in visual policy's trainer (jobs/visual/train.py): its phases, in order (jobs/sim/events_schema.json), and its events. */
export { VISUAL_PHASES, type VisualDone, type VisualJobEvent, type VisualPhase };

/** The trainer's event on a line of its stdout, checked against its events schema; undefined for any other line. */
export const parseVisualEvent = jobEventReader<VisualJobEvent>(VISUAL_JOB_EVENT_SCHEMA);
