/** jobs/sim/models.json: which registry package each robot model comes from, and why a robot has none. */
export interface ModelSourceEntry {
  absent?: string;
  package?: string;
  robot_types?: string[];
  [field: string]: unknown;
}

export type ModelSources = Record<string, ModelSourceEntry>;
