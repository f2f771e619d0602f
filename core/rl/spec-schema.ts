import { RL_SPEC_SCHEMA as GENERATED_RL_SPEC_SCHEMA } from './__generated__/spec-schema.js';

export interface RlScalarRule {
  type: 'string' | 'integer' | 'number';
  enum?: readonly string[];
  minimum?: number;
  maximum?: number;
  default: string | number;
  description: string;
  /** Objective parameters: the unit the catalog shows (null: a plain number). */
  unit?: string | null;
}

/** `[x, y, z]` metres; `table_relative` components are bounded as heights above the twin's table top. */
export interface RlPointRule {
  type: 'point';
  minimum: readonly [number, number, number];
  maximum: readonly [number, number, number];
  table_relative: readonly [boolean, boolean, boolean];
  default: null;
  description: string;
  unit?: string;
}

export type RlFieldRule = RlScalarRule | RlPointRule;

/** jobs/rl/spec_schema.json: the fields, objectives and verdict thresholds the job enforces. */
export interface RlSpecSchema {
  version: number;
  description: string;
  fields: Record<string, RlScalarRule>;
  objectives: Record<
    string,
    {
      description: string;
      success_threshold: number;
      reward_terms: readonly string[];
      ppo_defaults?: Record<string, number>;
      needs_scene?: boolean;
      parameters: Record<string, RlFieldRule>;
    }
  >;
  checks: Record<string, number>;
}

/** The job's schema, from the module generated out of jobs/rl/spec_schema.json (npm run generate:job-modules). */
export function readRlSpecSchema(): RlSpecSchema {
  return RL_SPEC_SCHEMA;
}

/** The schema as generated, checked against RlSpecSchema here (the generated module imports nothing). */
export const RL_SPEC_SCHEMA = GENERATED_RL_SPEC_SCHEMA satisfies RlSpecSchema;
