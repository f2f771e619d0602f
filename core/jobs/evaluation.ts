import { simJobEnv } from '../sim/environment.js';
import { EVALUATION_PHASES, type EvaluationDone, type EvaluationEpisodeEvent, type EvaluationJobEvent, type EvaluationPhase } from './__generated__/phase-events.js';
import { jobEventReader } from './event-reader.js';
import { EVALUATION_JOB_EVENT_SCHEMA } from './phase-events.js';

/** The evaluation job (jobs/eval/main.py): its input, its argv and its events. */

/** The job's phases, in order (jobs/sim/events_schema.json). */
export { EVALUATION_PHASES, type EvaluationPhase };
export const EVALUATION_OBJECTIVES = ['pick_place', 'reach'] as const;
export type EvaluationObjective = (typeof EVALUATION_OBJECTIVES)[number];

/** How each episode's start is drawn (jobs/eval/randomisation.py); the defaults equal an RL run's own evaluation. */
export interface EvaluationRandomisation {
  object_xy_m?: number;
  object_yaw_deg?: number;
  arm_joint_rad?: number;
  light_scale?: number;
}

export interface EvaluationJobInput {
  /** A built-in or LeRobot training run's checkpoint folder, or an RL run's policy.onnx (or the folder holding it). */
  policyPath: string;
  /** What report.json names as the policy's origin, e.g. `trn_…/checkpoints/000300`. */
  policySource?: string;
  /** The twin job's output folder. */
  twinDir: string;
  modelsDir: string;
  outputDir: string;
  objective?: { name: EvaluationObjective; parameters?: Record<string, unknown> };
  episodes?: number;
  seeds?: number[];
  randomisation?: EvaluationRandomisation;
  threshold?: number;
  /** Figures only, no clip grid (a training run choosing its best checkpoint). */
  noClips?: boolean;
}

export function evaluationJobArgs(input: EvaluationJobInput): { args: string[]; env: Record<string, string> } {
  return {
    args: [
      '--policy', input.policyPath,
      '--twin_dir', input.twinDir,
      '--models_dir', input.modelsDir,
      '--output_dir', input.outputDir,
      ...(input.policySource !== undefined ? ['--policy_source', input.policySource] : []),
      ...(input.objective !== undefined ? ['--objective', JSON.stringify(input.objective)] : []),
      ...(input.episodes !== undefined ? ['--episodes', String(input.episodes)] : []),
      ...(input.seeds !== undefined ? ['--seeds', JSON.stringify(input.seeds)] : []),
      ...(input.randomisation !== undefined ? ['--randomisation', JSON.stringify(input.randomisation)] : []),
      ...(input.threshold !== undefined ? ['--threshold', String(input.threshold)] : []),
      ...(input.noClips ? ['--no_clips'] : []),
    ],
    env: simJobEnv(),
  };
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
