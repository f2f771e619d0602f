/** The stages of a twin build, in order (the job's, the workflow's and the API's one list: jobs/sim/events_schema.json). */
export { TWIN_STAGES, type TwinStage } from '../jobs/__generated__/phase-events.js';
