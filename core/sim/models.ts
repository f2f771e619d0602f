import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MODEL_SOURCES } from './__generated__/model-sources.js';

/** A robot model installed in `$DATA_DIR/models/<robot>/`, as its model.json describes it. */
export interface RobotModel {
  robot: string;
  available: true;
  /** MJCF file, relative to `dir`. */
  mjcf: string;
  dir: string;
  license: string;
  licenseFile: string;
  source: { package: string; version: string; path: string };
  /** LeRobot `robot_type` values this model stands for. */
  robotTypes: string[];
  joints: string[];
  actuators: string[];
}

export interface AbsentRobot {
  robot: string;
  available: false;
  reason: string;
  robotTypes: string[];
}

export type RobotEntry = RobotModel | AbsentRobot;

interface Manifest {
  robot: string;
  mjcf: string;
  license: string;
  license_file?: string;
  source: { package: string; version: string; path: string };
  robot_types?: string[];
  joints: string[];
  actuators: string[];
}

async function readJson<T>(path: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/**
 * Every robot the simulation jobs know: the models installed under `modelsDir` (one folder per
 * robot with a model.json), and each robot setup could not install, with the reason.
 */
export async function listRobots(modelsDir: string): Promise<RobotEntry[]> {
  const sources = MODEL_SOURCES;
  const folders = await readdir(modelsDir, { withFileTypes: true }).catch(() => []);
  const installed = new Map<string, RobotModel>();
  for (const folder of folders.filter((entry) => entry.isDirectory())) {
    const dir = join(modelsDir, folder.name);
    const manifest = await readJson<Manifest>(join(dir, 'model.json'));
    if (!manifest) continue;
    installed.set(manifest.robot, {
      robot: manifest.robot,
      available: true,
      mjcf: manifest.mjcf,
      dir,
      license: manifest.license,
      licenseFile: manifest.license_file ?? 'LICENSE',
      source: manifest.source,
      robotTypes: manifest.robot_types ?? [manifest.robot],
      joints: manifest.joints,
      actuators: manifest.actuators,
    });
  }
  const absent: AbsentRobot[] = Object.entries(sources)
    .filter(([robot]) => !installed.has(robot))
    .map(([robot, source]) => ({
      robot,
      available: false,
      reason: source.absent ?? `the ${source.package} model is not installed in ${modelsDir}; run npm run setup`,
      robotTypes: source.robot_types ?? [robot],
    }));
  return [...installed.values(), ...absent].sort((a, b) => a.robot.localeCompare(b.robot));
}

/** The entry for a LeRobot `robot_type` (e.g. "so101_follower"), or undefined when no robot claims it. */
export function robotForType(robots: RobotEntry[], robotType: string): RobotEntry | undefined {
  const wanted = robotType.toLowerCase();
  return robots.find((entry) => entry.robot === wanted || entry.robotTypes.includes(wanted));
}
