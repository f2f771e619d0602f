import type { z } from '@hono/zod-openapi';
import { simJobEnv } from '../sim/environment.js';
import { EvaluationJobSpecSchema, type EvaluationObjectiveName, type EvaluationRandomisationSchema } from './__generated__/evaluation-job-spec.js';
import { EVALUATION_PHASES, type EvaluationDone, type EvaluationEpisodeEvent, type EvaluationJobEvent, type EvaluationPhase } from './__generated__/phase-events.js';
import { jobEventReader } from './event-reader.js';
import { EVALUATION_JOB_EVENT_SCHEMA } from './phase-events.js';

/** The evaluation job (jobs/eval/main.py): its input, its argv and its events. */

/** The job's phases, in order (jobs/sim/events_schema.json). */
export { EVALUATION_PHASES, type EvaluationPhase };
/** The job's input, as one JSON document (jobs/eval/spec_schema.json, which the job checks it against at its entry). */
export type EvaluationJobSpec = z.infer<typeof EvaluationJobSpecSchema>;
export type EvaluationObjective = z.infer<typeof EvaluationObjectiveName>;
/** An objective's parameters as an RL run's spec takes them: numbers, or points [x, y, z]. */
export type EvaluationObjectiveParameters = NonNullable<NonNullable<EvaluationJobSpec['objective']>['parameters']>;
/** How each episode's start is drawn (jobs/eval/randomisation.py); the defaults equal an RL run's own evaluation. */
export type EvaluationRandomisation = z.infer<typeof EvaluationRandomisationSchema>;

/** The argv after the program: the spec as one JSON argument. A field the schema lacks is refused here, before any job starts. */
export function evaluationJobArgs(spec: EvaluationJobSpec): { args: string[]; env: Record<string, string> } {
  return { args: ['--spec', JSON.stringify(EvaluationJobSpecSchema.parse(spec))], env: simJobEnv() };
}

/** One row of episodes.json and of `GET /v1/evaluations/{id}/episodes`: an `episode` event less its name and place. */
export type EvaluationEpisode = Omit<EvaluationEpisodeEvent, 'event' | 'index'>;

/** Why an episode failed (jobs/eval/rollout.py `failure_mode`). */
export type EpisodeFailureMode = NonNullable<EvaluationEpisode['failure_mode']>;

export type EvaluationInterval = EvaluationDone['interval'];

/** One JSON line of the job's stdout (jobs/sim/events_schema.json `evaluation_job_event`). */
export type { EvaluationJobEvent };

/** Parses a log line into an event; anything else (a Python warning, the backend's own lines, a line off the schema) gives undefined. */
export const parseEvaluationEvent = jobEventReader<EvaluationJobEvent>(EVALUATION_JOB_EVENT_SCHEMA);
