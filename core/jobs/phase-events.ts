/**
 * The events of the simulation jobs (twin build, RL run, evaluation, the visual policy's trainer), defined once in jobs/sim/events_schema.json:
 * the shared events every job writes as it goes through its phases (jobs/sim/phases.py), one vocabulary so one
 * follower reads any of them, and each job's own events. A kind's contract may name the phase otherwise (a twin's
 * `stage`); its presenter does that, not the job. Workflows import the phase lists from the generated module itself.
 */
export type { JobFailed, PhaseDone, PhaseEvent, PhaseProgress, PhaseStarted } from './__generated__/phase-events.js';
export { EVALUATION_EVENT_SCHEMA, EVALUATION_JOB_EVENT_SCHEMA, RL_EVENT_SCHEMA, RL_JOB_EVENT_SCHEMA, TWIN_EVENT_SCHEMA, TWIN_JOB_EVENT_SCHEMA, VISUAL_EVENT_SCHEMA, VISUAL_JOB_EVENT_SCHEMA } from './__generated__/phase-event-schemas.js';
