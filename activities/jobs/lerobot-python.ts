import { dirname, join } from 'node:path';
import type { ActivityDeps } from '../deps.js';

/**
 * The environment that points an evaluation job at LeRobot's Python: the one beside the `lerobot-train` the compute
 * backend found (LEROBOT_TRAIN or the project's .venv-lerobot). Null where the backend has no LeRobot.
 */
export async function lerobotPythonEnv(deps: ActivityDeps): Promise<Record<string, string> | null> {
  const lerobotTrain = (await deps.compute.capabilities()).lerobotTrain;
  return lerobotTrain ? { LEROBOT_PYTHON: join(dirname(lerobotTrain), 'python') } : null;
}
