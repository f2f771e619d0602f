import { simJobEnv } from '../sim/environment.js';
import { EVALUATION_PHASES, type EvaluationPhase } from './__generated__/phase-events.js';
import { EVALUATION_EVENT_SCHEMA, phaseEventReader, type JobFailed, type PhaseDone, type PhaseProgress, type PhaseStarted } from './phase-events.js';

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

/** Why an episode failed (jobs/eval/rollout.py `failure_mode`); null when it succeeded. */
export type EpisodeFailureMode = 'never_grasped' | 'not_lifted' | 'fell_off_table' | 'not_released' | 'missed_target' | 'dropped' | 'short_of_target' | 'diverged';

/** One row of episodes.json and of `GET /v1/evaluations/{id}/episodes`. */
export interface EvaluationEpisode {
  seed: number;
  success: boolean;
  /** The object's highest rise above its resting height (m); null for reach. */
  lift_m: number | null;
  /** Final distance from the object (pick_place) or the tool (reach) to the target (m). */
  place_error_m: number | null;
  steps: number;
  failure_mode: EpisodeFailureMode | null;
  grasped: boolean | null;
  start: { object_yaw_deg: number; light_scale: number };
}

export interface EvaluationInterval {
  method: 'wilson';
  confidence: 0.95;
  low: number;
  high: number;
}

export type EvaluationJobEvent =
  | PhaseStarted<EvaluationPhase>
  | PhaseDone<EvaluationPhase>
  | PhaseProgress<EvaluationPhase>
  | ({ event: 'episode'; index: number } & EvaluationEpisode)
  | JobFailed<EvaluationPhase>
  | { event: 'done'; ok: true; verdict: 'pass' | 'fail'; success_rate: number; interval: EvaluationInterval; episodes: number; report: string; clip: string | null };

/** Parses a log line into an event; anything else (a Python warning, the backend's own lines, a phase event off the schema) gives undefined. */
export const parseEvaluationEvent = phaseEventReader<EvaluationJobEvent>(EVALUATION_EVENT_SCHEMA);
