import { simJobEnv } from '../sim/environment.js';
import type { RlTaskSpec } from '../rl/spec.js';
import { RL_PHASES, type RlEval, type RlJobEvent, type RlPhase } from './__generated__/phase-events.js';
import { jobEventReader } from './event-reader.js';
import { RL_JOB_EVENT_SCHEMA } from './phase-events.js';

/** The RL job (jobs/rl/main.py): its input, its argv and its events. */

/** The phases of an RL run, in order (jobs/sim/events_schema.json); each writes `stages/<phase>.json` in the output dir. */
export { RL_PHASES, type RlPhase };

export interface RlJobInput {
  /** The task spec (docs/rl-engine.md); the job fills in defaults and rejects bad values with a dotted `param`. */
  spec: Record<string, unknown>;
  outputDir: string;
  /** `$DATA_DIR/models` (core/sim/environment.ts `modelsDir`). */
  modelsDir: string;
  seed: number;
  /** A twin's folder (the twin job's output): the run trains in that twin's scene; `pick_place` needs it. */
  sceneDir?: string;
  timeLimitS?: number;
  checkpointEverySteps?: number;
  /** Evaluate and package the latest checkpoint without training further (after a cancel that killed the job). */
  packageOnly?: boolean;
}

/**
 * The API's task spec (core/rl/spec.ts, flat objective parameters, already validated and with
 * defaults filled) in the job's own shape (jobs/rl/spec_schema.json: `objective.name` and
 * `objective.parameters`, `n_envs` at the top). `budget.time_limit_s` becomes `--time_limit_s`;
 * `scene` stays in the spec (the job checks the twin it is given is that one) and its folder comes
 * as `--scene_dir`.
 */
export function jobSpecFor(spec: RlTaskSpec): Record<string, unknown> {
  const { type, ...parameters } = spec.objective;
  return {
    robot: spec.robot,
    engine: spec.engine,
    n_envs: spec.budget.n_envs,
    budget: { env_steps: spec.budget.env_steps },
    objective: { name: type, parameters },
    ...(spec.scene ? { scene: spec.scene } : {}),
  };
}

/** The argv after the program (backends/compute/job-programs.ts runs it) and the environment of an RL run. */
export function rlJobArgs(input: RlJobInput): { args: string[]; env: Record<string, string> } {
  return {
    args: [
      '--spec', JSON.stringify(input.spec),
      '--output_dir', input.outputDir,
      '--models_dir', input.modelsDir,
      '--seed', String(input.seed),
      ...(input.sceneDir !== undefined ? ['--scene_dir', input.sceneDir] : []),
      ...(input.timeLimitS !== undefined ? ['--time_limit_s', String(input.timeLimitS)] : []),
      ...(input.checkpointEverySteps !== undefined ? ['--checkpoint_every_steps', String(input.checkpointEverySteps)] : []),
      ...(input.packageOnly ? ['--package_only'] : []),
    ],
    env: simJobEnv(),
  };
}

/** One JSON line of the job's stdout (jobs/sim/events_schema.json `rl_job_event`). */
export type { RlJobEvent };

/** One line of metrics.jsonl: an `eval` event less its name and phase. */
export type RlMetricsPoint = Omit<RlEval, 'event' | 'phase'>;

/** Parses a log line into an event; anything else (a Python warning, the backend's own lines, a line off the schema) gives undefined. */
export const parseRlEvent = jobEventReader<RlJobEvent>(RL_JOB_EVENT_SCHEMA);
