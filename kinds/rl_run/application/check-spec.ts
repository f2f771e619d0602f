import { HARDWARE_TIERS } from '../../../core/catalog/hardware-tiers.js';
import { readRlSpecSchema } from '../../../core/rl/spec-schema.js';
import { checkPointAboveTable, checkSpec, OBJECTIVES, RL_JOB_ROBOTS, RL_OBJECTIVES, RL_ROBOTS, type RlObjectiveType, type RlPoint, type RlTaskSpec, type SpecProblem } from '../../../core/rl/spec.js';
import type { TwinRow } from '../../twin/core/record.js';
import { listRobots, type RobotEntry } from '../../../core/sim/models.js';
import type { Sql } from '../../../db/client.js';
import { findTwin } from '../../twin/db/twin-rows.js';

/** The hardware the `ppo` engine runs on; GPU engines are not offered by this deployment. */
export const PPO_TIERS = ['cpu'];

export interface RlAvailability {
  robots: { robot: string; available: boolean; reason: string | null; entry: RobotEntry | undefined }[];
  objectives: Record<RlObjectiveType, string | null>;
}

/** What this deployment can train: robots installed and known to the job, objectives the job has. */
export async function rlAvailability(modelsDir: string): Promise<RlAvailability> {
  const schema = readRlSpecSchema();
  const jobRobots = RL_JOB_ROBOTS;
  const installed = await listRobots(modelsDir);
  const robots = RL_ROBOTS.map((robot) => {
    const entry = installed.find((r) => r.robot === robot);
    let reason: string | null = null;
    if (!entry || !entry.available) reason = entry && !entry.available ? entry.reason : `No '${robot}' model is installed (npm run setup installs the models).`;
    else if (!jobRobots.includes(robot)) reason = `The RL job has no environment for '${robot}' yet (it trains ${jobRobots.join(', ')}).`;
    return { robot, available: reason === null, reason, entry };
  });
  const objectives = Object.fromEntries(
    RL_OBJECTIVES.map((type) => [type, type in schema.objectives ? null : `The RL job has no '${type}' environment yet (it has ${Object.keys(schema.objectives).join(', ')}).`]),
  ) as Record<RlObjectiveType, string | null>;
  return { robots, objectives };
}

export type RlSpecCheck =
  | { ok: true; spec: RlTaskSpec; problems: [] }
  | { ok: false; spec: null; problems: SpecProblem[]; /** The twin is another account's or missing (404), or not ready (409). */ twin?: 'not_found' | 'not_ready' };

/**
 * Every problem with a spec, each with its dotted `param`: the shape and bounds (core/rl/spec.ts),
 * then what this deployment can run, then the twin the scene names (same account, succeeded).
 */
export async function checkRlSpec(sql: Sql, modelsDir: string, accountId: string, input: unknown): Promise<RlSpecCheck> {
  const checked = checkSpec(input, { tiers: HARDWARE_TIERS.map((t) => t.id) });
  if (!checked.ok) return checked;
  const spec = checked.spec;
  const problems: SpecProblem[] = [];
  const availability = await rlAvailability(modelsDir);
  const robot = availability.robots.find((r) => r.robot === spec.robot)!;
  if (!robot.available) problems.push({ param: 'robot', message: robot.reason! });
  const objectiveReason = availability.objectives[spec.objective.type];
  if (objectiveReason) problems.push({ param: 'objective.type', message: objectiveReason });
  if (!PPO_TIERS.includes(spec.hardware_tier)) problems.push({ param: 'hardware_tier', message: `The '${spec.engine}' engine runs on ${PPO_TIERS.join(', ')}; no GPU engine is configured on this deployment.` });
  if (spec.scene && spec.objective.type === 'lift') problems.push({ param: 'objective.type', message: "'lift' places its own box in the job's own scene; in a twin's scene use 'reach' or 'pick_place'." });
  let twin: 'not_found' | 'not_ready' | undefined;
  if (spec.scene) {
    const row = await findTwin(sql, accountId, spec.scene.twin_id);
    if (!row) {
      twin = 'not_found';
      problems.push({ param: 'scene.twin_id', message: `No twin '${spec.scene.twin_id}'.` });
    } else if (row.status !== 'succeeded') {
      twin = 'not_ready';
      problems.push({ param: 'scene.twin_id', message: `Twin '${row.id}' is ${row.status}; a run trains only in a succeeded twin.` });
    } else if (spec.objective.type === 'pick_place') {
      problems.push(...pickPlaceProblems(row, spec.objective.target));
    }
  }
  if (problems.length > 0) return { ok: false, spec: null, problems, ...(twin ? { twin } : {}) };
  return { ok: true, spec, problems: [] };
}

/**
 * What stops pick_place in this twin, from what its twin.json says it holds (the row's
 * `scene_objects`): no object to pick, or no place to put it (no recorded release and no
 * `objective.target`), or a target outside its bounds above the twin's table. A twin published
 * before the row kept this is not judged here; the job checks it again either way.
 */
function pickPlaceProblems(twin: TwinRow, target: RlPoint | null): SpecProblem[] {
  const scene = twin.scene_objects;
  if (!scene) return [];
  if (scene.objects.length === 0) {
    return [{ param: 'scene.twin_id', message: `Twin '${twin.id}' has no object to pick (its episode has no grasp and it was built without config.objects), so pick_place cannot run in it.` }];
  }
  if (!target) {
    return scene.release
      ? []
      : [{ param: 'scene.twin_id', message: `Twin '${twin.id}' has no release position (its objects came from config.objects, not a recorded grasp): give objective.target = [x, y, z] in metres in the robot base frame.` }];
  }
  return checkPointAboveTable('objective.target', target, OBJECTIVES.pick_place.points.target!, scene.table_height_m ?? 0);
}
